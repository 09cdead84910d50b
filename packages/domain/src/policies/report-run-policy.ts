import type { RoleName } from '../roles.js';
import {
  REPORT_SCREEN_INFO,
  REPORT_SCREEN_TEXTS,
  reportOptionOf,
  type ReportOption,
  type ReportScreen,
} from '../reports/reports.js';
import type { Tenant } from '../tenants/types.js';

/** Who runs a report: their active role, its claims, and the organizations they direct (200 active). */
export interface ReportRunViewer {
  activeRole: RoleName | null;
  claims: readonly string[];
  /** Organizations where the viewer holds an active director (200) role; read when 200 is the active one. */
  directorOrganizationIds: readonly number[];
}

/** What a run asks for: the screen, the report (its reportType) and the organization, if any. */
export interface ReportRunTarget {
  screen: ReportScreen;
  reportType: string;
  organizationId: number | null;
}

/** Ours: an organization given to a screen whose reports take none. */
export const REPORT_TAKES_NO_ORGANIZATION = 'This report is not run for an organization.';

/**
 * The answer to a run: allowed (the report as the screen lists it, and the organization it reads, if any),
 * or refused with the call's status and, for a 400, the field and its message.
 */
export type ReportRunDecision =
  | { allowed: true; option: ReportOption; organizationId: number | null }
  | { allowed: false; status: 403 }
  | { allowed: false; status: 404 }
  | { allowed: false; status: 400; field: 'organizationId'; message: string };

/**
 * Who may run which screen's report for which organization (issue 27; spec 2 §2, §6, §7):
 * - the screen's claim for the active role (403 without);
 * - the report among the screen's options in the tenant (reportOptions; 404 otherwise);
 * - the organization: the director screen reads one of the organizations the viewer directs (404 for any
 *   other, as for one that does not exist); the agency screen any organization (the server answers 404 for
 *   one that does not exist); both refuse a run without one (400, 'Please select an {agency} from the
 *   dropdown menu'); every other screen takes none (400 if one is given).
 */
export function reportRunDecision(
  tenant: Tenant,
  viewer: ReportRunViewer,
  target: ReportRunTarget,
): ReportRunDecision {
  const info = REPORT_SCREEN_INFO[target.screen];
  if (!viewer.claims.includes(info.claim)) return { allowed: false, status: 403 };
  const option = reportOptionOf(tenant, target.screen, target.reportType);
  if (option === undefined) return { allowed: false, status: 404 };
  if (!info.needsOrganization) {
    if (target.organizationId !== null)
      return { allowed: false, status: 400, field: 'organizationId', message: REPORT_TAKES_NO_ORGANIZATION };
    return { allowed: true, option, organizationId: null };
  }
  if (target.organizationId === null)
    return {
      allowed: false,
      status: 400,
      field: 'organizationId',
      message: REPORT_SCREEN_TEXTS.selectAgency(tenant.terms.agency),
    };
  if (
    target.screen === 'director' &&
    (viewer.activeRole !== '200' || !viewer.directorOrganizationIds.includes(target.organizationId))
  )
    return { allowed: false, status: 404 };
  return { allowed: true, option, organizationId: target.organizationId };
}
