import type { ReportDefinition } from '../report-definition.js';

/** The coach's reports (300; their own cases). */
export const COACH_DEFINITIONS: readonly ReportDefinition[] = [];
