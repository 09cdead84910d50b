/** Health, readiness and the boot answer. */
export { registerSystemRoutes } from './system.routes.js';
export { createSystemService } from './system.service.js';
