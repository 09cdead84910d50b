import {
  ORGANIZATION_ROLES,
  REGISTRY_STAFF_ROLES,
  WRITE_TO_ANYONE,
  type MessageSender,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
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
    reach.push(holdsAt(person, ORGANIZATION_ROLES, sender.directorOrganizationIds));
  if (sender.activeRole === '100') reach.push(holdsAt(person, ['200'], sender.staffOrganizationIds));
  return sql<boolean>`${inUse} and (${sql.join(reach, sql` or `)})`;
}
