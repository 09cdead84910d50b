/**
 * The report screens (issue 27; spec 2 §2 "Report screens", §5, §7, §9; docs/decisions/reports.md): one
 * engine runs every screen's reports from their definitions (definitions/), as a CSV streamed by
 * PostgreSQL's COPY at once or as a job with progress, a file and a notification.
 */
export { REPORT_DEFINITIONS } from './definitions/index.js';
export type { ReportColumn, ReportDefinition, ReportScope } from './report-definition.js';
export { REPORT_RUN_QUEUE, reportQuery } from './report-engine.js';
export { registerReportsRoutes } from './reports.routes.js';
export { createReportsService, type ReportsService } from './reports.service.js';
