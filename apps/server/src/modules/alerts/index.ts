/** Dashboard alerts (spec 2 "Dashboard main", §3, §7; entity 20, form 18). */
export { alertEntity } from './alert.entity.js';
export { ALERT, alertForm } from './alert.form.js';
export { registerAlertsRoutes } from './alerts.routes.js';
export { createAlertsService } from './alerts.service.js';
