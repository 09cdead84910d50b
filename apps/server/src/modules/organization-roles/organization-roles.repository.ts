import type { TPendingRoleRequest } from '@registry/contracts';
import type { OrganizationRoleName, RoleActionType, RoleRequestScope } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { peopleReachCondition } from '../../platform/name-search.js';

/** An employment record as the role rules need it: its person, its registry organization, its state. */
export interface EmploymentRow {
  id: number;
  userId: number;
  /** The organization the record names, when it is one of the registry's (is_registry_organization). */
  organizationId: number | null;
  organizationName: string | null;
  isRegistryOrganization: boolean;
  disabled: boolean;
  /** The employment's last day (YYYY-MM-DD), null while it goes on. */
  endDate: string | null;
  hasTrainTnAccess: boolean;
  /** The person's general roles (the reach of user managers depends on them). */
  generalRoles: string[];
}

/** One role action with the name of who made it. */
export interface RoleActionRecord {
  id: number;
  parentActionId: number | null;
  roleName: OrganizationRoleName;
  actionType: RoleActionType;
  comments: string | null;
  lastChangeAt: Date;
  userLastUpdated: string | null;
}

function employmentQuery(db: Db, id: number) {
  return db
    .selectFrom('employmentRecords as e')
    .leftJoin('organizations as o', 'o.id', 'e.organizationId')
    .select([
      'e.id',
      'e.userId',
      'e.hasTrainTnAccess',
      // A registry organization is one the record names by id and marks as the registry's.
      sql<boolean>`e.is_registry_organization and o.id is not null`.as('isRegistryOrganization'),
      sql<number | null>`case when e.is_registry_organization then o.id end`.as('organizationId'),
      sql<string | null>`case when e.is_registry_organization then o.name end`.as('organizationName'),
      sql<boolean>`e.disabled_at is not null`.as('disabled'),
      sql<string | null>`to_char(e.end_date, 'YYYY-MM-DD')`.as('endDate'),
      sql<
        string[]
      >`array(select g.role_name from user_general_roles g where g.user_id = e.user_id order by 1)`.as(
        'generalRoles',
      ),
    ])
    .where('e.id', '=', id);
}

/** The employment record, if it exists. */
export async function findEmployment(db: Db, id: number): Promise<EmploymentRow | undefined> {
  return employmentQuery(db, id).executeTakeFirst();
}

/**
 * The employment record, locked for the transaction: every change of its roles, requests and TrainTN
 * access takes this lock first, so two simultaneous changes of one employment run one after the other
 * and the second sees what the first did (two identical requests make one). FOR NO KEY UPDATE: the
 * rows that reference the record (its actions) can still be inserted by others meanwhile.
 */
export async function lockEmployment(db: Db, id: number): Promise<EmploymentRow | undefined> {
  return employmentQuery(db, id).forNoKeyUpdate('e').executeTakeFirst();
}

/** The organization roles held (active) through the employment record. */
export async function activeRoles(db: Db, employmentRecordId: number): Promise<OrganizationRoleName[]> {
  const rows = await db
    .selectFrom('organizationRoles')
    .select('roleName')
    .where('employmentRecordId', '=', employmentRecordId)
    .where('active', '=', true)
    .orderBy('roleName')
    .execute();
  return rows.map((row) => row.roleName);
}

/** Every role action of the employment record, oldest first, with who made it. */
export async function roleActions(db: Db, employmentRecordId: number): Promise<RoleActionRecord[]> {
  return db
    .selectFrom('roleRequestActions as a')
    .leftJoin('users as u', 'u.id', 'a.userLastUpdated')
    .select([
      'a.id',
      'a.parentActionId',
      'a.roleName',
      'a.actionType',
      'a.comments',
      'a.lastChangeAt',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('userLastUpdated'),
    ])
    .where('a.employmentRecordId', '=', employmentRecordId)
    .orderBy('a.id')
    .execute();
}

