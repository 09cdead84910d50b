import type { OrganizationRoleName, RoleActionRow, RoleActionType } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Locks the user row for the transaction, so two role changes for one user run one after the other. */
export async function lockUserForRoles(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function addGeneralRole(db: Db, userId: number, roleName: string): Promise<void> {
  await db.insertInto('userGeneralRoles').values({ userId, roleName }).execute();
}

export async function removeGeneralRole(db: Db, userId: number, roleName: string): Promise<void> {
  await db
    .deleteFrom('userGeneralRoles')
    .where('userId', '=', userId)
    .where('roleName', '=', roleName)
    .execute();
}

/** The account's name, if it exists. */
export async function findAccountName(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`first_name || ' ' || last_name`.as('fullName'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.fullName;
}

/** An employment at a registry organization with its held roles and its role actions. */
export interface RegistryEmployment {
  employmentRecordId: number;
  organizationId: number;
  organizationName: string;
  activeRoles: OrganizationRoleName[];
  actions: RoleActionRow[];
}

/** The person's employment records at registry organizations, by organization name, with roles and actions. */
export async function registryEmployments(db: Db, userId: number): Promise<RegistryEmployment[]> {
  const result = await sql<{
    employmentRecordId: number;
    organizationId: number;
    organizationName: string;
    activeRoles: OrganizationRoleName[];
    actions: {
      id: number;
      parentActionId: number | null;
      roleName: OrganizationRoleName;
      actionType: number;
    }[];
  }>`
    select e.id as "employmentRecordId", o.id as "organizationId", o.name as "organizationName",
           array(select r.role_name from organization_roles r
                  where r.employment_record_id = e.id and r.active order by 1) as "activeRoles",
           coalesce((select json_agg(json_build_object('id', a.id, 'parentActionId', a.parent_action_id,
                                     'roleName', a.role_name, 'actionType', a.action_type) order by a.id)
                       from role_request_actions a where a.employment_record_id = e.id), '[]') as "actions"
      from employment_records e
      join organizations o on o.id = e.organization_id
     where e.user_id = ${userId} and e.is_registry_organization
     order by o.name, e.id`.execute(db);
  return result.rows.map((row) => ({
    employmentRecordId: Number(row.employmentRecordId),
    organizationId: Number(row.organizationId),
    organizationName: row.organizationName,
    activeRoles: row.activeRoles,
    actions: row.actions.map((action) => ({ ...action, actionType: action.actionType as RoleActionType })),
  }));
}
