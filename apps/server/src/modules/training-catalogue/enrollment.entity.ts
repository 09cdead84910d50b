import {
  ATTENDANCE_NAMES,
  ENROLLMENT_STATUSES,
  enrollmentActions,
  enrollmentPolicy,
  EntityType,
  FormId,
  type EnrollmentState,
  type EnrollmentStatus,
} from '@registry/domain';
import { sql } from 'kysely';
import {
  columnsOf,
  computedOf,
  defineEntity,
  propertyColumn as column,
} from '../../platform/entities/index.js';
import { enrollmentForm } from './enrollment.form.js';
import { trainerScope } from './training-scope.js';

const property = columnsOf('enrollments');
const computed = computedOf('enrollments');

const asStatus = (value: unknown): EnrollmentStatus =>
  ENROLLMENT_STATUSES.find((status) => status === value) ?? 'Registered';

/** The attendance in words (0: nothing recorded yet, shown empty). */
const attendanceText = sql`case r.attendance ${sql.join(
  Object.entries(ATTENDANCE_NAMES)
    .filter(([key]) => key !== '0')
    .map(([key, name]) => sql`when ${sql.lit(Number(key))} then ${sql.lit(name)}`),
  sql` `,
)} end`;

/**
 * Entity type 26, the enrollment (student details, form 24; spec 3 §3 "Enrollment"): a person's
 * registration for a session, made and changed by the registration calls (modules/training), never by its
 * form (read only). Its owner, for the policy and the grids' scope, is the session's trainer
 * (trainer_user_id, kept by the database): they see their sessions' enrollments and disable or enable them
 * while the session is not locked; the administrators read them all; the enrolled person reads their own
 * (enrollmentPolicy). The person's name, e-mail, phone and organization are read beside it (computed).
 *
 * Its grid is manage-attendance (spec 3 §2, page size 5): the enrollments of one session (courseSectionId
 * Equals), by name, with each row's status, attendance, the person (userId, userName) and the actions the
 * trainer is offered (mayCancel, mayReview, mayMessage: enrollmentActions).
 */
export const enrollmentEntity = defineEntity<EnrollmentState>({
  entityType: EntityType.Enrollment,
  name: 'Enrollment',
  recordsTable: 'enrollments',
  owner: { table: 'enrollments', column: 'trainer_user_id' },
  policy: enrollmentPolicy,
  scope: trainerScope,
  state: {
    select: () =>
      sql`r.user_id as enrollee, ep.first_name || ' ' || ep.last_name as enrolleename, r.status as estatus,
        r.attendance as eattendance, es.record_is_locked as elocked`,
    joins: sql`join users ep on ep.id = r.user_id join course_sections es on es.id = r.course_section_id`,
    read: (raw, base) => ({
      ...base,
      enrolleeUserId: Number(raw.enrollee),
      status: asStatus(raw.estatus),
      attendance: Number(raw.eattendance ?? 0),
      sessionLocked: raw.elocked === true,
    }),
    flags: (state, raw, { reach }) => ({
      status: state.status,
      attendance: state.attendance,
      userId: state.enrolleeUserId,
      userName: typeof raw.enrolleename === 'string' ? raw.enrolleename : null,
      ...enrollmentActions(reach, state),
    }),
  },
  properties: {
    name: computed(
      'name',
      sql`(select u.first_name || ' ' || u.last_name from users u where u.id = r.user_id)`,
    ),
    email: computed('email', sql`(select u.email from users u where u.id = r.user_id)`),
    phone: computed('phone', sql`(select p.phone from user_profiles p where p.user_id = r.user_id)`),
    organization: computed(
      'organization',
      sql`(select o.name from organizations o where o.id = r.organization_id)`,
    ),
    status: property('status'),
    attendance: property('attendance', 'number'),
    comment: property('comment'),
  },
  forms: [enrollmentForm],
  grids: [
    {
      altGridId: 'manage-attendance',
      formId: FormId.Enrollment,
      title: 'Enrollments',
      fileName: 'Enrollments',
      rows: 'scope',
      joins: sql`join users eu on eu.id = r.user_id`,
      columns: [
        // The session dropdown's filter.
        {
          propertyName: 'courseSectionId',
          columnName: 'Session Id',
          type: 'number',
          sql: sql`r.course_section_id`,
          hidden: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
        {
          propertyName: 'name',
          columnName: 'Name',
          type: 'text',
          sql: sql`eu.first_name || ' ' || eu.last_name`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Contains'],
          initialSort: 'Ascending',
        },
        {
          propertyName: 'email',
          columnName: 'E-mail',
          type: 'text',
          sql: sql`eu.email`,
          sortable: true,
          filterable: true,
        },
        column('status', 'Status'),
        // Its place in line (1: next), among the session's waitlisted by arrival.
        {
          propertyName: 'waitlistPosition',
          columnName: 'Waitlist Position',
          type: 'number',
          sql: sql`case when r.status = 'Waitlisted' then (
            select count(*)::int from enrollments w
            where w.course_section_id = r.course_section_id and w.status = 'Waitlisted'
              and (w.waitlist_seq < r.waitlist_seq or (w.waitlist_seq = r.waitlist_seq and w.id <= r.id))) end`,
          sortable: true,
        },
        {
          propertyName: 'attendanceStatus',
          columnName: 'Attendance',
          type: 'text',
          sql: attendanceText,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
        column('comment', 'Comment', { sortable: false }),
      ],
    },
  ],
});
