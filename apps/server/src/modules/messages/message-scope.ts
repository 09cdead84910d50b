import {
  REGISTRY_STAFF_ROLES,
  WRITE_TO_ANYONE,
  type MessageSender,
  type MessageTarget,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/sessions.js';

type Condition = RawBuilder<boolean>;

/** The sender of the signed-in request: the active role and the organizations they direct and work at. */
export function messageSender(auth: AuthContext): MessageSender {
  const held = (role: '100' | '200') =>
    auth.roles.organization.filter((row) => row.role === role && row.active).map((row) => row.organizationId);
  return {
    userId: auth.userId,
    activeRole: auth.activeRole,
    directorOrganizationIds: auth.activeRole === '200' ? held('200') : [],
    staffOrganizationIds: held('100'),
  };
}

/** "The person holds an active organization role of `roles` at one of `organizationIds`." */
function holdsAt(person: RawBuilder<number>, roles: readonly string[], organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`exists (
    select 1 from employment_records e join organization_roles o on o.employment_record_id = e.id
    where e.user_id = ${person} and o.active and o.role_name in (${sql.join([...roles])})
      and e.organization_id in (${sql.join([...organizationIds])}))`;
}

/**
 * mayWriteTo (packages/domain) in SQL, over the users row `u`: the people the recipient search may find.
 * message-scope.test.ts holds it equal to the domain's function for every role against every kind of
 * person.
 */
export function writableCondition(sender: MessageSender): Condition {
  if (sender.activeRole === null || sender.activeRole === 'ApiUser') return sql<boolean>`false`;
  const inUse = sql<boolean>`u.id <> ${sender.userId} and u.is_confirmed and not u.api_only`;
  if (WRITE_TO_ANYONE.includes(sender.activeRole)) return inUse;
  const person = sql<number>`u.id`;
  const reach: Condition[] = [
    sql<boolean>`exists (select 1 from user_general_roles g
                  where g.user_id = u.id and g.role_name in (${sql.join([...REGISTRY_STAFF_ROLES])}))`,
  ];
  if (sender.activeRole === '200')
    reach.push(holdsAt(person, ['100', '200'], sender.directorOrganizationIds));
  if (sender.activeRole === '100') reach.push(holdsAt(person, ['200'], sender.staffOrganizationIds));
  return sql<boolean>`${inUse} and (${sql.join(reach, sql` or `)})`;
}

/** The people of `ids` as mayWriteTo reads them (missing ids are left out). */
export async function loadMessageTargets(db: Db, ids: readonly number[]): Promise<MessageTarget[]> {
  if (ids.length === 0) return [];
  const result = await sql<{
    id: string | number;
    generalRoles: string[];
    isConfirmed: boolean;
    apiOnly: boolean;
    director: (string | number)[];
    staff: (string | number)[];
  }>`
    select u.id, u.is_confirmed as "isConfirmed", u.api_only as "apiOnly",
      array(select g.role_name from user_general_roles g where g.user_id = u.id) as "generalRoles",
      array(select distinct e.organization_id from employment_records e
              join organization_roles o on o.employment_record_id = e.id
             where e.user_id = u.id and o.active and o.role_name = '200' and e.organization_id is not null)
        as director,
      array(select distinct e.organization_id from employment_records e
              join organization_roles o on o.employment_record_id = e.id
             where e.user_id = u.id and o.active and o.role_name = '100' and e.organization_id is not null)
        as staff
    from users u where u.id in (${sql.join([...ids])})`.execute(db);
  return result.rows.map((row) => ({
    userId: Number(row.id),
    generalRoles: row.generalRoles,
    isConfirmed: row.isConfirmed,
    apiOnly: row.apiOnly,
    directorOrganizationIds: row.director.map(Number),
    staffOrganizationIds: row.staff.map(Number),
  }));
}
