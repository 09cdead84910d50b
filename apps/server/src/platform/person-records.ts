import type { RecordsReachTarget, RecordsReachViewer } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthContext } from './sessions.js';

/**
 * The viewer of a person's profile records as personRecordsAccess reads them: with the organizations they
 * direct, when the director role (200) is the active one (the session already holds their roles).
 */
export function recordsViewer(auth: AuthContext): RecordsReachViewer {
  return {
    userId: auth.userId,
    activeRole: auth.activeRole,
    claims: auth.claims,
    directorOrganizationIds:
      auth.activeRole === '200'
        ? auth.roles.organization
            .filter((row) => row.role === '200' && row.active)
            .map((row) => row.organizationId)
        : [],
  };
}

/**
 * The person whose records are asked for, as personRecordsAccess reads them: their general roles and the
 * organizations where they hold an approved, active staff role (organization_roles of their employment
 * records), and their active coaches, in one query; undefined when there is no such user.
 */
export async function loadRecordsTarget(db: Db, userId: number): Promise<RecordsReachTarget | undefined> {
  const result = await sql<{
    generalRoles: string[];
    staffOrganizationIds: (string | number)[];
    coaches: { userId: number; pdpShared: boolean }[];
  }>`
    select
      array(select g.role_name from user_general_roles g where g.user_id = u.id) as "generalRoles",
      array(select distinct e.organization_id
              from organization_roles r join employment_records e on e.id = r.employment_record_id
             where e.user_id = u.id and r.role_name = '100' and r.active and e.organization_id is not null
           ) as "staffOrganizationIds",
      coalesce((select json_agg(json_build_object('userId', c.coach_user_id, 'pdpShared', c.pdp_shared))
                  from coach_relationships c where c.user_id = u.id and c.active), '[]') as coaches
    from users u where u.id = ${userId}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    userId,
    generalRoles: row.generalRoles,
    staffOrganizationIds: row.staffOrganizationIds.map(Number),
    coaches: row.coaches.map((coach) => ({ userId: Number(coach.userId), pdpShared: coach.pdpShared })),
  };
}
