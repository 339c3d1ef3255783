// The imports module's public face: what the worker (or any other process) may use of it.
// Running an import file into people.
export { ImportRunner } from './import-runner.service.js';
export { ImportsModule } from './imports.module.js';
