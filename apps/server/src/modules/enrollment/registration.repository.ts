import type { EnrollmentStatus } from '@registry/domain';
import { sql, type CompiledQuery } from 'kysely';
import { compiledStatement, type Db } from '../../db/database.js';
import type { EnrollmentActionsTable } from '../../db/types.js';

/** A session as registration reads it (with its course), or undefined. */
export interface SessionForRegistration {
  id: number;
  courseId: number;
  trainerId: number;
  courseName: string;
  sectionName: string;
  trainingStart: string;
  trainingEnd: string;
  regStart: string | null;
  regDeadline: string | null;
  timeZone: string;
  region: string | null;
  capacity: number;
  waitlistCapacity: number;
  registeredCount: number;
  waitlistedCount: number;
  recordIsLocked: boolean;
  /** The session or its course is disabled. */
  disabled: boolean;
}

export async function findSession(db: Db, sessionId: number): Promise<SessionForRegistration | undefined> {
  const result = await sql<SessionForRegistration>`
    select s.id, s.course_id as "courseId", s.user_id as "trainerId", c.course_name as "courseName",
      s.section_name as "sectionName", s.training_start as "trainingStart", s.training_end as "trainingEnd",
      s.reg_start as "regStart", s.reg_deadline as "regDeadline", s.time_zone as "timeZone", s.region,
      s.capacity, s.waitlist_capacity as "waitlistCapacity", s.registered_count as "registeredCount",
      s.waitlisted_count as "waitlistedCount", s.record_is_locked as "recordIsLocked",
      (s.disabled_at is not null or c.disabled_at is not null) as disabled
    from course_sections s join courses c on c.id = s.course_id
    where s.id = ${sessionId}`.execute(db);
  const row = result.rows[0];
  return row === undefined
    ? undefined
    : { ...row, id: Number(row.id), courseId: Number(row.courseId), trainerId: Number(row.trainerId) };
}

/** A person who may be registered: an account in use holding the professional role (100), with name and e-mail. */
export interface Registrant {
  id: number;
  name: string;
  email: string;
}

