/** The training report of Search Users (spec 2 §7 training report; tn). */
export { registerTrainingReportRoutes } from './training-report.routes.js';
export { createTrainingReportService } from './training-report.service.js';
export type { TrainingReportPdfJob } from './training-report-pdf.js';
