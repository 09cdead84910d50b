import { sql, type RawBuilder } from 'kysely';
import type { ReportColumn, ReportDefinition, ReportScope } from '../report-definition.js';
import { EDUCATION_STATUS_CHOICES } from '../../profile/index.js';
import { agencyWord, byName, personColumns, personJoins, verificationState } from './columns.js';

/**
 * The director's reports (200: one of the organizations they direct) and the agency reports (350, 375: the
 * agency chosen). Both read the people who hold an approved, active staff role (organization role 100) at
 * the organization; the agency reports only those of them who hold no elevated general role, as agency
 * staff reach a person's records (personRecordsAccess). One row per enabled record (per person for the
 * Career Lattice Level), the organization's name on each. Columns: docs/decisions/reports.md "Columns".
 */

type Column = [header: string, type: ReportColumn['type'], sql: RawBuilder<unknown>];
const columnsOf = (columns: readonly Column[]): ReportColumn[] =>
  columns.map(([header, type, value]) => ({ header, type, sql: value }));

/** The person (personColumns over u, p, pc) and the organization (o), in the tenant's words. */
const personAndOrganization = (scope: ReportScope): ReportColumn[] => [
  ...personColumns(scope),
  { header: `${agencyWord(scope.tenant)} Name`, type: 'text', sql: sql`o.name` },
];

/** A record's verification as the registry shows it (x is the record), and when it last changed. */
const VERIFICATION: readonly Column[] = [
  ['Verification Status', 'text', verificationState('x')],
  ['Verified', 'boolean', sql`x.verified`],
  ['Last Updated', 'datetime', sql`x.updated_at`],
];

/**
 * A dropdown's answer as its text, as the grids show it: the seeded list's text (choice_lists, by its
 * primary key), else the stored value (a choice since removed).
 */
