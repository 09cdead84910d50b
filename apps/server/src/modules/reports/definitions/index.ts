import type { ReportDefinition } from '../report-definition.js';
import { ADMIN_DEFINITIONS } from './admin.js';
import { COACH_DEFINITIONS } from './coach.js';
import { ORGANIZATION_DEFINITIONS } from './organization.js';
import { QEA_DEFINITIONS } from './qea.js';
import { SUPERVISOR_DEFINITIONS } from './supervisor.js';

/** Every report definition, by screen (the engine finds one by screen and label). */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  ...QEA_DEFINITIONS,
  ...ORGANIZATION_DEFINITIONS,
  ...ADMIN_DEFINITIONS,
  ...COACH_DEFINITIONS,
  ...SUPERVISOR_DEFINITIONS,
];
