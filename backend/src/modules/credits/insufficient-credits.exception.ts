import { UnprocessableEntityException } from '@nestjs/common';

/** The balance cannot pay: 422 on the `credits` field, with the figures for the form. */
export class InsufficientCreditsException extends UnprocessableEntityException {
  constructor(needed: number, balance: number) {
    super({ message: 'errors.insufficientCredits', errors: { credits: 'validation.insufficientCredits' }, needed, balance });
  }
}
