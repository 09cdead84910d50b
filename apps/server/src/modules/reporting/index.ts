/**
 * DHR reports (issue 24; spec 3 §2 dhr-report, §3 report 27 / form 25, §4, §5, §7, §9): the report entity
 * (its form and the dhr-report grid), and the calls that submit a report, approve or decline it, and list
 * its Review Comments.
 */
export { reportEntity } from './report.entity.js';
export { REPORT, REPORT_TYPE_CHOICES, reportForm } from './report.form.js';
export { registerReportingRoutes } from './reporting.routes.js';
export { createReportingService, type ReportingService } from './reporting.service.js';
