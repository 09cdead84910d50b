import { ATTENDANCE_NAMES } from '@registry/domain';
import { sql } from 'kysely';
import type { ReportDefinition } from '../report-definition.js';
import { column, named, personColumns, personJoins, wallClock, wallDate } from './columns.js';

/**
 * Every enrollment (not disabled) in the trainer's own sessions, whatever its status: the course and the
 * session (its local dates and times), the participant, their organization, status, when they enrolled
 * and their attendance. Sessions in date order, participants by name within one.
 */
const allTrainingParticipants: ReportDefinition = {
  screen: 'qea',
  label: 'All Training Participants',
  runs: 'now',
  columns: (scope) => [
    column('Course Name', 'text', sql`c.course_name`),
    column('Course Number', 'text', sql`c.course_number`),
    column('Session ID', 'number', sql`s.id`),
    column('Session Name', 'text', sql`s.section_name`),
    column('Start Date', 'date', wallDate('s.training_start')),
    column('Start Time', 'text', wallClock('s.training_start')),
    column('End Date', 'date', wallDate('s.training_end')),
    column('End Time', 'text', wallClock('s.training_end')),
    column('Hours', 'number', sql`coalesce(s.hours, c.hours)`),
    ...personColumns(scope, 'Participant'),
    column('Organization', 'text', sql`o.name`),
    column('Enrollment Status', 'text', sql`e.status`),
    column('Enrolled', 'datetime', sql`e.created_at`),
    column('Attendance', 'text', named(sql`e.attendance`, ATTENDANCE_NAMES)),
    column('Attendance Recorded', 'datetime', sql`e.attendance_at`),
  ],
  source: (scope) => sql`enrollments e
    join course_sections s on s.id = e.course_section_id
    join courses c on c.id = s.course_id
    join users u on u.id = e.user_id
    ${personJoins}
    left join organizations o on o.id = e.organization_id
    where e.trainer_user_id = ${scope.viewer.userId} and e.disabled_at is null and s.disabled_at is null`,
  order: () => sql`s.training_start, s.id, lower(u.last_name), lower(u.first_name), e.id`,
};

/** The QEA's report (250; their own sessions). */
export const QEA_DEFINITIONS: readonly ReportDefinition[] = [allTrainingParticipants];
