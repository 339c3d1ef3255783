import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { AmountField, IntField, Nullable } from '../../../common/validation/fields.js';
import { CREDIT_KINDS, type CreditKind } from '../../accounts/account.entity.js';

/** A top-up: staff give an account credits it bought. */
export class CreditPurchaseDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  accountId: string;

  @IntField({ min: 1, max: 100_000_000 })
  credits: number;

  /** Price paid, in baht, to the satang. */
  @ApiProperty({ type: Number, minimum: 0, maximum: 1_000_000_000, example: 2500 })
  @AmountField({ max: 1_000_000_000 })
  amount: number;

  @ApiProperty({ enum: CREDIT_KINDS })
  @IsIn(CREDIT_KINDS, { message: 'validation.oneOf' })
  kind: CreditKind;

  @Nullable()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}
