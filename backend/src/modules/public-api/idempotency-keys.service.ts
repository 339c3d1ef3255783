import { Injectable } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';

/** Housekeeping of the answers kept for idempotency keys: a day is all a key promises. */
@Injectable()
export class IdempotencyKeysService {
  constructor(private readonly repository: IdempotencyKeysRepository) {}

  purgeExpired(): Promise<number> {
    return this.repository.purgeExpired();
  }
}
