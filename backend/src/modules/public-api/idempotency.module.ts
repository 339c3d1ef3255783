import { Module } from '@nestjs/common';
import { IdempotencyKeysService } from './idempotency-keys.service.js';

/** The idempotency keys' housekeeping, for the worker's maintenance job. */
@Module({ providers: [IdempotencyKeysService], exports: [IdempotencyKeysService] })
export class IdempotencyModule {}
