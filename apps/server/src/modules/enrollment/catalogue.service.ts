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
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { forbidden } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  findCalendarSessions,
  findSessionDetails,
  findSessionRegion,
  findTrainerSessions,
  findUpcomingSessions,
  searchSessions,
  type DayRange,
  type SessionRow,
} from './catalogue.repository.js';
import { findCurrentOrganizations, findRegistrant } from './registration.repository.js';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** At most this many events a calendar range answers (Search Training finds the rest). */
export const CALENDAR_EVENT_LIMIT = 500;

const REGION_NAMES: ReadonlyMap<string, string> = new Map(
  TRAINING_REGIONS.map(([code, name]) => [code, name]),
);
const LEGEND_COLOR = new Map(CALENDAR_LEGEND.map((entry) => [entry.key, entry.color]));

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

  /** A calendar query's days (its times of day aside). */
  const daysOf = (query: TCalendarQuery): DayRange => ({
    start: query.start.slice(0, 10),
    end: query.end.slice(0, 10),
  });

  /** The regions whose open sessions a professional's calendar shows: their organizations' (al); null: every region. */
  async function calendarRegions(viewerId: number): Promise<string[] | null> {
    if (tenant.code !== 'al') return null;
    const regions = (await findCurrentOrganizations(db, viewerId, today()))
      .map((o) => regionOfCounty(tenant, o.countyFips))
      .filter((r): r is NonNullable<typeof r> => r !== null);
    return regions.length === 0 ? null : [...new Set(regions)];
  }

  return {
    /**
     * GET /api/coursesection/trainingsearch: the eight filters over every open session, soonest first; the
     * matches are counted once, and only the page's rows read in full (searchSessions).
     */
    async search(auth: AuthContext, query: TTrainingSearchQuery): Promise<TTrainingSearchResult> {
      const classes = (
        [
          ['core_knowledge_area', query.coreKnowledgeArea],
          ['target_age_group', query.targetAgeGroup],
          ['dhr_minimum_standard', query.dhrStandard],
          ['cda_area', query.cdaArea],
          ['ccdf_area', query.ccdfArea],
        ] as const
      ).flatMap(([column, code]) => (code ? [{ column, code }] : []));
      const { total, rows } = await searchSessions(
        db,
        clock.now(),
        auth.userId,
        {
          name: query.name?.trim() || null,
          classes,
          region: query.region || null,
          deliveryMethod: query.deliveryMethod || null,
        },
        { limit: query.to - query.from + 1, offset: query.from - 1 },
      );
      return { total, items: rows.map(summaryOf) };
    },

    /**
     * GET /api/enrollment/calendarevents (100): the person's enrollments in the range, and the open sessions
     * of their region (al: their organizations' regions; elsewhere every one), at most CALENDAR_EVENT_LIMIT.
     */
    async calendar(auth: AuthContext, query: TCalendarQuery): Promise<TCalendarEvent[]> {
      const now = clock.now();
      const regions = await calendarRegions(auth.userId);
      const rows = await findCalendarSessions(
        db,
        now,
        auth.userId,
        regions,
        daysOf(query),
        CALENDAR_EVENT_LIMIT,
      );
      return rows.map((row) => eventOf(row, false));
    },

    /** GET /api/enrollment/trainercalendarevents (250): the trainer's own sessions in the range. */
    async trainerCalendar(auth: AuthContext, query: TCalendarQuery): Promise<TCalendarEvent[]> {
      const rows = await findTrainerSessions(
        db,
        clock.now(),
        auth.userId,
        daysOf(query),
        CALENDAR_EVENT_LIMIT,
      );
      return rows.map((row) => eventOf(row, true));
    },

    /** GET /api/enrollment/upcoming: a professional's open enrollments, a trainer's sessions, not yet over. */
    async upcoming(auth: AuthContext): Promise<TSessionSummary[]> {
      const rows = await findUpcomingSessions(db, clock.now(), auth.userId, auth.activeRole === '250', 200);
      return rows.map(summaryOf);
    },

    /**
     * GET /api/coursesection/getsectionbyid: a session's details, for whoever finds trainings, while it is
     * open; its trainer and the people enrolled in it always. 404 otherwise.
     */
    async details(auth: AuthContext, sessionId: number): Promise<TSessionDetails> {
      const now = clock.now();
      const row = await findSessionDetails(db, now, auth.userId, sessionId);
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
      const session = await findSessionRegion(db, query.courseSectionId);
      if (session === undefined) throw notFound();
      const decision = registrationDecision(auth, 'register', query.userId, session.trainerId);
      if (decision === 'role') throw forbidden();
      if (decision === 'reach') throw notFound();
      if (actsAsTrainer(auth, session.trainerId)) return true;
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
