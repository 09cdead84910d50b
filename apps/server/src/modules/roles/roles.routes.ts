import {
  API_PATHS,
  RENEWED_TOKEN_HEADER,
  ZAccountRoleRequest,
  ZAccountRolesQuery,
  ZAccountRolesResponse,
  ZRoleSwitchRequest,
  ZRoleSwitchResponse,
  ZUserAccessPermissions,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { RolesService } from './roles.service.js';

export function registerRolesRoutes(app: App, service: RolesService): void {
  app.post(
    API_PATHS.roleSwitch,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['roles'],
        summary: 'Make a role the user holds active; a new token with its claims',
        body: ZRoleSwitchRequest,
        response: { 200: ZRoleSwitchResponse, ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await service.switchRole(authOf(request), request.body.roleName);
      reply.header(RENEWED_TOKEN_HEADER, result.jwt.auth_token);
      return result;
    },
  );
  const manage = { preHandler: [app.authenticate, requireClaims(CLAIMS.manageRoles)] };
  app.get(
    API_PATHS.userAccessPermissions,
    {
      ...manage,
      schema: {
        tags: ['roles'],
        summary:
          "A user's general and organization roles, and those the viewer may change (User Access Permissions)",
        querystring: ZAccountRolesQuery,
        response: { 200: ZUserAccessPermissions, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.accessPermissions(authOf(request), request.query.userId),
  );
  app.post(
    API_PATHS.accountRoles,
    {
      ...manage,
      schema: {
        tags: ['roles'],
        summary: 'Grant a general role to a user',
        body: ZAccountRoleRequest,
        response: { 200: ZAccountRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.toggleGeneralRole(authOf(request), request.body, true),
  );
  app.delete(
    API_PATHS.accountRoles,
    {
      ...manage,
      schema: {
        tags: ['roles'],
        summary: 'Remove a general role from a user',
        querystring: ZAccountRoleRequest,
        response: { 200: ZAccountRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.toggleGeneralRole(authOf(request), request.query, false),
  );
}
