import type { ReportDefinition } from '../report-definition.js';

/** The director's reports (one of their organizations) and the agency reports (the agency chosen; 350 and 375). */
export const ORGANIZATION_DEFINITIONS: readonly ReportDefinition[] = [];
