import type { EnrollmentStatus } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { compiledStatement, type Db } from '../../db/database.js';

/**
 * Finding trainings' reads (catalogue.service.ts): Search Training, the calendars, the upcoming list, a
 * session's details. The calendar's month and Search Training choose their sessions from the open
 * sessions' indexes (migration 20261217100000) by id and start alone, and read in full only the rows they
 * answer (pageOfSessions).
 */

/** A listed session, with the viewer's enrollment there (see sessionColumns). */
export interface SessionRow {
  id: string | number;
  courseId: string | number;
  courseName: string;
  sectionName: string;
  trainingStart: string;
  trainingEnd: string;
  timeZone: string;
  region: string | null;
  locationName: string | null;
  deliveryMethod: string | null;
  seatsLeft: number;
  waitlistPlacesLeft: number;
  status: EnrollmentStatus | null;
  position: number | null;
  past: boolean;
}

/**
 * The columns of a listed session, with the viewer's latest enrollment there (an open one first) and their
 * place on the waitlist; `past`: the session's end has gone by in its own time zone.
 */
function sessionColumns(now: Date) {
  return sql`s.id, s.course_id as "courseId", c.course_name as "courseName", s.section_name as "sectionName",
    s.training_start as "trainingStart", s.training_end as "trainingEnd", s.time_zone as "timeZone", s.region,
    s.location_name as "locationName", s.delivery_method as "deliveryMethod",
    greatest(s.capacity - s.registered_count, 0)::int as "seatsLeft",
    greatest(s.waitlist_capacity - s.waitlisted_count, 0)::int as "waitlistPlacesLeft",
    e.status,
    case when e.status = 'Waitlisted' then (
      select count(*)::int from enrollments w
      where w.course_section_id = s.id and w.status = 'Waitlisted' and w.waitlist_seq <= e.waitlist_seq)
    end as position,
    (s.training_end < (${now}::timestamptz at time zone s.time_zone)) as past`;
}
const viewerEnrollment = (viewerId: number) => sql`left join lateral (
    select x.status, x.waitlist_seq from enrollments x
    where x.course_section_id = s.id and x.user_id = ${viewerId}
    order by (x.status in ('Registered', 'Waitlisted', 'Pending Approval')) desc, x.id desc
    limit 1) e on true`;
/**
 * The same enrollment as viewerEnrollment, for many rows at once: the viewer's enrollments are read once
 * (enrollments_user_idx), the latest of each session (an open one first), and joined by session, where
 * viewerEnrollment looks each row's up by itself (a calendar's hundreds of rows).
 */
const viewerEnrollments = (viewerId: number) => sql`left join (
    select distinct on (x.course_section_id) x.course_section_id, x.status, x.waitlist_seq from enrollments x
    where x.user_id = ${viewerId}
    order by x.course_section_id, (x.status in ('Registered', 'Waitlisted', 'Pending Approval')) desc, x.id desc
    ) e on e.course_section_id = s.id`;

/** The wall time UTC+14 reads at `now`: no time zone's is later. */
const latestWallTime = (now: Date) =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The session (`s`) is not over in its own time zone. Every zone's wall time lies within 14 hours of UTC's
 * (UTC-12 to UTC+14): a session ending after the wall time UTC+14 reads now (`latest`) is not over
 * anywhere, and only the others pay for converting now to their zone (per row, the larger part of testing
 * an open session).
 */
const notOver = (
  now: Date,
  latest = latestWallTime(now),
) => sql<boolean>`(s.training_end > ${latest}::timestamp
  or s.training_end > (${now}::timestamptz at time zone s.time_zone))`;

/** Open to registration: neither it nor its course disabled, not locked, not over in its own zone. */
const openSession = (now: Date, latest = latestWallTime(now)) => sql<boolean>`s.disabled_at is null
  and not s.record_is_locked and c.disabled_at is null and ${notOver(now, latest)}`;

