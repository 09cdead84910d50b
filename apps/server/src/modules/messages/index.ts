/** Messages and notifications (spec 2 §2, §3, §4, §7). */
export { registerMessagesRoutes, registerNotificationsRoutes } from './messages.routes.js';
export { createMessagesService } from './messages.service.js';
export { createNotificationsService } from './notifications.service.js';
