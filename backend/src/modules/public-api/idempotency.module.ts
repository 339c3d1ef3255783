import { Module } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';
import { IdempotencyKeysService } from './idempotency-keys.service.js';

/**
 * The idempotency keys: their housekeeping, for the worker's maintenance job, and their
 * repository, for the `Idempotent()` routes' interceptor in the modules that import this one.
 */
@Module({
  providers: [IdempotencyKeysService, IdempotencyKeysRepository],
  exports: [IdempotencyKeysService, IdempotencyKeysRepository],
})
export class IdempotencyModule {}
