import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Whether the owner has another record in `table`, not disabled and not the one being saved, meeting
 * `matches` (SQL over the records table): a possible duplicate.
 */
export async function hasOtherRecord(
  db: Db,
  table: string,
  record: { ownerUserId: number; recordId: number | null },
  matches: RawBuilder<boolean>,
): Promise<boolean> {
  const found = await sql<{ found: number }>`
    select 1 as found from ${sql.table(table)}
    where user_id = ${record.ownerUserId} and disabled_at is null and id <> ${record.recordId ?? 0}
      and ${matches}
    limit 1`.execute(db);
  return found.rows.length > 0;
}

/** Whether someone other than the owner has this name and date of birth (likely a second account). */
export async function otherPersonNamed(
  db: Db,
  person: { ownerUserId: number; firstName: string; lastName: string; dateOfBirth: string },
): Promise<boolean> {
  const found = await sql<{ found: number }>`
    select 1 as found from user_profiles p join users u on u.id = p.user_id
    where p.date_of_birth = ${person.dateOfBirth}::date and lower(u.first_name) = lower(${person.firstName})
      and lower(u.last_name) = lower(${person.lastName}) and u.id <> ${person.ownerUserId}
    limit 1`.execute(db);
  return found.rows.length > 0;
}

/** A registry organization's name and county, or undefined when there is none of that id. */
export function findOrganization(db: Db, organizationId: number) {
  return db
    .selectFrom('organizations')
    .select(['name', 'countyFips'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

/** Whether an employment holds an organization role or has ever had a role request. */
export async function employmentHasRoles(db: Db, employmentRecordId: number): Promise<boolean> {
  const bound = await sql<{ bound: boolean }>`
    select exists (select 1 from organization_roles where employment_record_id = ${employmentRecordId})
        or exists (select 1 from role_request_actions where employment_record_id = ${employmentRecordId}) as bound`.execute(
    db,
  );
  return bound.rows[0]?.bound === true;
}

/** Marks the person's profile completed (the personal form's first save); whether it was not before. */
export async function markProfileCompleted(db: Db, userId: number, now: Date): Promise<boolean> {
  const completed = await db
    .updateTable('users')
    .set({ profileCompletedAt: now })
    .where('id', '=', userId)
    .where('profileCompletedAt', 'is', null)
    .executeTakeFirst();
  return Number(completed.numUpdatedRows) > 0;
}
