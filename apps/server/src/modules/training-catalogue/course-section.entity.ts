import {
  CATALOGUE_TEXTS,
  courseSectionPolicy,
  EntityType,
  FormId,
  type CourseSectionState,
  type FormFailure,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  columnsOf,
  defineEntity,
  propertyColumn as column,
  type DerivationInput,
  type Derived,
  type PreSubmissionInput,
} from '../../platform/entities/index.js';
import { formFailed, notFound } from '../../platform/errors.js';
import { SESSION, courseSectionForm } from './course-section.form.js';
import { findCourse, seatsAndCapacity, seatsTaken } from './training-catalogue.repository.js';
import { trainerScope } from './training-scope.js';

const property = columnsOf('course_sections');

const refusal = (formElementId: number | null, message: string): FormFailure => ({
  formElementId,
  message,
  severity: 'error',
  overridable: false,
});

/**
 * A new session is of the course the request names (entities: one of entity type 23, as a profile record
 * names its person), which must be the trainer's own (404 otherwise: another trainer's courses do not
 * exist for them) and not disabled. A saved session keeps its course.
 */
async function deriveSession(db: Db, input: DerivationInput): Promise<Derived> {
  if (input.recordId !== null) return { values: {}, failures: [] };
  const named = [
    ...new Set(
      input.references
        .filter((reference) => reference.entityTypeId === EntityType.Course)
        .map((reference) => reference.id),
    ),
  ];
  if (named.length !== 1) return { values: {}, failures: [refusal(null, CATALOGUE_TEXTS.courseRequired)] };
  const courseId = named[0]!;
  const course = await findCourse(db, courseId);
  if (course === undefined || course.userId !== input.ownerUserId)
    throw notFound(CATALOGUE_TEXTS.notYourCourse);
  if (course.disabled) return { values: {}, failures: [refusal(null, CATALOGUE_TEXTS.courseDisabled)] };
  return { values: { courseId: String(courseId) }, failures: [] };
}

