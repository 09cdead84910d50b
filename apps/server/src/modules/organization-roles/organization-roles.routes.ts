import {
  API_PATHS,
  ZAgenciesByCountyQuery,
  ZAgencySearchQuery,
  ZCountySearchQuery,
  ZKeyValueItems,
  ZOrganization,
  ZOrganizationQuery,
  ZOrganizationRolesQuery,
  ZOrganizationRolesResponse,
  ZPendingRoleRequests,
  ZRoleActionHistory,
  ZRoleRequestActionRequest,
  ZRoleRequestRequest,
  ZSetOrganizationRoleRequest,
  ZTrainTnAccessRequest,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures, ZNoQuery } from '../../platform/route-schemas.js';
import type { OrganizationDirectory } from './organization-directory.service.js';
import type { OrganizationRolesService } from './organization-roles.service.js';

/**
 * Employment and organization roles (spec 1 §7). The person's calls need CLAIMS.profile (every front-end
 * role has it; a limited login and an API user do not); whose employment it is, and what the viewer may do
 * with it, is the domain's employmentRoleAccess in the service. The list of requests to answer needs
 * CLAIMS.decideRoleRequests.
 */
export function registerOrganizationRolesRoutes(app: App, service: OrganizationRolesService): void {
  const person = { preHandler: [app.authenticate, requireClaims(CLAIMS.profile)] };
  app.get(
    API_PATHS.organizationRoles,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary: "An employment's organization roles, pending requests and state flags",
        querystring: ZOrganizationRolesQuery,
        response: { 200: ZOrganizationRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.roles(authOf(request), request.query.employmentRecordId),
  );
  app.post(
    API_PATHS.organizationRoles,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary:
          'Grant an organization role (active: true, user managers) or end a held one (active: false: the director role, or the staff role when no director role is held)',
        body: ZSetOrganizationRoleRequest,
        response: { 200: ZOrganizationRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.set(authOf(request), request.body),
  );
  app.post(
    API_PATHS.roleRequest,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary:
          'Request the staff (100) or director (200) role for an employment at a registry organization',
        body: ZRoleRequestRequest,
        response: { 200: ZOrganizationRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.request(authOf(request), request.body),
  );
  app.get(
    API_PATHS.roleRequests,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.decideRoleRequests)],
      schema: {
        tags: ['organization roles'],
        summary: 'The pending role requests the viewer may answer, newest first',
        querystring: ZNoQuery,
        response: { 200: ZPendingRoleRequests, ...failures(400, 401, 403) },
      },
    },
    (request) => service.pendingRequests(authOf(request)),
  );
  app.post(
    API_PATHS.roleRequestAction,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary: 'Approve (2) or reject (3) a pending role request, or withdraw (10) your own',
        body: ZRoleRequestActionRequest,
        response: { 200: ZOrganizationRolesResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.requestAction(authOf(request), request.body),
  );
  app.get(
    API_PATHS.roleActionHistory,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary: 'Every role action of an employment, oldest first, with who made it',
        querystring: ZOrganizationRolesQuery,
        response: { 200: ZRoleActionHistory, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.history(authOf(request), request.query.employmentRecordId),
  );
  app.post(
    API_PATHS.trainTnAccess,
    {
      ...person,
      schema: {
        tags: ['organization roles'],
        summary: 'Grant or remove TrainTN access for one employment (tn)',
        body: ZTrainTnAccessRequest,
        response: { 200: ZOrganizationRolesResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.trainTnAccess(authOf(request), request.body),
  );
}

/**
 * The organization directory (spec 1 §7 searches, accounts/organization): a session is enough, as for the
 * form engine's organization searches (the first-time setup's employment step needs them).
 */
export function registerOrganizationDirectoryRoutes(app: App, directory: OrganizationDirectory): void {
  const signedIn = { preHandler: app.authenticate };
  app.get(
    API_PATHS.agencySearch,
    {
      ...signedIn,
      schema: {
        tags: ['organizations'],
        summary: 'Registry organizations whose name matches the text by word prefixes, best first',
        querystring: ZAgencySearchQuery,
        response: { 200: ZKeyValueItems, ...failures(400, 401, 404) },
      },
    },
    (request) => directory.searchAgencies(request.query.searchString),
  );
  app.get(
    API_PATHS.countySearch,
    {
      ...signedIn,
      schema: {
        tags: ['organizations'],
        summary: "Counties of the tenant's state whose name starts with the text (key: FIPS code)",
        querystring: ZCountySearchQuery,
        response: { 200: ZKeyValueItems, ...failures(400, 401, 404) },
      },
    },
    (request) => directory.searchCounties(request.query.searchString),
  );
  app.get(
    API_PATHS.agenciesByCounty,
    {
      ...signedIn,
      schema: {
        tags: ['organizations'],
        summary: 'The registry organizations of a county',
        querystring: ZAgenciesByCountyQuery,
        response: { 200: ZKeyValueItems, ...failures(400, 401, 404) },
      },
    },
    (request) => directory.agenciesByCounty(request.query.countyId),
  );
  app.get(
    API_PATHS.organization,
    {
      ...signedIn,
      schema: {
        tags: ['organizations'],
        summary: "One organization's details",
        querystring: ZOrganizationQuery,
        response: { 200: ZOrganization, ...failures(400, 401, 404) },
      },
    },
    (request) => directory.organization(request.query.orgId),
  );
}
