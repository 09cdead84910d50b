/** Files: static documents by code, uploads into a person's records, the cleanup of unattached ones. */
export { registerFilesRoutes } from './files.routes.js';
export { createFilesService } from './files.service.js';
export { registerUploadRoutes } from './uploads.routes.js';
export { createUploadsService } from './uploads.service.js';
export { startUnattachedFilesCleanup } from './unattached-files.js';