export async function findRegistrant(db: Db, userId: number): Promise<Registrant | undefined> {
  const result = await sql<Registrant>`
    select u.id, u.first_name || ' ' || u.last_name as name, u.email
    from users u
    where u.id = ${userId} and not u.api_only and u.is_confirmed
      and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '100')`.execute(
    db,
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { ...row, id: Number(row.id) };
}

interface CurrentOrganizationRow {
  id: string | number;
  name: string;
  countyFips: string | null;
}

const currentOrganizationsQuery = (userId: number, today: string) =>
  sql<CurrentOrganizationRow>`
    select distinct o.id, o.name, o.county_fips as "countyFips"
    from employment_records e join organizations o on o.id = e.organization_id
    where e.user_id = ${userId} and e.disabled_at is null and (e.end_date is null or e.end_date >= ${today}::date)
    order by o.name, o.id`;

/** The statement compiled and prepared once per Db (every calendar, search and registration sends it). */
const currentOrganizationsStatements = new WeakMap<
  Db,
  (userId: number, today: string) => CompiledQuery<CurrentOrganizationRow>
>();

/** The organizations a person works at now (a current employment record there), with their county. */
export async function findCurrentOrganizations(
  db: Db,
  userId: number,
  today: string,
): Promise<{ id: number; name: string; countyFips: string | null }[]> {
  let statement = currentOrganizationsStatements.get(db);
  if (statement === undefined) {
    statement = compiledStatement(db, 'current_organizations', currentOrganizationsQuery);
    currentOrganizationsStatements.set(db, statement);
  }
  const result = await db.executeQuery(statement(userId, today));
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Writes the person's open enrollment and its history step (`action`) in one statement, unless they hold
 * one already (enrollments_open_key): its id, or undefined when one exists (a concurrent one waits for the
 * other's commit, then finds it).
 */
export async function insertOpenEnrollment(
  trx: Db,
  values: {
    sessionId: number;
    userId: number;
    organizationId: number | null;
    status: Extract<EnrollmentStatus, 'Registered' | 'Waitlisted' | 'Pending Approval'>;
    comment: string | null;
    enrolledBy: number;
    formId: number;
    action: EnrollmentActionsTable['action'];
    now: Date;
  },
): Promise<number | undefined> {
  const result = await sql<{ id: string | number }>`
    with inserted as (
      insert into enrollments (course_section_id, user_id, organization_id, form_id, form_version, status, comment,
                               enrolled_by, created_at, updated_at)
      values (${values.sessionId}, ${values.userId}, ${values.organizationId}, ${values.formId}, 1, ${values.status},
              ${values.comment}, ${values.enrolledBy}, ${values.now}, ${values.now})
      on conflict (course_section_id, user_id) where status in ('Registered', 'Waitlisted', 'Pending Approval')
      do nothing
      returning id),
    step as (
      insert into enrollment_actions (enrollment_id, actor_user_id, action, comment, at)
      select id, ${values.enrolledBy}, ${values.action}, ${values.comment}, ${values.now} from inserted)
    select id from inserted`.execute(trx);
  const row = result.rows[0];
  return row === undefined ? undefined : Number(row.id);
}

/**
 * The session's seats and waitlist as they stand, and whether the person holds an open enrollment in it
 * (Registered, Waitlisted, Pending Approval): one read, no lock. Undefined for no such session.
 */
export async function findPlaces(
  db: Db,
  sessionId: number,
  userId: number,
): Promise<
  | {
      registeredCount: number;
      capacity: number;
      waitlistedCount: number;
      waitlistCapacity: number;
      held: boolean;
    }
  | undefined
> {
  const result = await sql<{
    registeredCount: number;
    capacity: number;
    waitlistedCount: number;
    waitlistCapacity: number;
    held: boolean;
  }>`
    select s.registered_count as "registeredCount", s.capacity, s.waitlisted_count as "waitlistedCount",
      s.waitlist_capacity as "waitlistCapacity",
      exists (select 1 from enrollments e
              where e.course_section_id = s.id and e.user_id = ${userId}
                and e.status in ('Registered', 'Waitlisted', 'Pending Approval')) as held
    from course_sections s where s.id = ${sessionId}`.execute(db);
  return result.rows[0];
}

/** A savepoint in the transaction, to undo what follows it (rollbackToSavepoint) and keep what precedes. */
export async function savepoint(trx: Db, name: 'told'): Promise<void> {
  await sql`savepoint ${sql.raw(name)}`.execute(trx);
}

export async function rollbackToSavepoint(trx: Db, name: 'told'): Promise<void> {
  await sql`rollback to savepoint ${sql.raw(name)}`.execute(trx);
}

/**
 * Takes a seat: one conditional update of the session's row (its row lock orders concurrent takers, and
 * the condition is read after the lock), so the seats are never exceeded across server instances. False
 * when the session is full. Taken last in a transaction, so the lock is held only until its commit.
 */
export async function takeSeat(trx: Db, sessionId: number, now: Date): Promise<boolean> {
  const result = await sql`
    update course_sections set registered_count = registered_count + 1, has_had_enrollments = true,
      updated_at = ${now}
    where id = ${sessionId} and registered_count < capacity`.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * Takes a place on the waitlist the same way, for the enrollment, in one statement (the session's row and
 * the enrollment's place in line, waitlist_seq): the position it is (how many wait, this one included:
 * everyone waiting arrived before), or undefined when the waitlist is full or a seat is free (the waitlist
 * is for a full session: the caller takes the seat instead).
 */
export async function takeWaitlistPlace(
  trx: Db,
  sessionId: number,
  enrollmentId: number,
  now: Date,
): Promise<{ position: number } | undefined> {
  const result = await sql<{ position: number }>`
    with place as (
      update course_sections set waitlisted_count = waitlisted_count + 1, waitlist_seq = waitlist_seq + 1,
        has_had_enrollments = true, updated_at = ${now}
      where id = ${sessionId} and waitlisted_count < waitlist_capacity and registered_count >= capacity
      returning waitlist_seq as seq, waitlisted_count as position)
    update enrollments e set waitlist_seq = place.seq from place where e.id = ${enrollmentId}
    returning place.position`.execute(trx);
  return result.rows[0];
}

/** Marks that the session had an enrollment (Delete Session is then refused). */
export async function markHadEnrollments(trx: Db, sessionId: number, now: Date): Promise<void> {
  await sql`update course_sections set has_had_enrollments = true, updated_at = ${now}
            where id = ${sessionId} and not has_had_enrollments`.execute(trx);
}

/** Locks the session's row for a change of its counts (cancel, review): the registrations wait for it. */
export async function lockSession(trx: Db, sessionId: number): Promise<void> {
  await sql`select 1 from course_sections where id = ${sessionId} for update`.execute(trx);
}

export interface OpenEnrollment {
  id: number;
  userId: number;
  status: EnrollmentStatus;
  waitlistSeq: number | null;
}

/** The open enrollments of these people in the session, locked for change. */
export async function lockOpenEnrollments(
  trx: Db,
  sessionId: number,
  userIds: readonly number[],
): Promise<OpenEnrollment[]> {
  if (userIds.length === 0) return [];
  const result = await sql<OpenEnrollment>`
    select id, user_id as "userId", status, waitlist_seq as "waitlistSeq" from enrollments
    where course_section_id = ${sessionId} and user_id = any(${[...userIds]}::bigint[])
      and status in ('Registered', 'Waitlisted', 'Pending Approval')
    order by id
    for update`.execute(trx);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), userId: Number(row.userId) }));
}

