import { FormId, type EnrollmentStatus } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** An enrollment as attendance reads it (before any lock). */
export interface AttendanceTarget {
  id: number;
  sessionId: number;
  trainerId: number;
  userId: number;
  status: EnrollmentStatus;
  attendance: number;
  disabled: boolean;
}

/** The enrollments named, whoever's (the caller's reach is the service's to check). */
export async function findAttendanceTargets(db: Db, ids: readonly number[]): Promise<AttendanceTarget[]> {
  const result = await sql<AttendanceTarget>`
    select e.id, e.course_section_id as "sessionId", e.trainer_user_id as "trainerId", e.user_id as "userId",
      e.status, e.attendance, e.disabled_at is not null as disabled
    from enrollments e where e.id = any(${[...ids]}::bigint[])`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    sessionId: Number(row.sessionId),
    trainerId: Number(row.trainerId),
    userId: Number(row.userId),
    attendance: Number(row.attendance),
  }));
}

/** Locks the session's row and reads whether it is locked (attendance finalized) as it now stands. */
export async function lockSessionRow(trx: Db, sessionId: number): Promise<{ locked: boolean } | undefined> {
  const result = await sql<{ locked: boolean }>`
    select record_is_locked as locked from course_sections where id = ${sessionId} for update`.execute(trx);
  return result.rows[0];
}

/**
 * Sets the attendance of those enrollments still eligible (Registered, not disabled, not Completed or
 * Absent: the rule read again under the session's lock, so a concurrent call that already made one final
 * leaves it alone), with its history step: the people changed.
 */
export async function setAttendance(
  trx: Db,
  values: { sessionId: number; ids: readonly number[]; attendance: number; actorUserId: number; now: Date },
): Promise<{ enrollmentId: number; userId: number }[]> {
  const result = await sql<{ enrollmentId: string | number; userId: string | number }>`
    with changed as (
      update enrollments set attendance = ${values.attendance}, attendance_at = ${values.now},
        attendance_by = ${values.actorUserId}, updated_at = ${values.now}
      where id = any(${[...values.ids]}::bigint[]) and course_section_id = ${values.sessionId}
        and status = 'Registered' and disabled_at is null and attendance not in (1, 3)
      returning id, user_id),
    step as (
      insert into enrollment_actions (enrollment_id, actor_user_id, action, comment, at)
      select id, ${values.actorUserId}, 'Attendance',
        ${['Cleared', 'Completed', 'Partially Completed', 'Absent'][values.attendance] ?? null}, ${values.now}
      from changed)
    select id as "enrollmentId", user_id as "userId" from changed order by id`.execute(trx);
  return result.rows.map((row) => ({ enrollmentId: Number(row.enrollmentId), userId: Number(row.userId) }));
}

/**
 * The training records of Completed enrollments (entity 3, form 7 at its newest version), written verified
 * and sent via API: from the session and its course (the course's name, the session's end as the date, the
 * session's hours, else the course's, else the session's length; its first core knowledge area; the
 * trainer as sponsor), and a 'Verified' step of each record's verification history by the trainer. Once
 * per enrollment (the unique index on enrollment_id). Then the certificates, one per enrollment, with the
 * codes given in order, and the enrollments' certificate set to their code. Answers the records written.
 */
