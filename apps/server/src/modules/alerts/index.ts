export { alertEntity } from './alert.entity.js';
export { ALERT, alertForm } from './alert.form.js';
export { registerAlertsRoutes } from './alerts.routes.js';
export { createAlertsService } from './alerts.service.js';
