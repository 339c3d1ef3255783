// The public-api module's public face: what the worker (or any other process) may use of it.
// The idempotency keys the worker expires.
export { IdempotencyKeysService } from './idempotency-keys.service.js';
export { IdempotencyModule } from './idempotency.module.js';
