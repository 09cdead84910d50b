import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { REPORT_SCREENS, REPORT_SCREEN_TEXTS, reportOptions, type ReportScreen } from '../reports/reports.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import { ROLES } from './catalogue-test-support.js';
import { REPORT_TAKES_NO_ORGANIZATION, reportRunDecision } from './report-run-policy.js';

const MY_ORGANIZATION = 70;
const ANOTHER_ORGANIZATION = 71;
/** The targets of each cell, in order: the viewer's own organization, another one, none. */
const TARGETS = [MY_ORGANIZATION, ANOTHER_ORGANIZATION, null] as const;

function viewerAs(role: RoleName, tenantCode: TenantCode) {
  return {
    activeRole: role,
    claims: claimsForRole(role, getTenant(tenantCode)),
    directorOrganizationIds: role === '200' ? [MY_ORGANIZATION] : [],
  };
}

/**
 * A screen's first report for each target: Y allowed, B 400 (an organization missing, or one given to a
 * screen that takes none), 3 forbidden (the screen's claim), 4 not found. A screen the tenant lists nothing
 * on asks for 'Training' (which it does not offer).
 */
function codesOf(tenantCode: TenantCode, role: RoleName): string {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  return REPORT_SCREENS.map((screen) => {
    const reportType = reportOptions(tenant, screen)[0]?.reportType ?? 'Training';
    return TARGETS.map((organizationId) => {
      const decision = reportRunDecision(tenant, viewer, { screen, reportType, organizationId });
      if (decision.allowed) return 'Y';
      return decision.status === 400 ? 'B' : decision.status === 403 ? '3' : '4';
    }).join('');
  }).join(' ');
}

const NOTHING = '333 333 333 333 333 333';
//                 qea agency director admin coach supervisor
const QEA = 'BBY 333 333 333 333 333';
const AGENCY = '333 YYB 333 333 333 333';
const DIRECTOR = '333 333 Y4B 333 333 333';
const ADMIN = '333 333 333 BBY 333 333';
const COACH = '333 333 333 333 BBY 333';
const SUPERVISOR = '333 YYB 333 333 333 BBY';
// jh keeps no organizations: the agency screen lists nothing (the claim is held, so 404).
const AGENCY_JH = '333 444 333 333 333 333';
const SUPERVISOR_JH = '333 444 333 333 333 BBY';
// Nor the director screen (directors direct organizations; the spec's director reports are al's and tn's).
const DIRECTOR_JH = '333 333 444 333 333 333';

describe('reportRunDecision: tenants x roles x screens x targets', () => {
  const table: Record<TenantCode, Record<RoleName, string>> = {
    // al: no 300, no 375 (their screens list nothing and the roles hold no claim).
    al: {
      '100': NOTHING,
      '200': DIRECTOR,
      '250': QEA,
      '300': NOTHING,
      '350': AGENCY,
      '375': NOTHING,
      '400': ADMIN,
      '500': ADMIN,
      AdminUser: ADMIN,
      ApiUser: NOTHING,
    },
    // tn: no 250.
    tn: {
      '100': NOTHING,
      '200': DIRECTOR,
      '250': NOTHING,
      '300': COACH,
      '350': AGENCY,
      '375': SUPERVISOR,
      '400': ADMIN,
      '500': ADMIN,
      AdminUser: ADMIN,
      ApiUser: NOTHING,
    },
    jh: {
      '100': NOTHING,
      '200': DIRECTOR_JH,
      '250': QEA,
      '300': COACH,
      '350': AGENCY_JH,
      '375': SUPERVISOR_JH,
      '400': ADMIN,
      '500': ADMIN,
      AdminUser: ADMIN,
      ApiUser: NOTHING,
    },
  };
  const rows = (Object.keys(table) as TenantCode[]).flatMap((tenant) =>
    ROLES.map((role) => [tenant, role, table[tenant][role]] as const),
  );

  it.each(rows)('%s: %s → %s', (tenant, role, expected) => {
    expect(codesOf(tenant, role)).toBe(expected);
  });

  it('covers every role in every tenant', () => {
    for (const tenant of Object.values(table)) expect(new Set(Object.keys(tenant))).toEqual(new Set(ROLES));
  });
});

describe('reportRunDecision: the reports and the messages', () => {
  const run = (
    tenantCode: TenantCode,
    role: RoleName,
    screen: ReportScreen,
    reportType: string,
    organizationId: number | null,
  ) =>
    reportRunDecision(getTenant(tenantCode), viewerAs(role, tenantCode), {
      screen,
      reportType,
      organizationId,
    });

  it('answers 404 for a report the tenant drops, and the option for one it lists', () => {
    expect(run('al', '200', 'director', 'PDPGoals', MY_ORGANIZATION)).toEqual({
      allowed: false,
      status: 404,
    });
    expect(run('tn', '200', 'director', 'CareerLatticeLevel', MY_ORGANIZATION)).toEqual({
      allowed: false,
      status: 404,
    });
    expect(run('al', '200', 'director', 'CareerLatticeLevel', MY_ORGANIZATION)).toEqual({
      allowed: true,
      option: { label: 'Career Lattice Level', reportType: 'CareerLatticeLevel' },
      organizationId: MY_ORGANIZATION,
    });
    expect(run('al', '500', 'admin', 'CoachLevelUsers', null)).toEqual({ allowed: false, status: 404 });
    expect(run('tn', '500', 'admin', 'QEALevelUsers', null)).toEqual({ allowed: false, status: 404 });
    expect(run('tn', '350', 'agency', 'Education', ANOTHER_ORGANIZATION)).toEqual({
      allowed: false,
      status: 404,
    });
    expect(run('tn', '350', 'agency', 'StaffEducation', ANOTHER_ORGANIZATION).allowed).toBe(true);
    expect(run('jh', '350', 'agency', 'StaffEducation', ANOTHER_ORGANIZATION)).toEqual({
      allowed: false,
      status: 404,
    });
  });

  it('asks for the organization in the tenant’s term, and refuses one where none is taken', () => {
    expect(run('al', '200', 'director', 'Education', null)).toEqual({
      allowed: false,
      status: 400,
      field: 'organizationId',
      message: 'Please select an facility from the dropdown menu',
    });
    expect(run('tn', '375', 'agency', 'Training', null)).toEqual({
      allowed: false,
      status: 400,
      field: 'organizationId',
      message: REPORT_SCREEN_TEXTS.selectAgency(getTenant('tn').terms.agency),
    });
    expect(run('tn', '375', 'supervisor', 'AllAgencies', ANOTHER_ORGANIZATION)).toEqual({
      allowed: false,
      status: 400,
      field: 'organizationId',
      message: REPORT_TAKES_NO_ORGANIZATION,
    });
  });

  it('reads the directed organizations only while 200 is the active role', () => {
    const tenant = getTenant('tn');
    const director = { ...viewerAs('200', 'tn'), activeRole: '100' as const };
    expect(
      reportRunDecision(tenant, director, {
        screen: 'director',
        reportType: 'Education',
        organizationId: 70,
      }),
    ).toEqual({ allowed: false, status: 404 });
  });
});
