// The uploads module's public face: what the worker (or any other process) may use of it.
// Uploads and the orphaned files the worker sweeps.
export { OrphanFilesService } from './orphan-files.js';
export { UploadsModule } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
