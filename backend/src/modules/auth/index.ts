// The auth module's public face: what the worker (or any other process) may use of it.
// The secrets purge the worker runs on schedule.
export { SecretsPurgeService } from './secrets-purge.service.js';
export { SecretsModule } from './secrets.module.js';
