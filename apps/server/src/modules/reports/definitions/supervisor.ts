import type { ReportDefinition } from '../report-definition.js';

/** The supervisor's general reports (375; the whole state). */
export const SUPERVISOR_DEFINITIONS: readonly ReportDefinition[] = [];
