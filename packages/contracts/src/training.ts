import { ENROLLMENT_STATUSES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * Training registration (issue 23; spec 3 §7 "Training", "Enrollment"): finding a session (search, the
 * calendar, upcoming), its details, and registering, waitlisting, asking approval, cancelling and the
 * trainer's review. Registration answers with the spec's numeric codes (REGISTER_RESULT, WAITLIST_RESULT,
 * REVIEW_RESULT of packages/domain); the texts the user reads are TRAINING_TEXTS.
 */
const id = z.number().int().positive().max(999_999_999_999);
const queryId = z.coerce.number().int().positive().max(999_999_999_999);
const comment = zText().trim().max(2000).nullable().optional();
/** A choice list's code, as the search form sends it. */
const code = zText().trim().max(100);
const wallTime = z.string();

export const ZEnrollmentStatus = z.enum(ENROLLMENT_STATUSES);

/** GET /api/coursesection/trainingsearch: the eight filters of spec 3 §2 (each optional) and the page. */
export const ZTrainingSearchQuery = z
  .object({
    name: zText().trim().max(180).optional(),
    coreKnowledgeArea: code.optional(),
    region: code.optional(),
    targetAgeGroup: code.optional(),
    dhrStandard: code.optional(),
    cdaArea: code.optional(),
    ccdfArea: code.optional(),
    deliveryMethod: code.optional(),
    from: z.coerce.number().int().min(1).default(1),
    to: z.coerce.number().int().min(1).default(10),
  })
  .strict()
  .refine((q) => q.to >= q.from && q.to - q.from < 100, {
    message: 'A page is 1 to 100 rows.',
    path: ['to'],
  });
export type TTrainingSearchQuery = z.infer<typeof ZTrainingSearchQuery>;

/** A session as listed (search, upcoming): enough to choose it and open its details. */
export const ZSessionSummary = z.object({
  id,
  courseId: id,
  courseName: z.string(),
  sectionName: z.string(),
  trainingStartDate: wallTime,
  trainingEndDate: wallTime,
  timeZone: z.string(),
  region: z.string().nullable(),
  regionName: z.string().nullable(),
  locationName: z.string().nullable(),
  deliveryMethod: z.string().nullable(),
  seatsLeft: z.number().int(),
  waitlistPlacesLeft: z.number().int(),
  /** The viewer's open or last enrollment's status (null: none). */
  enrollmentStatus: ZEnrollmentStatus.nullable(),
  /** The viewer's place on the waitlist (1 = next), when Waitlisted. */
  waitlistPosition: z.number().int().nullable(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZTrainingSearchResult = z.object({ total: z.number().int(), items: z.array(ZSessionSummary) });
export type TTrainingSearchResult = z.infer<typeof ZTrainingSearchResult>;

/**
 * GET /api/course/trainingsearch (spec 3 §7: "returns key/value choices"): the search lists of spec 3 §9 by
 * list code (core-knowledge-areas, regions, age-groups, dhr-standards, cda-areas, ccdf-areas,
 * delivery-methods), each choice's code and text in the list's order.
 */
export const TRAINING_SEARCH_LISTS = [
  'core-knowledge-areas',
  'regions',
  'age-groups',
  'dhr-standards',
  'cda-areas',
  'ccdf-areas',
  'delivery-methods',
] as const;
export const ZTrainingSearchChoices = z.record(
  z.string(),
  z.array(z.object({ id: z.string(), text: z.string() })),
);
export type TTrainingSearchChoices = z.infer<typeof ZTrainingSearchChoices>;

/** GET /api/coursesection/getsectionbyid?id=: the details modal (general, contact, session information). */
export const ZSectionByIdQuery = z.object({ id: queryId }).strict();
export const ZSessionDetails = ZSessionSummary.extend({
  description: z.string().nullable(),
  courseDescription: z.string().nullable(),
  regStartDate: wallTime.nullable(),
  regDeadlineDate: wallTime.nullable(),
  locationPhone: z.string().nullable(),
  locationPhoneExt: z.string().nullable(),
  locationAddress: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactPhoneExt: z.string().nullable(),
  contactEmail: z.string().nullable(),
  coreKnowledgeArea: z.array(z.string()),
  targetAgeGroup: z.array(z.string()),
  dhrMinimumStandard: z.array(z.string()),
  cdaArea: z.array(z.string()),
  ccdfArea: z.array(z.string()),
  hours: z.string().nullable(),
  otherInformation: z.string().nullable(),
  sessionInformation: z.string().nullable(),
  capacity: z.number().int(),
  waitlistCapacity: z.number().int(),
  recordIsLocked: z.boolean(),
  trainerName: z.string(),
  /** Register as spec 3 §5 offers it to the viewer (registerOffer of packages/domain). */
  register: z.object({ disabled: z.boolean(), title: z.string().nullable(), warning: z.string().nullable() }),
  /** Whether the viewer may cancel their enrollment here (mayCancelEnrollment). */
  mayCancel: z.boolean(),
  /** Whether the viewer's organization is in the session's region (false: registration asks approval). */
  inRegion: z.boolean(),
});
export type TSessionDetails = z.infer<typeof ZSessionDetails>;

/** GET /api/enrollment/calendarevents and trainercalendarevents: the events between two days. */
export const ZCalendarQuery = z
  .object({
    start: zText()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'A day as YYYY-MM-DD.')
      .max(40),
    end: zText()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'A day as YYYY-MM-DD.')
      .max(40),
  })
  .strict();
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;
/** A calendar event (spec 3 §3): its session, times (ISO with the session's offset), status and colour. */
export const ZCalendarEvent = z.object({
  id,
  name: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  timed: z.boolean(),
  /** 1 active, 4 waitlist, 8 pending (spec 3 §3); 0: an open session the viewer is not enrolled in. */
  status: z.number().int(),
  /** The legend's key: registered, pending, waitlist, past, open. */
  legend: z.enum(['registered', 'pending', 'waitlist', 'past', 'open']),
  color: z.string(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendarEvents = z.array(ZCalendarEvent);

/** GET /api/enrollment/upcoming: the viewer's enrollments (100) or sessions (250) not yet over. */
export const ZUpcomingTrainings = z.array(ZSessionSummary);

/** GET /api/enrollment/getuserorgs?userId= and getownorgs: the organizations a person registers from. */
export const ZUserOrganizationsQuery = z.object({ userId: queryId }).strict();
export const ZRegistrationOrganization = z.object({ id, name: z.string(), inRegionOf: z.array(z.string()) });
export const ZRegistrationOrganizations = z.array(ZRegistrationOrganization);
export type TRegistrationOrganization = z.infer<typeof ZRegistrationOrganization>;

/** GET /api/coursesection/regioncheck?courseSectionId=&userId=&organizationId=: whether it is in region. */
export const ZRegionCheckQuery = z
  .object({ courseSectionId: queryId, userId: queryId, organizationId: queryId.optional() })
  .strict();

/** POST /api/enrollment/register (courseSectionId, userId, comment, organizationId): a code 1-4. */
export const ZRegister = z
  .object({ courseSectionId: id, userId: id, comment, organizationId: id.nullable().optional() })
  .strict();
export type TRegister = z.infer<typeof ZRegister>;
/** POST /api/enrollment/waitlist: a position (1 or more) or -2, -3. */
export const ZWaitlist = z
  .object({ courseSectionId: id, userId: id, organizationId: id.nullable().optional() })
  .strict();
export type TWaitlist = z.infer<typeof ZWaitlist>;
/** POST /api/enrollment/requestregistration: an out-of-region request (Pending Approval). */
export const ZRequestRegistration = ZRegister;
export type TRequestRegistration = TRegister;
/** POST /api/enrollment/cancelregistration: one person (userId) or several (userIds, the trainer's bulk). */
export const ZCancelRegistration = z
  .object({
    courseSectionId: id,
    userId: id.optional(),
    userIds: z.array(id).min(1).max(100).optional(),
    comment,
  })
  .strict()
  .refine((b) => (b.userId === undefined) !== (b.userIds === undefined), {
    message: 'Name one person (userId) or several (userIds).',
    path: ['userId'],
  });
export type TCancelRegistration = z.infer<typeof ZCancelRegistration>;
export const ZCancelRegistrationResult = z.object({ canceled: z.number().int(), message: z.string() });
export type TCancelRegistrationResult = z.infer<typeof ZCancelRegistrationResult>;
/** POST /api/enrollment/regionoverride (accepted, courseSectionId, userId, comment: required). */
export const ZRegionOverride = z
  .object({
    accepted: z.boolean(),
    courseSectionId: id,
    userId: id,
    comment: zText().trim().min(1, 'A comment is required.').max(2000),
  })
  .strict();
export type TRegionOverride = z.infer<typeof ZRegionOverride>;

/**
 * POST /api/enrollment/setattendance (spec 3 §7: enrollmentRecordIds, status 1, 2 or 3; 0 clears): the
 * chosen enrollments of one session (a session holds at most its seats, 9999).
 */
export const ZSetAttendance = z
  .object({
    enrollmentRecordIds: z.array(id).min(1).max(10_000),
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  })
  .strict();
export type TSetAttendance = z.infer<typeof ZSetAttendance>;
/** How many had their attendance set, whether the session is now locked, and the text to show. */
export const ZSetAttendanceResult = z.object({
  updated: z.number().int(),
  locked: z.boolean(),
  message: z.string(),
});
export type TSetAttendanceResult = z.infer<typeof ZSetAttendanceResult>;
/** POST /api/enrollment/locksession (ours): finalizes a session's attendance (recordIsLocked). */
export const ZLockSession = z.object({ courseSectionId: id }).strict();
export type TLockSession = z.infer<typeof ZLockSession>;
export const ZLockSessionResult = z.object({ locked: z.literal(true), message: z.string() });
export type TLockSessionResult = z.infer<typeof ZLockSessionResult>;

/** A registration call's answer: the spec's number, and the text to show (TRAINING_TEXTS). */
export const ZRegistrationAnswer = z.object({ result: z.number().int(), message: z.string() });
export type TRegistrationAnswer = z.infer<typeof ZRegistrationAnswer>;

/**
 * GET /api/enrollment/enrollmentprops?userId=&courseSectionId= (spec 3 §2 Student Details, §7
 * "enrollmentprops"; issue 24): for a trainer, a person they may enroll: their name, e-mail, registry id and
 * phone, the organizations they work at now (with the county), and their enrollments in the trainer's own
 * sessions, newest first. `courseSectionId` (optional, the trainer's own session) names the session the
 * trainer enrolls them in: `session` is it, with the person's open enrollment there, if any.
 */
export const ZStudentDetailsQuery = z
  .object({ userId: queryId, courseSectionId: queryId.optional() })
  .strict();
export type TStudentDetailsQuery = z.infer<typeof ZStudentDetailsQuery>;
export const ZStudentEnrollment = z.object({
  id,
  courseSectionId: id,
  courseName: z.string(),
  sectionName: z.string(),
  /** The session's start, a wall time in its own zone. */
  trainingStart: wallTime,
  timeZone: z.string(),
  status: ZEnrollmentStatus,
  /** Spec 3 §9: 0 none, 1 Completed, 2 Partially Completed, 3 Absent. */
  attendance: z.number().int(),
});
export type TStudentEnrollment = z.infer<typeof ZStudentEnrollment>;
export const ZStudentDetails = z.object({
  userId: id,
  fullName: z.string(),
  email: z.string(),
  registryId: z.string(),
  phone: z.string().nullable(),
  organizations: z.array(z.object({ id, name: z.string(), county: z.string().nullable() })),
  enrollments: z.array(ZStudentEnrollment),
  session: z
    .object({
      id,
      courseName: z.string(),
      sectionName: z.string(),
      /** The person's open enrollment there (Registered, Waitlisted, Pending Approval), or null. */
      status: ZEnrollmentStatus.nullable(),
    })
    .nullable(),
});
export type TStudentDetails = z.infer<typeof ZStudentDetails>;
