/** Site-wide configuration values (GET /api/configuration). */
export { registerConfigurationRoutes } from './configuration.routes.js';
export { createConfigurationService } from './configuration.service.js';