export async function writeCompletedRecords(
  trx: Db,
  values: {
    sessionId: number;
    enrollmentIds: readonly number[];
    codes: readonly string[];
    actorUserId: number;
    now: Date;
    comment: string;
  },
): Promise<number> {
  const result = await sql<{ written: number }>`
    with source as (
      select e.id as enrollment_id, e.user_id, c.course_name, c.course_number, s.section_name,
        s.training_start, s.training_end, s.time_zone, s.delivery_method, s.core_knowledge_area[1] as area,
        least(999.99, greatest(0.01, coalesce(s.hours, c.hours,
          round((extract(epoch from s.training_end - s.training_start) / 3600)::numeric, 2))))::numeric(6,2)
          as hours,
        t.first_name || ' ' || t.last_name as trainer_name,
        p.first_name || ' ' || p.last_name as person_name,
        x.code
      from unnest(${[...values.enrollmentIds]}::bigint[], ${[...values.codes]}::text[]) x(enrollment_id, code)
      join enrollments e on e.id = x.enrollment_id
      join course_sections s on s.id = e.course_section_id
      join courses c on c.id = s.course_id
      join users t on t.id = s.user_id
      join users p on p.id = e.user_id
      where e.course_section_id = ${values.sessionId}),
    records as (
      insert into training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor,
        course_number, core_knowledge_area, delivery_method, sent_via_api, status, verified, enrollment_id,
        created_at, updated_at)
      select user_id, ${FormId.TrainingRecord},
        coalesce((select max(version) from form_definitions where form_id = ${FormId.TrainingRecord}), 1),
        course_name, training_end::date, hours, trainer_name, course_number, area, delivery_method, true,
        'Completed', true, enrollment_id, ${values.now}, ${values.now}
      from source
      on conflict (enrollment_id) where enrollment_id is not null do nothing
      returning id, user_id, enrollment_id),
    history as (
      insert into verification_actions (entity_type_id, entity_id, owner_user_id, action_type, actor_user_id,
        comments, at)
      select 3, id, user_id, 'Verified', ${values.actorUserId}, ${values.comment}, ${values.now} from records),
    issued as (
      insert into certificates (code, enrollment_id, user_id, training_record_id, person_name, course_name,
        section_name, course_number, training_start, training_end, time_zone, hours, trainer_name, issued_at)
      select s.code, s.enrollment_id, s.user_id, r.id, s.person_name, s.course_name, s.section_name,
        s.course_number, s.training_start, s.training_end, s.time_zone, s.hours, s.trainer_name, ${values.now}
      from source s join records r on r.enrollment_id = s.enrollment_id
      on conflict (enrollment_id) do nothing
      returning enrollment_id, code),
    marked as (
      update enrollments e set certificate = i.code from issued i where e.id = i.enrollment_id)
    select count(*)::int as written from records`.execute(trx);
  return result.rows[0]?.written ?? 0;
}

/** Whether every Registered (enabled) person of the session has final attendance (Completed or Absent). */
export async function allAttendanceFinal(trx: Db, sessionId: number): Promise<boolean> {
  const result = await sql<{ open: boolean }>`
    select exists (select 1 from enrollments where course_section_id = ${sessionId} and status = 'Registered'
      and disabled_at is null and attendance not in (1, 3)) as open`.execute(trx);
  return result.rows[0]?.open === false;
}

/** Whether a Registered (enabled) person of the session has no attendance recorded yet. */
export async function anyAttendanceMissing(trx: Db, sessionId: number): Promise<boolean> {
  const result = await sql<{ missing: boolean }>`
    select exists (select 1 from enrollments where course_section_id = ${sessionId} and status = 'Registered'
      and disabled_at is null and attendance = 0) as missing`.execute(trx);
  return result.rows[0]?.missing === true;
}

/**
 * Locks the session (recordIsLocked: attendance finalized) and closes what was still open in it: the
 * waitlisted and the requests awaiting approval become System Cancellation (with their history step), their
 * places given back. Answers the people whose place closed.
 */
export async function lockSessionAndClose(
  trx: Db,
  values: { sessionId: number; actorUserId: number; now: Date },
): Promise<number[]> {
  const result = await sql<{ userId: string | number }>`
    with closed as (
      update enrollments set status = 'System Cancellation', waitlist_seq = null, updated_at = ${values.now}
      where course_section_id = ${values.sessionId} and status in ('Waitlisted', 'Pending Approval')
      returning id, user_id, status),
    step as (
      insert into enrollment_actions (enrollment_id, actor_user_id, action, comment, at)
      select id, ${values.actorUserId}, 'System Cancellation', 'The session was locked.', ${values.now}
      from closed),
    session as (
      update course_sections set record_is_locked = true, locked_at = ${values.now},
        locked_by = ${values.actorUserId}, waitlisted_count = 0, updated_at = ${values.now}
      where id = ${values.sessionId})
    select user_id as "userId" from closed order by id`.execute(trx);
  return result.rows.map((row) => Number(row.userId));
}