/** A whole number an element holds, or null (its own validation reports anything else). */
function wholeNumber(input: PreSubmissionInput, elementId: number): number | null {
  const value = input.values.get(elementId)?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The seats and waitlist places may not drop below the people a session holds. */
function seatFailures(
  taken: { registered: number; waitlisted: number },
  capacity: number | null,
  waitlistCapacity: number | null,
): FormFailure[] {
  const failures: FormFailure[] = [];
  if (capacity !== null && capacity < taken.registered)
    failures.push(refusal(SESSION.capacity, CATALOGUE_TEXTS.capacityBelowRegistered(taken.registered)));
  if (waitlistCapacity !== null && waitlistCapacity < taken.waitlisted)
    failures.push(
      refusal(SESSION.waitlistCapacity, CATALOGUE_TEXTS.waitlistBelowWaitlisted(taken.waitlisted)),
    );
  return failures;
}

/**
 * Entity type 24, the session (course section; form 22; spec 3 §3): owned by its trainer, of one of their
 * courses (course_id, set on its first save from the request's course), seen by them and read by the
 * administrators (courseSectionPolicy). Its state is whether it is locked (attendance finalized: nothing
 * changes) and whether it ever had an enrollment (then it is never deleted). Its times are wall times in
 * its own time zone (property kind 'datetime').
 *
 * Its grid is schedule-training (spec 3 §2, page size 5): the trainer's sessions, filtered by course
 * (courseId Equals; none: ALL), newest start first, with their seats taken and waitlist.
 */
export const courseSectionEntity = defineEntity<CourseSectionState>({
  entityType: EntityType.CourseSection,
  name: 'Course Section',
  recordsTable: 'course_sections',
  owner: { table: 'course_sections', column: 'user_id' },
  policy: courseSectionPolicy,
  scope: trainerScope,
  state: {
    select: () =>
      sql`r.record_is_locked as slocked, r.has_had_enrollments as shad,
          (select count(*) from enrollments e where e.course_section_id = r.id
             and e.status in ('Registered', 'Waitlisted', 'Pending Approval'))::int as sopen`,
    read: (raw, base) => ({
      ...base,
      recordIsLocked: raw.slocked === true,
      hasHadEnrollments: raw.shad === true,
      openEnrollments: Number(raw.sopen ?? 0),
    }),
    flags: (state) => ({ recordIsLocked: state.recordIsLocked, hasHadEnrollments: state.hasHadEnrollments }),
  },
  properties: {
    // Set by the server from the request's course (deriveSession); no element shows it.
    courseId: property('course_id', 'number'),
    sectionName: property('section_name'),
    description: property('description'),
    trainingStart: property('training_start', 'datetime'),
    trainingEnd: property('training_end', 'datetime'),
    regStart: property('reg_start', 'datetime'),
    regDeadline: property('reg_deadline', 'datetime'),
    timeZone: property('time_zone'),
    region: property('region'),
    deliveryMethod: property('delivery_method'),
    hours: property('hours', 'number', { scale: 2, max: 9999.99, positive: true }),
    capacity: property('capacity', 'number', { scale: 0, max: 9999, positive: true }),
    waitlistCapacity: property('waitlist_capacity', 'number', { scale: 0, max: 9999 }),
    locationName: property('location_name'),
    locationAddress: property('location_address'),
    locationPhone: property('location_phone'),
    locationPhoneExt: property('location_phone_ext'),
    contactName: property('contact_name'),
    contactEmail: property('contact_email'),
    contactPhone: property('contact_phone'),
    contactPhoneExt: property('contact_phone_ext'),
    coreKnowledgeArea: property('core_knowledge_area', 'textArray'),
    targetAgeGroup: property('target_age_group', 'textArray'),
    dhrMinimumStandard: property('dhr_minimum_standard', 'textArray'),
    cdaArea: property('cda_area', 'textArray'),
    ccdfArea: property('ccdf_area', 'textArray'),
    otherInformation: property('other_information'),
    sessionInformation: property('session_information'),
  },
  forms: [courseSectionForm],
  derive: deriveSession,
  preSubmission: {
    // Lowering the seats below the people registered (or the waitlist below those waiting) is refused.
    [FormId.CourseSection]: async (db, input) => {
      if (input.recordId === null) return [];
      const taken = await seatsTaken(db, input.recordId);
      if (taken === undefined) return [];
      return seatFailures(
        taken,
        wholeNumber(input, SESSION.capacity),
        wholeNumber(input, SESSION.waitlistCapacity),
      );
    },
  },
  // Again in the save's transaction, the session's row locked: a registration made since the check waits
  // for the save or came first, and the save is refused if it now holds more people than the seats saved.
  afterSave: async (trx, saved) => {
    const seats = await seatsAndCapacity(trx, saved.recordId);
    if (seats !== undefined) {
      const failures = seatFailures(seats, seats.capacity, seats.waitlistCapacity);
      if (failures.length > 0) throw formFailed(failures);
    }
    return {};
  },
  grids: [
    {
      altGridId: 'schedule-training',
      formId: FormId.CourseSection,
      title: 'Training Sessions',
      fileName: 'TrainingSessions',
      rows: 'scope',
      joins: sql`join courses c on c.id = r.course_id`,
      columns: [
        // The course dropdown's filter (ALL: none).
        {
          propertyName: 'courseId',
          columnName: 'Course Id',
          type: 'number',
          sql: sql`r.course_id`,
          hidden: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
        {
          propertyName: 'courseName',
          columnName: 'Course',
          type: 'text',
          sql: sql`c.course_name`,
          sortable: true,
          filterable: true,
        },
        column('sectionName', 'Session'),
        column('trainingStart', 'Start', { showTime: true, initialSort: 'Descending' }),
        column('trainingEnd', 'End', { showTime: true }),
        column('timeZone', 'Time Zone'),
        column('region', 'Region'),
        {
          propertyName: 'registered',
          columnName: 'Registered / Capacity',
          type: 'text',
          sql: sql`r.registered_count || ' / ' || r.capacity`,
        },
        {
          propertyName: 'waitlisted',
          columnName: 'Waitlisted',
          type: 'number',
          sql: sql`r.waitlisted_count`,
          sortable: true,
          filterable: true,
        },
      ],
    },
  ],
});
