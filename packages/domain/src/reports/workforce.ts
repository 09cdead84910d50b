import { CLAIMS } from '../claims.js';
import { isRoleIn, type GeneralRole } from '../roles.js';

/**
 * The workforce dashboard (issue 27, beyond the spec; docs/decisions/workforce.md): the state's workforce in
 * five charts, for managers and administrators, each chart's numbers as a de-identified CSV.
 */

/** Who sees the dashboard: an active manager (400), administrator (500) or AdminUser. */
export const WORKFORCE_ROLES = ['400', '500', 'AdminUser'] as const satisfies readonly GeneralRole[];

/**
 * Whether the viewer may read the dashboard and its exports: active role 400, 500 or AdminUser holding
 * CLAIMS.adminReports (every tenant gives it to these roles). Anyone else is refused (403).
 */
export const mayViewWorkforce = (viewer: { activeRole: string | null; claims: readonly string[] }): boolean =>
  isRoleIn(WORKFORCE_ROLES, viewer.activeRole) && viewer.claims.includes(CLAIMS.adminReports);

/** A count under this is not written in an export: it could point at a few people. */
export const WORKFORCE_SUPPRESSION_THRESHOLD = 10;
/** What an export writes instead of a count under the threshold. */
export const WORKFORCE_SUPPRESSED = 'fewer than 10';

/** A count as a de-identified export writes it: the number, or 'fewer than 10' under the threshold. */
export const deidentifiedCount = (count: number): string =>
  count < WORKFORCE_SUPPRESSION_THRESHOLD ? WORKFORCE_SUPPRESSED : String(count);

/**
 * A measure that is not a count (hours, days) as an export writes it: suppressed when the records it is
 * computed from number under the threshold (a median of three people's days tells about those three),
 * empty when there is none.
 */
export function deidentifiedMeasure(value: number | null, records: number): string {
  if (records < WORKFORCE_SUPPRESSION_THRESHOLD) return WORKFORCE_SUPPRESSED;
  return value === null ? '' : String(value);
}

/** A career lattice level as the dashboard names it (0: the records support no level yet). */
export const workforceLevelLabel = (level: number): string => (level === 0 ? 'No level' : `Level ${level}`);

/** The county of a professional whose current workplace names none, or who has no current workplace. */
export const WORKFORCE_UNKNOWN_COUNTY = 'Unknown';

/** Each chart's texts: its title, one line on what it counts, its table's column headers, its CSV's name. */
export const WORKFORCE_CHART_TEXTS = {
  professionalsByCounty: {
    title: 'Professionals by county',
    description:
      'Professionals with a confirmed account, by the county of the organization they work at now.',
    columns: ['County', 'Professionals'],
    fileName: 'professionals-by-county',
  },
  professionalsByLevel: {
    title: 'Professionals by career lattice level',
    description: 'Professionals by the career lattice level their verified records support.',
    columns: ['Level', 'Professionals'],
    fileName: 'professionals-by-level',
  },
  trainingHoursByMonth: {
    title: 'Training hours by month',
    description: 'The hours of the training records dated in each of the last 12 months.',
    columns: ['Month', 'Hours'],
    fileName: 'training-hours-by-month',
  },
  verificationTurnaround: {
    title: 'Verification turnaround',
    description:
      'Records verified in each of the last 12 months, and the median and 90th percentile days from the request to the verification.',
    columns: ['Month', 'Verified', 'Median days', '90th percentile days'],
    fileName: 'verification-turnaround',
  },
  registrationsVsSeats: {
    title: 'Registrations and seats',
    description:
      'Registrations held and seats offered in the sessions starting in each of the last 12 months.',
    columns: ['Month', 'Registrations', 'Seats'],
    fileName: 'registrations-and-seats',
  },
} as const;

/** The dashboard's other texts. */
export const WORKFORCE_TEXTS = {
  download: 'Download CSV',
  noData: 'Nothing to show yet.',
  loadFailed: 'The figures could not be loaded. Please try again.',
  noLattice: 'This registry has no career lattice.',
  refreshedAt: 'Figures as of',
  tableCaption: (title: string) => `${title}: the numbers`,
} as const;