/** One role action by id (any employment), if it exists. */
export async function findRoleAction(
  db: Db,
  id: number,
): Promise<{ id: number; employmentRecordId: number; actionType: RoleActionType } | undefined> {
  return db
    .selectFrom('roleRequestActions')
    .select(['id', 'employmentRecordId', 'actionType'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewRoleAction {
  employmentRecordId: number;
  roleName: OrganizationRoleName;
  actionType: RoleActionType;
  parentActionId: number | null;
  comments: string | null;
  actorUserId: number;
  at: Date;
}

export async function insertRoleAction(db: Db, action: NewRoleAction): Promise<number> {
  const row = await db
    .insertInto('roleRequestActions')
    .values({
      employmentRecordId: action.employmentRecordId,
      roleName: action.roleName,
      actionType: action.actionType,
      parentActionId: action.parentActionId,
      comments: action.comments,
      userLastUpdated: action.actorUserId,
      lastChangeAt: action.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes the organization role held (active) or ended through the employment record. */
export async function setOrganizationRole(
  db: Db,
  employmentRecordId: number,
  roleName: OrganizationRoleName,
  active: boolean,
  at: Date,
): Promise<void> {
  await db
    .insertInto('organizationRoles')
    .values({ employmentRecordId, roleName, active, createdAt: at, updatedAt: at })
    .onConflict((conflict) =>
      conflict.columns(['employmentRecordId', 'roleName']).doUpdateSet({ active, updatedAt: at }),
    )
    .execute();
}

export async function setTrainTnAccess(
  db: Db,
  employmentRecordId: number,
  access: boolean,
  at: Date,
): Promise<void> {
  await db
    .updateTable('employmentRecords')
    .set({ hasTrainTnAccess: access, updatedAt: at })
    .where('id', '=', employmentRecordId)
    .execute();
}

/** The scope of roleRequestScope as a condition on the employment `e` and its person `u`. */
function requestScopeCondition(scope: RoleRequestScope): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (scope.organizationIds.length > 0)
    parts.push(sql<boolean>`e.organization_id in (${sql.join([...scope.organizationIds])})`);
  if (scope.reach !== 'none')
    parts.push(peopleReachCondition(sql<number>`u.id`, scope.selfUserId, scope.reach));
  if (parts.length === 0) return sql<boolean>`false`;
  return sql<boolean>`u.id <> ${scope.selfUserId} and (${sql.join(parts, sql` or `)})`;
}

interface PendingRequestRow {
  rolePromotionActionId: number;
  employmentRecordId: number;
  roleRequested: OrganizationRoleName;
  requestedAt: Date;
  comments: string | null;
  userId: number;
  userName: string;
  email: string;
  registryId: string;
  organizationId: number;
  organizationName: string;
  employmentEndDate: string | null;
}

/**
 * The pending requests (Requested, and no action names them as parent) made for employment at a registry
 * organization within the scope, newest first, at most `limit`. The scope is the WHERE clause.
 */
export function pendingRequestsQuery(scope: RoleRequestScope, limit: number): RawBuilder<PendingRequestRow> {
  return sql<PendingRequestRow>`
    select a.id as role_promotion_action_id, a.employment_record_id, a.role_name as role_requested,
           a.last_change_at as requested_at, a.comments,
           u.id as user_id, u.first_name || ' ' || u.last_name as user_name, u.email, u.registry_id,
           o.id as organization_id, o.name as organization_name,
           to_char(e.end_date, 'YYYY-MM-DD') as employment_end_date
      from role_request_actions a
      join employment_records e on e.id = a.employment_record_id
      join organizations o on o.id = e.organization_id
      join users u on u.id = e.user_id
     where a.action_type = 1
       and not exists (select 1 from role_request_actions c where c.parent_action_id = a.id)
       and e.is_registry_organization
       and ${requestScopeCondition(scope)}
     order by a.id desc
     limit ${limit}`;
}

/** The rows of pendingRequestsQuery, as the contract has them. */
export async function pendingRequests(
  db: Db,
  scope: RoleRequestScope,
  limit: number,
): Promise<TPendingRoleRequest[]> {
  const result = await pendingRequestsQuery(scope, limit).execute(db);
  return result.rows.map((row) => ({
    rolePromotionActionId: row.rolePromotionActionId,
    employmentRecordId: row.employmentRecordId,
    roleRequested: row.roleRequested,
    requestedAt: row.requestedAt.toISOString(),
    comments: row.comments,
    user: { id: row.userId, name: row.userName, email: row.email, registryId: row.registryId },
    organization: { id: row.organizationId, name: row.organizationName },
    employmentEndDate: row.employmentEndDate,
  }));
}
