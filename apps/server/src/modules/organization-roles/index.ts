/** Employment organization roles and their requests (spec 1 §4, §7), and the organization directory. */
export { createOrganizationDirectory } from './organization-directory.service.js';
export {
  registerOrganizationDirectoryRoutes,
  registerOrganizationRolesRoutes,
} from './organization-roles.routes.js';
export { createOrganizationRolesService } from './organization-roles.service.js';