export async function setStatus(
  trx: Db,
  enrollmentId: number,
  status: EnrollmentStatus,
  now: Date,
): Promise<void> {
  await sql`update enrollments set status = ${status},
              waitlist_seq = case when ${status} = 'Waitlisted' then waitlist_seq else null end,
              updated_at = ${now}
            where id = ${enrollmentId}`.execute(trx);
}

/** Gives back a seat or a waitlist place. */
export async function releasePlaces(
  trx: Db,
  sessionId: number,
  seats: number,
  waitlistPlaces: number,
  now: Date,
): Promise<void> {
  if (seats === 0 && waitlistPlaces === 0) return;
  await sql`update course_sections set registered_count = registered_count - ${seats},
              waitlisted_count = waitlisted_count - ${waitlistPlaces}, updated_at = ${now}
            where id = ${sessionId}`.execute(trx);
}

/** The first on the waitlist (the lowest place in line), locked, or undefined when none waits. */
export async function firstWaitlisted(trx: Db, sessionId: number): Promise<OpenEnrollment | undefined> {
  const result = await sql<OpenEnrollment>`
    select id, user_id as "userId", status, waitlist_seq as "waitlistSeq" from enrollments
    where course_section_id = ${sessionId} and status = 'Waitlisted'
    order by waitlist_seq, id limit 1
    for update`.execute(trx);
  const row = result.rows[0];
  return row === undefined ? undefined : { ...row, id: Number(row.id), userId: Number(row.userId) };
}

export async function insertEnrollmentAction(
  trx: Db,
  values: {
    enrollmentId: number;
    /** null: the registry itself (a waitlist promotion). */
    actorUserId: number | null;
    action: EnrollmentActionsTable['action'];
    comment: string | null;
    at: Date;
  },
): Promise<void> {
  await trx.insertInto('enrollmentActions').values(values).execute();
}

/** People's names and e-mails, by id (for the notices). */
export async function findPeople(db: Db, userIds: readonly number[]): Promise<Map<number, Registrant>> {
  if (userIds.length === 0) return new Map();
  const result = await sql<Registrant>`
    select id, first_name || ' ' || last_name as name, email from users
    where id = any(${[...userIds]}::bigint[])`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}
