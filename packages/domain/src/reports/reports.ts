import { CLAIMS, type Claim } from '../claims.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';

/**
 * The report screens (spec 2 §2 "Report screens" (a)-(e) and the supervisor's; §9 "Report options"; issue
 * 27). Each screen is titled 'Reports' and lists the reports its role may run in the tenant.
 * - qea: 250 (al, jh), the trainer's own sessions.
 * - agency: 350 and 375, for an agency (organization) found by the shared search (not in jh: no organizations).
 * - director: 200 (al, tn; jh keeps no organizations), for one of the organizations they direct.
 * - admin: 400 ('Manager Reports:'), 500 and AdminUser ('Admin Reports:'), the whole state.
 * - coach: 300 (tn, jh), the coach's own cases.
 * - supervisor: 375 (tn, jh), the whole state.
 */
export const REPORT_SCREENS = ['qea', 'agency', 'director', 'admin', 'coach', 'supervisor'] as const;
export type ReportScreen = (typeof REPORT_SCREENS)[number];

/** What each screen needs: the claim its route and calls require, and its web route's path. */
export const REPORT_SCREEN_INFO: Readonly<
  Record<ReportScreen, { claim: Claim; path: string; needsOrganization: boolean }>
> = {
  qea: { claim: CLAIMS.qeaReports, path: 'qea-reports', needsOrganization: false },
  agency: { claim: CLAIMS.agencyReports, path: 'agency-reports', needsOrganization: true },
  director: { claim: CLAIMS.directorReports, path: 'director-reports', needsOrganization: true },
  admin: { claim: CLAIMS.adminReports, path: 'admin-reports', needsOrganization: false },
  coach: { claim: CLAIMS.coachReports, path: 'coach-reports', needsOrganization: false },
  supervisor: { claim: CLAIMS.supervisorReports, path: 'supervisor-reports', needsOrganization: false },
};

/** Spec 2 §9 "QEA: 'All Training Participants'". */
export const QEA_REPORTS = ['All Training Participants'] as const;
/** Spec 2 §9 "Agency: Staff Education, Certification/Credential and Training records" (375's agency set too). */
export const AGENCY_REPORTS = ['Staff Education', 'Certification/Credential', 'Training'] as const;
/** Spec 2 §9 "Coach: Coach Requests, Coach Latest Activities, EC Professional Training Records". */
export const COACH_REPORTS = [
  'Coach Requests',
  'Coach Latest Activities',
  'EC Professional Training Records',
] as const;
/** Spec 2 §9 "Supervisor general: DHS Staff Verification Activity, All Agencies, EC Professional Record Verification". */
export const SUPERVISOR_REPORTS = [
  'DHS Staff Verification Activity',
  'All Agencies',
  'EC Professional Record Verification',
] as const;

/** Spec 2 §7 "reportType (report label without spaces)". */
export const reportTypeOf = (label: string): string => label.replace(/\s+/g, '');

/** A report a screen offers: its label as the spec writes it and the reportType its call names. */
export interface ReportOption {
  label: string;
  reportType: string;
}

/**
 * The reports a screen lists in the tenant, in the spec's order (spec 2 §9 with the tenant's drops): none
 * where the tenant lacks the screen's role or feature (al: no coach or supervisor; tn: no QEA).
 */
export function reportOptions(tenant: Tenant, screen: ReportScreen): ReportOption[] {
  const has = (role: RoleName) => role === '200' || tenant.generalRoles.includes(role);
  let labels: readonly string[] = [];
  switch (screen) {
    case 'qea':
      labels = has('250') ? QEA_REPORTS : [];
      break;
    case 'agency':
      // For an agency (an organization): none where the tenant keeps no organizations (jh).
      labels = (has('350') || has('375')) && tenant.features.organizations ? AGENCY_REPORTS : [];
      break;
    case 'director':
      // Directors direct organizations: none where the tenant keeps none (jh; spec: al and tn).
      labels = tenant.features.organizations ? tenant.reports.director : [];
      break;
    case 'admin':
      labels = tenant.reports.admin;
      break;
    case 'coach':
      labels = has('300') && tenant.features.coaches ? COACH_REPORTS : [];
      break;
    case 'supervisor':
      labels = has('375') ? SUPERVISOR_REPORTS : [];
      break;
  }
  return labels.map((label) => ({ label, reportType: reportTypeOf(label) }));
}

/** The option a screen offers under this reportType, or undefined (the call answers 404). */
export const reportOptionOf = (
  tenant: Tenant,
  screen: ReportScreen,
  reportType: string,
): ReportOption | undefined =>
  reportOptions(tenant, screen).find((option) => option.reportType === reportType);

/** The screens a viewer may open: those whose claim their active role holds and that list a report. */
export function reportScreensOf(tenant: Tenant, claims: readonly string[]): ReportScreen[] {
  return REPORT_SCREENS.filter(
    (screen) => claims.includes(REPORT_SCREEN_INFO[screen].claim) && reportOptions(tenant, screen).length > 0,
  );
}

/** The screens' texts (spec 2 §2, §5, §8). */
export const REPORT_SCREEN_TEXTS = {
  title: 'Reports',
  reportFormat: 'Report Format',
  csv: 'CSV',
  pdf: 'PDF',
  run: 'Run Report(s)',
  runFor: (agency: string) => `Run Report for ${agency}`,
  /** '{facility} Filter' with the tenant's agency term, capitalised ('Facility Filter', 'Agency Filter'). */
  filter: (agencyTerm: string) => `${agencyTerm.charAt(0).toUpperCase()}${agencyTerm.slice(1)} Filter`,
  clearFilter: 'Clear Filter',
  /** The admin screen's heading by role (spec 2 §2 (d)). */
  managerHeading: 'Manager Reports:',
  adminHeading: 'Admin Reports:',
  selectAgency: (agencyTerm: string) => `Please select an ${agencyTerm} from the dropdown menu`,
  /** Ours: a report that runs as a job. */
  queued: (label: string) => `${label} is being prepared. You will be notified when it is ready to download.`,
  ready: (label: string) => `${label} is ready to download.`,
  readySubject: 'Your report is ready',
  failed: (label: string) => `${label} could not be prepared. Please run it again.`,
  pdfUnavailable: 'PDF is not available for reports. Choose CSV.',
} as const;
