import {
  CLAIMS,
  writesReports,
  EntityType,
  FormId,
  REPORT_STATUS_NAMES,
  REPORT_STATUSES,
  REPORT_TEXTS,
  reportActions,
  reportPolicy,
  type ReportState,
  type ReportStatus,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  columnsOf,
  defineEntity,
  propertyColumn as column,
  type DerivationInput,
  type Derived,
} from '../../platform/entities/index.js';
import { notFound } from '../../platform/errors.js';
import { reportForm } from './report.form.js';
import { reportScope } from './report-scope.js';
import { findSessionTrainer } from './reporting.repository.js';

const property = columnsOf('reports');

const asStatus = (value: unknown): ReportStatus =>
  REPORT_STATUSES.find((status) => status === value) ?? 'Uploaded';

/** The status as the grid shows it (spec 3 §4: Uploaded is shown as Draft). */
const STATUS_TEXT = sql<string>`case r.status ${sql.join(
  REPORT_STATUSES.map((status) => sql`when ${sql.lit(status)} then ${sql.lit(REPORT_STATUS_NAMES[status])}`),
  sql` `,
)} end`;

/**
 * A new report concerns the training session the request names, when it names one (entities: one of entity
 * type 24, as a session names its course), which must be one of the trainer's own (404 otherwise: another
 * trainer's sessions do not exist for them). A saved report keeps its session unless a save names another.
 */
async function deriveReport(db: Db, input: DerivationInput): Promise<Derived> {
  const named = [
    ...new Set(
      input.references
        .filter((reference) => reference.entityTypeId === EntityType.CourseSection)
        .map((reference) => reference.id),
    ),
  ];
  if (named.length === 0) return { values: {}, failures: [] };
  if (named.length > 1)
    return {
      values: {},
      failures: [
        { formElementId: null, message: REPORT_TEXTS.notYourSession, severity: 'error', overridable: false },
      ],
    };
  const sessionId = named[0]!;
  if ((await findSessionTrainer(db, sessionId)) !== input.ownerUserId)
    throw notFound(REPORT_TEXTS.notYourSession);
  return { values: { courseSectionId: String(sessionId) }, failures: [] };
}

/**
 * Entity type 27, the DHR report (form 25; spec 3 §2 dhr-report, §3 "Report": id, status, submitter,
 * hasComments; §4): a trainer's report to the state with its document, owned by the trainer who wrote and
 * submits it (user_id), seen by them and by the reviewers (reportPolicy). Its state is its status; the rows
 * carry the actions the viewer is offered (maySubmit, mayRespond: reportActions) and whether it has review
 * comments (hasComments). Submit and respond are the reporting calls', never the form's.
 *
 * Its grid is dhr-report (spec 3 §2, page size 5 on screen): the reports, each with its session, period,
 * status (Draft for Uploaded), submitter and the dates it was submitted and decided, newest submission first
 * (drafts on top). `everSubmitted` (hidden) lets the reviewers' screen leave out the trainers' drafts.
 */
export const reportEntity = defineEntity<ReportState>({
  entityType: EntityType.Report,
  name: 'DHR Report',
  recordsTable: 'reports',
  owner: { table: 'reports', column: 'user_id' },
  rows: { disabledAt: null },
  policy: reportPolicy,
  scope: reportScope,
  state: {
    select: () =>
      sql`r.status as rstatus,
          exists (select 1 from report_actions ra where ra.report_id = r.id and ra.comment is not null)
            as rcomments`,
    read: (raw, base) => ({ ...base, status: asStatus(raw.rstatus) }),
    flags: (state, raw, { viewer, reach }) => ({
      status: state.status,
      hasComments: raw.rcomments === true,
      ...reportActions(viewer, reach, state),
    }),
  },
  properties: {
    reportName: property('report_name'),
    reportType: property('report_type'),
    periodStart: property('period_start', 'date'),
    periodEnd: property('period_end', 'date'),
    description: property('description'),
    document: property('document'),
    courseSectionId: property('course_section_id', 'number'),
  },
  forms: [reportForm],
  derive: deriveReport,
  grids: [
    {
      altGridId: 'dhr-report',
      formId: FormId.Report,
      title: 'DHR Reports',
      fileName: 'DHRReports',
      rows: 'scope',
      // To anyone without the claim the grid does not exist (404).
      requiredClaim: CLAIMS.dhrReports,
      // A reviewer reads a report once it was submitted (reportPolicy): a draft is the trainer's alone.
      rowsVisible: (viewer) =>
        writesReports(viewer) ? sql<boolean>`true` : sql<boolean>`r.status <> 'Uploaded'`,
      people: true,
      joins: sql`left join course_sections rs on rs.id = r.course_section_id
                 left join courses rc on rc.id = rs.course_id`,
      columns: [
        column('reportName', 'Report Name'),
        column('reportType', 'Type'),
        {
          propertyName: 'session',
          columnName: 'Session',
          type: 'text',
          sql: sql`rc.course_name || ': ' || rs.section_name`,
          sortable: true,
          filterable: true,
        },
        {
          propertyName: 'period',
          columnName: 'Period',
          type: 'text',
          sql: sql`to_char(r.period_start, 'MM/DD/YYYY') || ' - ' || to_char(r.period_end, 'MM/DD/YYYY')`,
        },
        {
          propertyName: 'reportStatus',
          columnName: 'Status',
          type: 'text',
          sql: STATUS_TEXT,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals', 'Contains'],
        },
        {
          propertyName: 'submitter',
          columnName: 'Submitter',
          type: 'text',
          sql: sql`u.first_name || ' ' || u.last_name`,
          ofPerson: true,
          sortable: true,
          filterable: true,
          operations: ['None', 'Contains'],
        },
        {
          propertyName: 'submittedAt',
          columnName: 'Submitted',
          type: 'datetime',
          sql: sql`r.submitted_at`,
          sortable: true,
          filterable: true,
          initialSort: 'Descending',
        },
        {
          propertyName: 'decidedAt',
          columnName: 'Decided',
          type: 'datetime',
          sql: sql`r.decided_at`,
          sortable: true,
          filterable: true,
        },
        {
          propertyName: 'everSubmitted',
          columnName: 'Ever Submitted',
          type: 'boolean',
          sql: sql`r.submitted_at is not null`,
          hidden: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
      ],
    },
  ],
});
