import { coursePolicy, EntityType, FormId, type CourseState } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, defineEntity, propertyColumn as column } from '../../platform/entities/index.js';
import { courseForm } from './course.form.js';
import { trainerScope } from './training-scope.js';

const property = columnsOf('courses');

/** The course's sessions, disabled ones included: the Number of Sessions, and what Delete Training reads. */
const SESSION_COUNT = sql`(select count(*) from course_sections s where s.course_id = r.id)::int`;

/**
 * Entity type 23, the course (a trainer's training; form 23; spec 3 §3 "Course": id, courseName,
 * numberOfSessions): owned by its trainer, seen by them and read by the administrators (coursePolicy).
 * Delete Training only while it has no session (its state counts them).
 *
 * Its grid is manage-training (spec 3 §2, page size 5): the trainer's courses with their number of
 * sessions. The same grid with a large page is the schedule-training course dropdown (its ids and names).
 */
export const courseEntity = defineEntity<CourseState>({
  entityType: EntityType.Course,
  name: 'Course',
  recordsTable: 'courses',
  owner: { table: 'courses', column: 'user_id' },
  policy: coursePolicy,
  scope: trainerScope,
  state: {
    select: () =>
      sql`${SESSION_COUNT} as sessions,
          (select count(*) from course_sections s join enrollments e on e.course_section_id = s.id
            where s.course_id = r.id and e.status in ('Registered', 'Waitlisted', 'Pending Approval'))::int as sopen`,
    read: (raw, base) => ({
      ...base,
      sessionCount: Number(raw.sessions ?? 0),
      openEnrollments: Number(raw.sopen ?? 0),
    }),
    flags: () => ({}),
  },
  properties: {
    courseName: property('course_name'),
    courseNumber: property('course_number'),
    hours: property('hours', 'number', { scale: 2, max: 9999.99, positive: true }),
    description: property('description'),
  },
  forms: [courseForm],
  grids: [
    {
      altGridId: 'manage-training',
      formId: FormId.Course,
      title: 'Trainings',
      fileName: 'Trainings',
      rows: 'scope',
      columns: [
        column('courseName', 'Course Name', { initialSort: 'Ascending' }),
        {
          propertyName: 'numberOfSessions',
          columnName: 'Number of Sessions',
          type: 'number',
          sql: SESSION_COUNT,
          sortable: true,
          filterable: true,
        },
      ],
    },
  ],
});
