import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The person a user name (the login e-mail, any case) names, if any. */
export async function findPerson(
  db: Db,
  userName: string,
): Promise<{ id: number; firstName: string; lastName: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

/**
 * The organization's name when the person is employed there (as the users grids' organizationId filter
 * says: an employment record naming it that is not disabled and goes on `today`, or through which the
 * staff role is held); undefined otherwise.
 */
export async function employingOrganization(
  db: Db,
  userId: number,
  organizationId: number,
  today: string,
): Promise<string | undefined> {
  const result = await sql<{ name: string }>`
    select o.name from organizations o
     where o.id = ${organizationId}
       and exists (
         select 1 from employment_records e
          where e.user_id = ${userId} and e.organization_id = o.id
            and ((e.disabled_at is null and (e.end_date is null or e.end_date >= ${today}::date))
                 or exists (select 1 from organization_roles r
                             where r.employment_record_id = e.id and r.role_name = '100' and r.active)))`.execute(
    db,
  );
  return result.rows[0]?.name;
}

/** One training record as the report lists it. */
export interface ReportTraining {
  trainingDate: string;
  trainingName: string;
  hours: string;
  coreKnowledgeArea: string | null;
  sponsor: string | null;
  verified: boolean;
}

/** The person's training records that are not disabled, newest first, the knowledge area as its text. */
export async function trainingRecordsOf(db: Db, userId: number): Promise<ReportTraining[]> {
  const result = await sql<ReportTraining>`
    select to_char(r.training_date, 'MM/DD/YYYY') as "trainingDate", r.training_name as "trainingName",
           r.hours::text as hours, coalesce(c.text, r.core_knowledge_area) as "coreKnowledgeArea",
           r.sponsor, r.verified
      from training_records r
      left join choice_lists c on c.list_code = 'core-knowledge-areas' and c.choice_id = r.core_knowledge_area
     where r.user_id = ${userId} and r.disabled_at is null
     order by r.training_date desc, r.id desc`.execute(db);
  return result.rows;
}
