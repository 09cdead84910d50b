/** General (account) roles and the role switch (spec 1 §7 /accountroles, roleswitch). */
export { registerRolesRoutes } from './roles.routes.js';
export { createRolesService } from './roles.service.js';
