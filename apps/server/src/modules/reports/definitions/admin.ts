import type { ReportDefinition } from '../report-definition.js';

/** The admin and manager reports (400, 500, AdminUser; the whole state). */
export const ADMIN_DEFINITIONS: readonly ReportDefinition[] = [];
