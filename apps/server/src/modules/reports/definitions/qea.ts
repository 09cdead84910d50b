import type { ReportDefinition } from '../report-definition.js';

/** The QEA's report (250; their own sessions). */
export const QEA_DEFINITIONS: readonly ReportDefinition[] = [];