/** The sessions of `where` (over `s`, its course `c`), soonest first, with the viewer's enrollment. */
async function listSessions(
  db: Db,
  now: Date,
  where: RawBuilder<boolean>,
  viewerId: number,
  limit: number,
): Promise<SessionRow[]> {
  const result = await sql<SessionRow>`
    select ${sessionColumns(now)}
    from course_sections s join courses c on c.id = s.course_id
    ${viewerEnrollment(viewerId)}
    where ${where}
    order by s.training_start, s.id
    limit ${limit}`.execute(db);
  return result.rows;
}

/**
 * One page of `matches` (a statement answering the chosen sessions' `id` and `training_start`, each session
 * once), soonest first: the page is chosen from the ids alone, and only its rows are read in full (their
 * course, the viewer's enrollment and place on the waitlist). `many`: a page of hundreds of rows (see
 * viewerEnrollments).
 */
function pageOfSessions(
  matches: RawBuilder<unknown>,
  now: Date,
  viewerId: number,
  page: { limit: number; offset: number },
  many = false,
) {
  const chosen = sql`select m.id from matches m order by m.training_start, m.id
    limit ${page.limit} offset ${page.offset}`;
  // Each chosen row by its key (a lateral subquery with a LIMIT, which PostgreSQL keeps as it is): joined
  // plainly, the planner reads every session of the table to hash-join a page of a few hundred.
  return sql`select ${sessionColumns(now)}
    from (${chosen}) p
    cross join lateral (select * from course_sections x where x.id = p.id limit 1) s
    join courses c on c.id = s.course_id
    ${many ? viewerEnrollments(viewerId) : viewerEnrollment(viewerId)}`;
}

/** A session's classifications, each an array of codes. */
export type ClassColumn =
  'core_knowledge_area' | 'target_age_group' | 'dhr_minimum_standard' | 'cda_area' | 'ccdf_area';

/** Search Training's filters (spec 3 §2): each optional; the name matches the course's or the session's. */
export interface SessionFilters {
  name: string | null;
  /** A classification and the code its array must hold. */
  classes: { column: ClassColumn; code: string }[];
  region: string | null;
  deliveryMethod: string | null;
}

/**
 * Search Training: a page of the open sessions that pass `filters`, soonest first, and how many pass (counted
 * on its own: every row carries it; a page past the end answers one row with it and no session). The name
 * is the union of the sessions whose course name matches (the matching courses, by courses_name_trgm_idx
 * when they are few, joined to their open sessions: course_sections_listed_idx, or the course's sessions)
 * and those whose own name does (course_sections_name_trgm_idx): an OR across the two tables would test
 * every open session's row. A class is an array's containment of the code (@>), which the GIN index of
 * the five (course_sections_classes_idx) answers.
 */