const choiceText = (list: string, stored: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`coalesce((select cl.text from choice_lists cl where cl.list_code = ${list} and cl.choice_id = ${stored}),
    ${stored})`;

/** The education form's Completed (its inline choices). */
const educationStatus = sql`case x.completed ${sql.join(
  EDUCATION_STATUS_CHOICES.map(([id, text]) => sql`when ${sql.lit(id)} then ${sql.lit(text)}`),
  sql` `,
)} else x.completed end`;

/** The people of the organization the run reads (u), with the organization (o). */
function people(scope: ReportScope, agency: boolean): RawBuilder<unknown> {
  const organizationId = scope.organizationId ?? 0;
  const staff = sql`exists (
      select 1 from employment_records e join organization_roles r on r.employment_record_id = e.id
      where e.user_id = u.id and e.organization_id = ${organizationId} and r.role_name = '100' and r.active)`;
  // Agency staff reach the people holding no role above 100 (themself included), as in their searches.
  const plain = sql`not exists (
      select 1 from user_general_roles g
      where g.user_id = u.id and u.id <> ${scope.viewer.userId} and g.role_name <> '100')`;
  return agency ? sql`${staff} and ${plain}` : staff;
}

/** The enabled records of a table (x) of the organization's people. */
const recordsSource =
  (table: string, agency: boolean) =>
  (scope: ReportScope): RawBuilder<unknown> =>
    sql`organizations o
      join users u on ${people(scope, agency)}
      ${personJoins}
      join ${sql.table(table)} x on x.user_id = u.id and x.disabled_at is null
      where o.id = ${scope.organizationId ?? 0}`;

const recordsOrder = (): RawBuilder<unknown> => sql`${byName}, x.id`;

const EDUCATION: readonly Column[] = [
  ['Institution', 'text', sql`x.institution_name`],
  ['Institution State', 'text', choiceText('states', sql`x.institution_state`)],
  ['Degree Type', 'text', choiceText('degree-types', sql`x.degree_type`)],
  ['Field of Study', 'text', sql`x.field_of_study`],
  ['Start Date', 'date', sql`x.start_date`],
  ['End Date', 'date', sql`x.end_date`],
  ['Completed', 'text', educationStatus],
  ['Credit Hours', 'number', sql`x.credit_hours`],
];

const CERTIFICATION: readonly Column[] = [
  ['Credential Type', 'text', choiceText('credential-types', sql`x.credential_type`)],
  ['Credential Name', 'text', sql`x.credential_name`],
  ['Issuing Organization', 'text', sql`x.issuing_organization`],
  ['Credential Number', 'text', sql`x.credential_number`],
  ['Issue Date', 'date', sql`x.issue_date`],
  ['Expiration Date', 'date', sql`x.expiration_date`],
];

const TRAINING: readonly Column[] = [
  ['Training Name', 'text', sql`x.training_name`],
  ['Training Date', 'date', sql`x.training_date`],
  ['Hours', 'number', sql`x.hours`],
  ['Sponsor', 'text', sql`x.sponsor`],
  ['Course Number', 'text', sql`x.course_number`],
  ['Core Knowledge Area', 'text', choiceText('core-knowledge-areas', sql`x.core_knowledge_area`)],
  ['Delivery Method', 'text', choiceText('delivery-methods', sql`x.delivery_method`)],
  ['Status', 'text', sql`x.status`],
];

const PDP_REQUIRED_TRAININGS: readonly Column[] = [
  ['Training Name', 'text', sql`x.training_name`],
  ['Required By', 'text', sql`x.required_by`],
  ['Reason', 'text', sql`x.reason`],
  ['Due Date', 'date', sql`x.due_date`],
  ['Status', 'text', sql`x.status`],
  ['Completion Date', 'date', sql`x.completion_date`],
];

const PDP_GOALS: readonly Column[] = [
  ['Goal', 'text', sql`x.goal`],
  ['Action Steps', 'text', sql`x.action_steps`],
  ['Resources', 'text', sql`x.resources`],
  ['Target Date', 'date', sql`x.target_date`],
  ['Status', 'text', sql`x.status`],
  ['Completion Date', 'date', sql`x.completion_date`],
];

/** A report of one table's records, one row per enabled record. */
function recordsReport(
  screen: 'director' | 'agency',
  label: string,
  table: string,
  columns: readonly Column[],
): ReportDefinition {
  const record = columnsOf([...columns, ...VERIFICATION]);
  return {
    screen,
    label,
    runs: 'now',
    columns: (scope) => [...personAndOrganization(scope), ...record],
    source: recordsSource(table, screen === 'agency'),
    order: recordsOrder,
  };
}

/**
 * The Career Lattice Level: one row per person, the level their records support (all, and verified only;
 * career_lattice_placements) and their latest level claim (career lattice record) with its verification.
 */
const CAREER_LATTICE_COLUMNS = columnsOf([
  ['Level (All Records)', 'number', sql`lp.level`],
  ['Level (Verified Records)', 'number', sql`lp.verified_level`],
  ['Claimed Level', 'number', sql`x.career_lattice_level`],
  ['Claim Verification Status', 'text', sql`case when x.id is not null then ${verificationState('x')} end`],
  ['Claim Date', 'datetime', sql`x.created_at`],
  ['Level Computed', 'datetime', sql`lp.computed_at`],
]);

const careerLatticeLevel: ReportDefinition = {
  screen: 'director',
  label: 'Career Lattice Level',
  runs: 'now',
  columns: (scope) => [...personAndOrganization(scope), ...CAREER_LATTICE_COLUMNS],
  source: (scope) => sql`organizations o
    join users u on ${people(scope, false)}
    ${personJoins}
    left join career_lattice_placements lp on lp.user_id = u.id
    left join lateral (
      select c.* from career_lattice_levels c where c.user_id = u.id and c.disabled_at is null
      order by c.created_at desc, c.id desc limit 1) x on true
    where o.id = ${scope.organizationId ?? 0}`,
  order: () => byName,
};

/** The director's reports and the agency reports. */
export const ORGANIZATION_DEFINITIONS: readonly ReportDefinition[] = [
  recordsReport('director', 'Education', 'education_records', EDUCATION),
  recordsReport('director', 'Certification/Credential', 'certification_records', CERTIFICATION),
  recordsReport('director', 'Training', 'training_records', TRAINING),
  recordsReport('director', 'PDP Required Trainings', 'pdp_required_trainings', PDP_REQUIRED_TRAININGS),
  recordsReport('director', 'PDP Goals', 'pdp_goals', PDP_GOALS),
  careerLatticeLevel,
  recordsReport('agency', 'Staff Education', 'education_records', EDUCATION),
  recordsReport('agency', 'Certification/Credential', 'certification_records', CERTIFICATION),
  recordsReport('agency', 'Training', 'training_records', TRAINING),
];
