import type { ReportScreen, RoleName, Tenant } from '@registry/domain';
import type { RawBuilder } from 'kysely';

/**
 * One report (issue 27; DESIGN §3 "Reports"): its name as the spec writes it, the screen that lists it
 * (who may run it: the screen's claim, and the tenant's list of that screen, domain reportOptions), its
 * scope (the runner's reach, given as ReportScope), its columns and its SQL. The engine
 * (report-engine.ts) writes `select <columns> from <source> order by <order>` and has PostgreSQL stream it
 * as CSV with COPY, the text cells formula-neutralised, a header row from the columns' headers.
 *
 * Columns and their meaning are recorded per report in docs/decisions/reports.md.
 */
export interface ReportDefinition {
  screen: ReportScreen;
  /** The label exactly as the spec (and the tenant's list) writes it; its reportType is the label without spaces. */
  label: string;
  /**
   * 'now': the call answers the CSV (a report over one organization, a coach's cases, a trainer's sessions,
   * or a handful of summary rows); 'job': it runs as a job with progress and a notification (a report over
   * the whole state).
   */
  runs: 'now' | 'job';
  /** The columns in order: header, how the value reads, and its SQL over the source's aliases. */
  columns: (scope: ReportScope) => readonly ReportColumn[];
  /** `<from and joins> where <conditions>` of the rows, the scope's conditions included. */
  source: (scope: ReportScope) => RawBuilder<unknown>;
  /** The rows' order (a stable one: ending in a unique key). */
  order: (scope: ReportScope) => RawBuilder<unknown>;
}

/** How a value reads in the CSV (as the grid exports write it: dates MM/DD/YYYY, instants in the tenant's zone). */
export type ReportColumnType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export interface ReportColumn {
  header: string;
  type: ReportColumnType;
  sql: RawBuilder<unknown>;
}

/**
 * Whose rows a run may read: the tenant, the runner (their id and active role), and for the agency and
 * director screens the organization chosen (already checked by the policy: a director's own, any agency
 * for agency staff); `now` is the run's time (ages, "active" sessions, the last 12 months).
 */
export interface ReportScope {
  tenant: Tenant;
  viewer: { userId: number; activeRole: RoleName };
  organizationId: number | null;
  now: Date;
}
