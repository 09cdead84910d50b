import { OPEN_ENROLLMENT_STATUSES, type EnrollmentStatus } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Student Details' reads (student-details.service.ts; issue 24): the person as a trainer weighs them, the
 * organizations they work at now, their enrollments in the trainer's own sessions, and the session the
 * trainer enrolls them in.
 */

/** The person: what mayEnrollPerson reads (general roles, account in use) and what the modal shows. */
export interface Student {
  id: number;
  fullName: string;
  email: string;
  registryId: string;
  phone: string | null;
  generalRoles: string[];
  accountInUse: boolean;
}

export async function findStudent(db: Db, userId: number): Promise<Student | undefined> {
  const result = await sql<Omit<Student, 'id'> & { id: string | number }>`
    select u.id, u.first_name || ' ' || u.last_name as "fullName", u.email, u.registry_id as "registryId",
      p.phone, (u.is_confirmed and not u.api_only) as "accountInUse",
      coalesce((select array_agg(g.role_name order by g.role_name) from user_general_roles g
                where g.user_id = u.id), '{}') as "generalRoles"
    from users u left join user_profiles p on p.user_id = u.id
    where u.id = ${userId}`.execute(db);
  const row = result.rows[0];
  return row === undefined ? undefined : { ...row, id: Number(row.id) };
}

/**
 * The organizations the person works at now (a current employment record there, not disabled: as
 * registration reads them), each with its county's name (the counties table, else the county as entered).
 */
export async function findStudentOrganizations(
  db: Db,
  userId: number,
  today: string,
): Promise<{ id: number; name: string; county: string | null }[]> {
  const result = await sql<{ id: string | number; name: string; county: string | null }>`
    select distinct o.id, o.name, coalesce(c.name, nullif(o.county, '')) as county
    from employment_records e
    join organizations o on o.id = e.organization_id
    left join counties c on c.fips = o.county_fips
    where e.user_id = ${userId} and e.disabled_at is null
      and (e.end_date is null or e.end_date >= ${today}::date)
    order by o.name, o.id`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface StudentEnrollmentRow {
  id: number;
  courseSectionId: number;
  courseName: string;
  sectionName: string;
  trainingStart: string;
  timeZone: string;
  status: EnrollmentStatus;
  attendance: number;
}

/** The person's enrollments in the trainer's sessions (whatever their status), the latest session first. */
export async function findStudentEnrollments(
  db: Db,
  trainerId: number,
  userId: number,
  limit: number,
): Promise<StudentEnrollmentRow[]> {
  const result = await sql<
    Omit<StudentEnrollmentRow, 'id' | 'courseSectionId'> & {
      id: string | number;
      courseSectionId: string | number;
    }
  >`
    select e.id, e.course_section_id as "courseSectionId", c.course_name as "courseName",
      s.section_name as "sectionName", s.training_start as "trainingStart", s.time_zone as "timeZone",
      e.status, e.attendance
    from enrollments e
    join course_sections s on s.id = e.course_section_id
    join courses c on c.id = s.course_id
    where e.user_id = ${userId} and e.trainer_user_id = ${trainerId}
    order by s.training_start desc, e.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    courseSectionId: Number(row.courseSectionId),
  }));
}

/** A session, its trainer, and the person's open enrollment there (null: none). */
export async function findEnrollingSession(
  db: Db,
  sessionId: number,
  userId: number,
): Promise<
  | {
      id: number;
      trainerId: number;
      courseName: string;
      sectionName: string;
      status: EnrollmentStatus | null;
    }
  | undefined
> {
  const result = await sql<{
    id: string | number;
    trainerId: string | number;
    courseName: string;
    sectionName: string;
    status: EnrollmentStatus | null;
  }>`
    select s.id, s.user_id as "trainerId", c.course_name as "courseName", s.section_name as "sectionName",
      (select e.status from enrollments e
        where e.course_section_id = s.id and e.user_id = ${userId}
          and e.status in (${sql.join([...OPEN_ENROLLMENT_STATUSES])})
        limit 1) as status
    from course_sections s join courses c on c.id = s.course_id
    where s.id = ${sessionId}`.execute(db);
  const row = result.rows[0];
  return row === undefined ? undefined : { ...row, id: Number(row.id), trainerId: Number(row.trainerId) };
}
