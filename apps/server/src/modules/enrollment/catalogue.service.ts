import type {
  TCalendarEvent,
  TCalendarQuery,
  TRegistrationOrganization,
  TSessionDetails,
  TSessionSummary,
  TTrainingSearchQuery,
  TTrainingSearchResult,
} from '@registry/contracts';
import {
  CALENDAR_EVENT_STATUS,
  CALENDAR_LEGEND,
  CALENDAR_OPEN_COLOR,
  TIME_ZONE_NAMES,
  TRAINING_REGIONS,
  actsAsTrainer,
  isInRegion,
  isOpenEnrollment,
  mayCancelEnrollment,
  regionOfCounty,
  registerOffer,
  registrationDecision,
  sessionTimeText,
  wallTimeIn,
  type EnrollmentStatus,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../../platform/app-types.js';
import { forbidden } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import { findCurrentOrganizations, findRegistrant } from './registration.repository.js';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** At most this many events a calendar range answers (Search Training finds the rest). */
export const CALENDAR_EVENT_LIMIT = 500;

const REGION_NAMES: ReadonlyMap<string, string> = new Map(
  TRAINING_REGIONS.map(([code, name]) => [code, name]),
);
const LEGEND_COLOR = new Map(CALENDAR_LEGEND.map((entry) => [entry.key, entry.color]));

interface SessionRow {
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
  total?: number;
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

/** Open to registration: neither it nor its course disabled, not locked, not over in its own zone. */
const openSession = (
  now: Date,
) => sql<boolean>`s.disabled_at is null and not s.record_is_locked and c.disabled_at is null
  and s.training_end > (${now}::timestamptz at time zone s.time_zone)`;

function summaryOf(row: SessionRow): TSessionSummary {
  return {
    id: Number(row.id),
    courseId: Number(row.courseId),
    courseName: row.courseName,
    sectionName: row.sectionName,
    trainingStartDate: row.trainingStart,
    trainingEndDate: row.trainingEnd,
    timeZone: row.timeZone,
    region: row.region,
    regionName: row.region === null ? null : (REGION_NAMES.get(row.region) ?? row.region),
    locationName: row.locationName,
    deliveryMethod: row.deliveryMethod,
    seatsLeft: row.seatsLeft,
    waitlistPlacesLeft: row.waitlistPlacesLeft,
    enrollmentStatus: row.status,
    waitlistPosition: row.status === 'Waitlisted' ? (row.position ?? null) : null,
  };
}

/** The calendar's event of a session: its wall times (shown as the session's local time), legend and colour. */
function eventOf(row: SessionRow, trainer: boolean): TCalendarEvent {
  const open = row.status !== null && isOpenEnrollment(row.status) ? row.status : null;
  const legend = row.past
    ? 'past'
    : trainer || open === null
      ? 'open'
      : open === 'Registered'
        ? 'registered'
        : open === 'Waitlisted'
          ? 'waitlist'
          : 'pending';
  const status =
    legend === 'registered'
      ? CALENDAR_EVENT_STATUS.Active
      : legend === 'waitlist'
        ? CALENDAR_EVENT_STATUS.Waitlist
        : legend === 'pending'
          ? CALENDAR_EVENT_STATUS.Pending
          : trainer
            ? CALENDAR_EVENT_STATUS.Active
            : 0;
  const zone = TIME_ZONE_NAMES[row.timeZone] ?? row.timeZone;
  return {
    id: Number(row.id),
    name: `${row.courseName}: ${row.sectionName}`,
    description: `${sessionTimeText(row.trainingStart, zone)}${row.locationName ? `, ${row.locationName}` : ''}`,
    start: row.trainingStart.replace(' ', 'T'),
    end: row.trainingEnd.replace(' ', 'T'),
    timed: true,
    status,
    legend,
    color: legend === 'open' ? CALENDAR_OPEN_COLOR : LEGEND_COLOR.get(legend)!,
  };
}

/**
 * Finding trainings (issue 23; spec 3 §2, §7): Search Training over every open session, the calendar's
 * events (the professional's and the trainer's), the upcoming list, a session's details with Register as
 * the viewer is offered it, and the organizations a person registers from.
 */
export function createCatalogueService(deps: Pick<AppDeps, 'db' | 'clock' | 'tenant'>) {
  const { db, clock, tenant } = deps;
  const today = () => wallTimeIn(clock.now(), tenant.timeZone).slice(0, 10);

  async function listSessions(
    where: RawBuilder<boolean>,
    viewerId: number,
    page: { limit: number; offset: number },
    counted: boolean,
  ) {
    const now = clock.now();
    const result = await sql<SessionRow>`
      select ${sessionColumns(now)}${counted ? sql`, count(*) over ()::int as total` : sql``}
      from course_sections s join courses c on c.id = s.course_id
      ${viewerEnrollment(viewerId)}
      where ${where}
      order by s.training_start, s.id
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return result.rows;
  }

  /** The regions whose open sessions a professional's calendar shows: their organizations' (al); null: every region. */
  async function calendarRegions(viewerId: number): Promise<string[] | null> {
    if (tenant.code !== 'al') return null;
    const regions = (await findCurrentOrganizations(db, viewerId, today()))
      .map((o) => regionOfCounty(tenant, o.countyFips))
      .filter((r): r is NonNullable<typeof r> => r !== null);
    return regions.length === 0 ? null : [...new Set(regions)];
  }

  return {
    /** GET /api/coursesection/trainingsearch: the eight filters over every open session, soonest first. */
    async search(auth: AuthContext, query: TTrainingSearchQuery): Promise<TTrainingSearchResult> {
      const now = clock.now();
      const conditions: RawBuilder<boolean>[] = [openSession(now)];
      const name = query.name?.trim();
      if (name) {
        const pattern = `%${name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        conditions.push(sql`(c.course_name ilike ${pattern} or s.section_name ilike ${pattern})`);
      }
      const arrays = [
        ['core_knowledge_area', query.coreKnowledgeArea],
        ['target_age_group', query.targetAgeGroup],
        ['dhr_minimum_standard', query.dhrStandard],
        ['cda_area', query.cdaArea],
        ['ccdf_area', query.ccdfArea],
      ] as const;
      for (const [column, value] of arrays)
        if (value) conditions.push(sql`${sql.ref(`s.${column}`)} @> array[${value}]::text[]`);
      if (query.region) conditions.push(sql`s.region = ${query.region}`);
      if (query.deliveryMethod) conditions.push(sql`s.delivery_method = ${query.deliveryMethod}`);
      const rows = await listSessions(
        sql<boolean>`${sql.join(conditions, sql` and `)}`,
        auth.userId,
        { limit: query.to - query.from + 1, offset: query.from - 1 },
        true,
      );
      return { total: rows[0]?.total ?? 0, items: rows.map(summaryOf) };
    },

    /**
     * GET /api/enrollment/calendarevents (100): the person's enrollments in the range, and the open sessions
     * of their region (al: their organizations' regions; elsewhere every one), at most CALENDAR_EVENT_LIMIT.
     */
    async calendar(auth: AuthContext, query: TCalendarQuery): Promise<TCalendarEvent[]> {
      const now = clock.now();
      const regions = await calendarRegions(auth.userId);
      const inRange = sql`s.training_start < ${query.end.slice(0, 10)}::timestamp
        and s.training_end >= ${query.start.slice(0, 10)}::timestamp`;
      const mine = sql`exists (select 1 from enrollments m where m.course_section_id = s.id and m.user_id = ${auth.userId}
        and m.status in ('Registered', 'Waitlisted', 'Pending Approval'))`;
      const region = regions === null ? sql`true` : sql`s.region = any(${regions}::text[])`;
      const rows = await listSessions(
        sql<boolean>`${inRange} and ((${openSession(now)} and ${region}) or ${mine})`,
        auth.userId,
        { limit: CALENDAR_EVENT_LIMIT, offset: 0 },
        false,
      );
      return rows.map((row) => eventOf(row, false));
    },

    /** GET /api/enrollment/trainercalendarevents (250): the trainer's own sessions in the range. */
    async trainerCalendar(auth: AuthContext, query: TCalendarQuery): Promise<TCalendarEvent[]> {
      const rows = await listSessions(
        sql<boolean>`s.user_id = ${auth.userId} and s.disabled_at is null
          and s.training_start < ${query.end.slice(0, 10)}::timestamp
          and s.training_end >= ${query.start.slice(0, 10)}::timestamp`,
        auth.userId,
        { limit: CALENDAR_EVENT_LIMIT, offset: 0 },
        false,
      );
      return rows.map((row) => eventOf(row, true));
    },

    /** GET /api/enrollment/upcoming: a professional's open enrollments, a trainer's sessions, not yet over. */
    async upcoming(auth: AuthContext): Promise<TSessionSummary[]> {
      const now = clock.now();
      const notOver = sql`s.training_end > (${now}::timestamptz at time zone s.time_zone)`;
      const where =
        auth.activeRole === '250'
          ? sql<boolean>`s.user_id = ${auth.userId} and s.disabled_at is null and ${notOver}`
          : sql<boolean>`${notOver} and exists (select 1 from enrollments m where m.course_section_id = s.id
              and m.user_id = ${auth.userId} and m.status in ('Registered', 'Waitlisted', 'Pending Approval'))`;
      return (await listSessions(where, auth.userId, { limit: 200, offset: 0 }, false)).map(summaryOf);
    },

    /**
     * GET /api/coursesection/getsectionbyid: a session's details, for whoever finds trainings, while it is
     * open; its trainer and the people enrolled in it always. 404 otherwise.
     */
    async details(auth: AuthContext, sessionId: number): Promise<TSessionDetails> {
      const now = clock.now();
      const result = await sql<
        SessionRow & {
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
          open: boolean;
        }
      >`
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
        ${viewerEnrollment(auth.userId)}
        where s.id = ${sessionId}`.execute(db);
      const row = result.rows[0];
      if (row === undefined) throw notFound();
      const trainer = Number(row.trainerId) === auth.userId;
      if (!trainer && row.status === null && !row.open) throw notFound();
      const session = {
        regStart: row.regStart,
        regDeadline: row.regDeadline,
        trainingStart: row.trainingStart,
      };
      const localNow = wallTimeIn(now, row.timeZone);
      const offer = row.recordIsLocked
        ? { disabled: true as const, title: 'Registration Closed', warning: null }
        : registerOffer(session, localNow, auth.activeRole, row.status);
      const organizations =
        auth.activeRole === '100' ? await findCurrentOrganizations(db, auth.userId, today()) : [];
      const inRegion =
        organizations.length === 0 || organizations.some((o) => isInRegion(tenant, row.region, o.countyFips));
      return {
        ...summaryOf(row),
        trainerName: row.trainerName,
        description: row.description,
        courseDescription: row.courseDescription,
        regStartDate: row.regStart,
        regDeadlineDate: row.regDeadline,
        locationPhone: row.locationPhone,
        locationPhoneExt: row.locationPhoneExt,
        locationAddress: row.locationAddress,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        contactPhoneExt: row.contactPhoneExt,
        contactEmail: row.contactEmail,
        coreKnowledgeArea: row.coreKnowledgeArea,
        targetAgeGroup: row.targetAgeGroup,
        dhrMinimumStandard: row.dhrMinimumStandard,
        cdaArea: row.cdaArea,
        ccdfArea: row.ccdfArea,
        hours: row.hours,
        otherInformation: row.otherInformation,
        sessionInformation: row.sessionInformation,
        capacity: row.capacity,
        waitlistCapacity: row.waitlistCapacity,
        recordIsLocked: row.recordIsLocked,
        // A trainer finds trainings but registers people only from their own sessions' screens.
        register: auth.activeRole === '100' ? offer : { disabled: true, title: null, warning: offer.warning },
        mayCancel:
          auth.activeRole === '100' &&
          row.status !== null &&
          mayCancelEnrollment(row.status, row.recordIsLocked),
        inRegion,
      };
    },

    /** GET /api/enrollment/getownorgs: the organizations the viewer works at now, with their region. */
    async ownOrganizations(auth: AuthContext): Promise<TRegistrationOrganization[]> {
      return organizationsOf(auth.userId);
    },

    /** GET /api/enrollment/getuserorgs?userId=: one's own, or a professional's (100) for a trainer enrolling them. */
    async userOrganizations(auth: AuthContext, userId: number): Promise<TRegistrationOrganization[]> {
      if (
        userId !== auth.userId &&
        (auth.activeRole !== '250' || (await findRegistrant(db, userId)) === undefined)
      )
        throw notFound();
      return organizationsOf(userId);
    },

    /** GET /api/coursesection/regioncheck: whether the person's organization lies in the session's region. */
    async regionCheck(
      auth: AuthContext,
      query: { courseSectionId: number; userId: number; organizationId?: number | undefined },
    ): Promise<boolean> {
      const session = await db
        .selectFrom('courseSections')
        .select(['region', 'userId'])
        .where('id', '=', query.courseSectionId)
        .executeTakeFirst();
      if (session === undefined) throw notFound();
      const decision = registrationDecision(auth, 'register', query.userId, Number(session.userId));
      if (decision === 'role') throw forbidden();
      if (decision === 'reach') throw notFound();
      if (actsAsTrainer(auth, Number(session.userId))) return true;
      const organizations = await findCurrentOrganizations(db, query.userId, today());
      const chosen =
        query.organizationId === undefined
          ? organizations
          : organizations.filter((o) => o.id === query.organizationId);
      if (query.organizationId !== undefined && chosen.length === 0) throw notFound();
      return chosen.length === 0 || chosen.some((o) => isInRegion(tenant, session.region, o.countyFips));
    },
  };

  async function organizationsOf(userId: number): Promise<TRegistrationOrganization[]> {
    return (await findCurrentOrganizations(db, userId, today())).map((o) => {
      const region = regionOfCounty(tenant, o.countyFips);
      return { id: o.id, name: o.name, inRegionOf: region === null ? [] : [region] };
    });
  }
}
