import { ORGANIZATION_ROLES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

const id = z.number().int().positive();
/** Ids in query strings. */
const zQueryId = z.coerce.number().int().positive().max(999_999_999_999);

/** Spec 1 §4: Requested=1, Approved=2, Rejected=3, Removed=4, Withdrawn=10. */
export const ROLE_ACTION_TYPES = {
  requested: 1,
  approved: 2,
  rejected: 3,
  removed: 4,
  withdrawn: 10,
} as const;
const ZRoleName = z.enum(ORGANIZATION_ROLES);

/** Spec 1 §3 role request: one action of a role request's history. */
export const ZRoleRequestAction = z.object({
  rolePromotionActionId: z.number(),
  parentActionId: z.number().nullable(),
  roleRequested: ZRoleName,
  actionType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(10)]),
  comments: z.string().nullable(),
  lastChangeDateTime: z.string(),
  /** Who made the change (name); null for the system. */
  userLastUpdated: z.string().nullable(),
});
export type TRoleRequestAction = z.infer<typeof ZRoleRequestAction>;

/** GET /api/userorganizationroles?employmentRecordId= (spec 1 §3: active roles and requests). */
export const ZOrganizationRolesQuery = z.object({ employmentRecordId: zQueryId }).strict();
export const ZOrganizationRolesResponse = z.object({
  employmentRecordId: z.number(),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  isRegistryOrganization: z.boolean(),
  active: z.array(z.object({ roleName: ZRoleName })),
  /** The pending requests (Requested with no later action naming them). */
  requests: z.array(ZRoleRequestAction),
  has100Role: z.boolean(),
  has200Role: z.boolean(),
  pending100: z.boolean(),
  pending200: z.boolean(),
  hasTrainTNAccess: z.boolean(),
});
export type TOrganizationRolesResponse = z.infer<typeof ZOrganizationRolesResponse>;

/**
 * POST /api/userorganizationroles (spec 1 §7: organizationId, employmentRecordId, roleName, active,
 * userId): ends a held role (active false): the staff role (only when no director role is held; a
 * pending director request is withdrawn with it) or the director role, as separate actions.
 */
export const ZSetOrganizationRoleRequest = z
  .object({
    organizationId: id.optional(),
    employmentRecordId: id,
    roleName: ZRoleName,
    /** false ends a held role; true grants one (user managers, as administrators; spec 2 §6 toggle rules). */
    active: z.boolean(),
    userId: id.optional(),
  })
  .strict();
export type TSetOrganizationRoleRequest = z.infer<typeof ZSetOrganizationRoleRequest>;

/** POST /api/userorganizationroles/request (spec 1 §7: employmentRecordId, requestType). */
export const ZRoleRequestRequest = z
  .object({ employmentRecordId: id, requestType: ZRoleName, comments: zText().max(1000).optional() })
  .strict();
export type TRoleRequestRequest = z.infer<typeof ZRoleRequestRequest>;

/** A pending request a director (or administrator) may act on: GET /api/userorganizationroles/requests. */
export const ZPendingRoleRequestItem = z.object({
  rolePromotionActionId: z.number(),
  employmentRecordId: z.number(),
  roleRequested: ZRoleName,
  requestedAt: z.string(),
  comments: z.string().nullable(),
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), registryId: z.string() }),
  organization: z.object({ id: z.number(), name: z.string() }),
  /** The employment's last day (YYYY-MM-DD), null while it goes on: one that has ended is not approved. */
  employmentEndDate: z.string().nullable(),
});
export const ZPendingRoleRequests = z.array(ZPendingRoleRequestItem);
export type TPendingRoleRequest = z.infer<typeof ZPendingRoleRequestItem>;

/**
 * POST /api/userorganizationroles/requestaction: approve (2) or reject (3) a pending request (its
 * organization's director, or an administrator); withdraw (10) one's own pending request.
 */
export const ZRoleRequestActionRequest = z
  .object({
    rolePromotionActionId: id,
    actionType: z.union([z.literal(2), z.literal(3), z.literal(10)]),
    comments: zText().max(1000).optional(),
  })
  .strict();
export type TRoleRequestActionRequest = z.infer<typeof ZRoleRequestActionRequest>;

/** GET /api/userorganizationroles/actionhistory?employmentRecordId=: every action, oldest first. */
export const ZRoleActionHistory = z.array(ZRoleRequestAction);

/** Searches (spec 1 §7): key/value items. */
export const ZKeyValueItems = z.array(z.object({ key: z.string(), value: z.string() }));
export const ZAgencySearchQuery = z.object({ searchString: zText().max(100) }).strict();
export const ZCountySearchQuery = z.object({ searchString: zText().max(100) }).strict();
export const ZAgenciesByCountyQuery = z
  .object({ countyId: zText().regex(/^\d{5}$/, 'countyId is a 5-digit FIPS code.') })
  .strict();

/** GET /api/accounts/organization?orgId= */
export const ZOrganizationQuery = z.object({ orgId: zQueryId }).strict();
export const ZOrganization = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['agency', 'facility']),
  county: z.string().nullable(),
  countyFips: z.string().nullable(),
  region: z.string().nullable(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

/** POST /api/accounts/trainTNAccess (tn): grant or remove TrainTN access for one employment. */
export const ZTrainTnAccessRequest = z.object({ employmentRecordId: id, accessStatus: z.boolean() }).strict();
export type TTrainTnAccessRequest = z.infer<typeof ZTrainTnAccessRequest>;

/**
 * GET /api/accounts/trainingreport?username=&organizationId= (spec 2 §7, tn): the person's training as a
 * PDF, named 'TNPAL_TrainingReport_' + the tidied agency + the person (spec 2 §9).
 */
export const ZTrainingReportQuery = z
  .object({ username: zText().trim().min(1).max(254), organizationId: zQueryId })
  .strict();
export type TTrainingReportQuery = z.infer<typeof ZTrainingReportQuery>;
export const ZTrainingReportResponse = z.object({ file: z.string(), fileName: z.string() });
export type TTrainingReportResponse = z.infer<typeof ZTrainingReportResponse>;
