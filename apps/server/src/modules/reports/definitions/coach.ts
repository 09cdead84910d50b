import { COACH_STATUS, COACH_STATUS_NAMES } from '@registry/domain';
import { sql } from 'kysely';
import type { ReportDefinition, ReportScope } from '../report-definition.js';
import { byName, column, named, nowOf, personColumns, personJoins, verificationState } from './columns.js';

/** The runner's own relationships as coach (`c`), with the professional as `u`. */
const coachCases = sql`coach_relationships c join users u on u.id = c.user_id ${personJoins}`;
const coachIs = (scope: ReportScope) => sql`c.coach_user_id = ${scope.viewer.userId}`;

/**
 * Every coaching request of the coach's relationships, whoever made it (the coach or the professional),
 * with its outcome: the answer (Approved, Rejected, Withdrawn: the relationship's first such step after
 * it, when it was answered before its expiry), Pending while it waits, else Expired (its time passed; a
 * lapsed request is closed at its expiry, answered_at = expires_at). Most recent first.
 */
const coachRequests: ReportDefinition = {
  screen: 'coach',
  label: 'Coach Requests',
  runs: 'now',
  columns: (scope) => [
    column('Requested', 'datetime', sql`a.at`),
    column(
      'Requested By',
      'text',
      sql`case when a.actor_user_id = c.coach_user_id then 'Coach' else 'Professional' end`,
    ),
    ...personColumns(scope),
    column(
      'Request Status',
      'text',
      sql`case when answer.status is not null then ${named(sql`answer.status`, COACH_STATUS_NAMES)}
        when a.answered_at is null and a.expires_at > ${nowOf(scope)} then 'Pending' else 'Expired' end`,
    ),
    column('Answered', 'datetime', sql`case when a.answered_at < a.expires_at then a.answered_at end`),
    column(
      'Expires',
      'datetime',
      sql`case when a.answered_at is null or a.answered_at >= a.expires_at then a.expires_at end`,
    ),
    column('Comments', 'text', sql`a.comments`),
  ],
  source: (scope) => sql`${coachCases}
    join coach_relationship_actions a on a.coach_relationship_id = c.id and a.status = ${sql.lit(COACH_STATUS.requested)}
    left join lateral (
      select x.status from coach_relationship_actions x
      where x.coach_relationship_id = c.id and x.id > a.id
        and x.status in (${sql.lit(COACH_STATUS.approved)}, ${sql.lit(COACH_STATUS.rejected)}, ${sql.lit(COACH_STATUS.withdrawn)})
      order by x.id limit 1) answer on a.answered_at < a.expires_at
    where ${coachIs(scope)}`,
  order: () => sql`a.at desc, a.id desc`,
};

/**
 * One row per coaching case of the coach (active or ended), with its latest step: what, when, by whom,
 * and its comment. The most recently touched cases first.
 */
const coachLatestActivities: ReportDefinition = {
  screen: 'coach',
  label: 'Coach Latest Activities',
  runs: 'now',
  columns: (scope) => [
    ...personColumns(scope),
    column('Active', 'boolean', sql`c.active`),
    column('PDP Commenting Allowed', 'boolean', sql`c.pdp_shared`),
    column('Started', 'datetime', sql`c.started_at`),
    column('Ended', 'datetime', sql`c.ended_at`),
    column('Latest Activity', 'text', named(sql`latest.status`, COACH_STATUS_NAMES)),
    column('Latest Activity Date', 'datetime', sql`latest.at`),
    column('Latest Activity By', 'text', sql`latest.actor`),
    column('Latest Comments', 'text', sql`latest.comments`),
  ],
  source: (scope) => sql`${coachCases}
    left join lateral (
      select x.status, x.at, x.comments, au.first_name || ' ' || au.last_name as actor
      from coach_relationship_actions x left join users au on au.id = x.actor_user_id
      where x.coach_relationship_id = c.id
      order by x.at desc, x.id desc limit 1) latest on true
    where ${coachIs(scope)}`,
  order: () => sql`latest.at desc nulls last, c.id`,
};

/** The training records (not disabled) of the professionals the coach actively coaches. */
const trainingRecords: ReportDefinition = {
  screen: 'coach',
  label: 'EC Professional Training Records',
  runs: 'now',
  columns: (scope) => [
    ...personColumns(scope),
    column('Training Name', 'text', sql`t.training_name`),
    column('Training Date', 'date', sql`t.training_date`),
    column('Hours', 'number', sql`t.hours`),
    column('Sponsor', 'text', sql`t.sponsor`),
    column('Course Number', 'text', sql`t.course_number`),
    column('Core Knowledge Area', 'text', sql`t.core_knowledge_area`),
    column('Delivery Method', 'text', sql`t.delivery_method`),
    column('Verification Status', 'text', verificationState('t')),
  ],
  source: (scope) => sql`${coachCases}
    join training_records t on t.user_id = c.user_id and t.disabled_at is null
    where ${coachIs(scope)} and c.active`,
  order: () => sql`${byName}, t.training_date desc, t.id desc`,
};

/** The coach's reports (300; their own cases). */
export const COACH_DEFINITIONS: readonly ReportDefinition[] = [
  coachRequests,
  coachLatestActivities,
  trainingRecords,
];