export async function searchSessions(
  db: Db,
  now: Date,
  viewerId: number,
  filters: SessionFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: SessionRow[] }> {
  const conditions: RawBuilder<boolean>[] = [openSession(now)];
  for (const { column, code } of filters.classes)
    conditions.push(sql`${sql.ref(`s.${column}`)} @> array[${code}]::text[]`);
  if (filters.region !== null) conditions.push(sql`s.region = ${filters.region}`);
  if (filters.deliveryMethod !== null) conditions.push(sql`s.delivery_method = ${filters.deliveryMethod}`);
  const matching = (more: RawBuilder<boolean>[]) =>
    sql`select s.id, s.training_start from course_sections s join courses c on c.id = s.course_id
      where ${sql.join([...conditions, ...more], sql` and `)}`;
  const pattern = filters.name === null ? null : `%${filters.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  // The second part leaves out the first's sessions, so the two are appended as they are (no duplicates to find).
  const matches =
    pattern === null
      ? matching([])
      : sql`${matching([sql`c.course_name ilike ${pattern}`])}
        union all ${matching([sql`s.section_name ilike ${pattern}`, sql`not c.course_name ilike ${pattern}`])}`;
  const result = await sql<Omit<SessionRow, 'id'> & { id: SessionRow['id'] | null; total: number }>`
    with matches as materialized (${matches})
    select t.total, r.* from (select count(*)::int as total from matches) t
    left join (${pageOfSessions(sql`matches`, now, viewerId, page)}) r on true
    order by r."trainingStart", r.id`.execute(db);
  return {
    total: result.rows[0]?.total ?? 0,
    rows: result.rows.filter((row): row is SessionRow & { total: number } => row.id !== null),
  };
}

/** Midnight-to-midnight days: the sessions that are on between `start` (from its midnight) and `end` (to its). */
export interface DayRange {
  start: string;
  end: string;
}
const inRange = (range: DayRange) => sql<boolean>`s.training_start < ${range.end}::timestamp
  and s.training_end >= ${range.start}::timestamp`;

/** The calendar's statement: the sessions of `region`'s condition, as findCalendarSessions says. */
function calendarQuery(
  region: RawBuilder<boolean>,
  now: Date,
  latest: string,
  range: DayRange,
  viewerId: number,
  limit: number,
) {
  return sql<SessionRow>`
    with matches as (
      select s.id, s.training_start from course_sections s join courses c on c.id = s.course_id
       where ${inRange(range)} and ${openSession(now, latest)} and ${region}
      union
      select s.id, s.training_start from enrollments m join course_sections s on s.id = m.course_section_id
       where m.user_id = ${viewerId} and m.status in ('Registered', 'Waitlisted', 'Pending Approval')
         and ${inRange(range)})
    select r.* from (${pageOfSessions(sql`matches`, now, viewerId, { limit, offset: 0 }, true)}) r
    order by r."trainingStart", r.id`;
}

/** The calendar's two statements (the viewer's regions, every region), compiled and prepared once per Db. */
const calendarStatements = new WeakMap<Db, ReturnType<typeof compileCalendarStatements>>();
function compileCalendarStatements(db: Db) {
  return {
    inRegions: compiledStatement(
      db,
      'catalogue_calendar_in_regions',
      (
        now: Date,
        latest: string,
        start: string,
        end: string,
        viewerId: number,
        limit: number,
        regions: string[],
      ) =>
        calendarQuery(sql`s.region = any(${regions}::text[])`, now, latest, { start, end }, viewerId, limit),
    ),
    everyRegion: compiledStatement(
      db,
      'catalogue_calendar',
      (now: Date, latest: string, start: string, end: string, viewerId: number, limit: number) =>
        calendarQuery(sql`true`, now, latest, { start, end }, viewerId, limit),
    ),
  };
}

/**
 * A professional's calendar: the open sessions of `regions` (null: every region) in the range, and the
 * sessions of the viewer's open enrollments in it, soonest first, at most `limit`. The union of the two,
 * each from its own index: the open sessions of the regions by start (course_sections_region_open_idx;
 * every region: course_sections_listed_idx), and the viewer's open enrollments (enrollments_user_idx); an
 * OR of the two would read every session that starts before the range's end. Then the columns of those
 * rows alone. Prepared (compiledStatement): planning it took as long as running it (1.4 ms of 3), and its
 * plan is the same whatever the values (the indexes above), so PostgreSQL plans it once per connection.
 */
export async function findCalendarSessions(
  db: Db,
  now: Date,
  viewerId: number,
  regions: string[] | null,
  range: DayRange,
  limit: number,
): Promise<SessionRow[]> {
  let statements = calendarStatements.get(db);
  if (statements === undefined) {
    statements = compileCalendarStatements(db);
    calendarStatements.set(db, statements);
  }
  const args = [now, latestWallTime(now), range.start, range.end, viewerId, limit] as const;
  const query = regions === null ? statements.everyRegion(...args) : statements.inRegions(...args, regions);
  return (await db.executeQuery(query)).rows;
}

/** A trainer's calendar: their sessions in the range (disabled ones aside, locked ones too), at most `limit`. */
export function findTrainerSessions(
  db: Db,
  now: Date,
  trainerId: number,
  range: DayRange,
  limit: number,
): Promise<SessionRow[]> {
  return listSessions(
    db,
    now,
    sql<boolean>`s.user_id = ${trainerId} and s.disabled_at is null and ${inRange(range)}`,
    trainerId,
    limit,
  );
}

/** The upcoming list: a professional's open enrollments' sessions, a trainer's own sessions, not yet over. */
export function findUpcomingSessions(
  db: Db,
  now: Date,
  viewerId: number,
  asTrainer: boolean,
  limit: number,
): Promise<SessionRow[]> {
  const where = asTrainer
    ? sql<boolean>`s.user_id = ${viewerId} and s.disabled_at is null and ${notOver(now)}`
    : sql<boolean>`${notOver(now)} and exists (select 1 from enrollments m where m.course_section_id = s.id
        and m.user_id = ${viewerId} and m.status in ('Registered', 'Waitlisted', 'Pending Approval'))`;
  return listSessions(db, now, where, viewerId, limit);
}

/** A session's details as its page shows them, with the viewer's enrollment there. */
export interface SessionDetailsRow extends SessionRow {
  trainerId: string | number;
  trainerName: string;
  description: string | null;
  courseDescription: string | null;
  regStart: string | null;
  regDeadline: string | null;
  locationPhone: string | null;
  locationPhoneExt: string | null;
  locationAddress: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactPhoneExt: string | null;
  contactEmail: string | null;
  coreKnowledgeArea: string[];
  targetAgeGroup: string[];
  dhrMinimumStandard: string[];
  cdaArea: string[];
  ccdfArea: string[];
  hours: string | null;
  otherInformation: string | null;
  sessionInformation: string | null;
  capacity: number;
  waitlistCapacity: number;
  recordIsLocked: boolean;
  /** Neither the session nor its course is disabled. */
  open: boolean;
}

export async function findSessionDetails(
  db: Db,
  now: Date,
  viewerId: number,
  sessionId: number,
): Promise<SessionDetailsRow | undefined> {
  const result = await sql<SessionDetailsRow>`
    select ${sessionColumns(now)}, s.user_id as "trainerId",
      t.first_name || ' ' || t.last_name as "trainerName", s.description, c.description as "courseDescription",
      s.reg_start as "regStart", s.reg_deadline as "regDeadline", s.location_phone as "locationPhone",
      s.location_phone_ext as "locationPhoneExt", s.location_address as "locationAddress",
      s.contact_name as "contactName", s.contact_phone as "contactPhone", s.contact_phone_ext as "contactPhoneExt",
      s.contact_email as "contactEmail", s.core_knowledge_area as "coreKnowledgeArea",
      s.target_age_group as "targetAgeGroup", s.dhr_minimum_standard as "dhrMinimumStandard",
      s.cda_area as "cdaArea", s.ccdf_area as "ccdfArea", s.hours::text as hours,
      s.other_information as "otherInformation", s.session_information as "sessionInformation",
      s.capacity, s.waitlist_capacity as "waitlistCapacity", s.record_is_locked as "recordIsLocked",
      (s.disabled_at is null and c.disabled_at is null) as open
    from course_sections s join courses c on c.id = s.course_id join users t on t.id = s.user_id
    ${viewerEnrollment(viewerId)}
    where s.id = ${sessionId}`.execute(db);
  return result.rows[0];
}

/** A session's region and trainer, or undefined. */
export async function findSessionRegion(
  db: Db,
  sessionId: number,
): Promise<{ region: string | null; trainerId: number } | undefined> {
  const row = await db
    .selectFrom('courseSections')
    .select(['region', 'userId'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row === undefined ? undefined : { region: row.region, trainerId: Number(row.userId) };
}
