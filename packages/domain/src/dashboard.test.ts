import { describe, expect, it } from 'vitest';
import { dashboardInstruction, dashboardTitle, firstActiveRole, userGuideCode } from './dashboard.js';
import { tenantGuideCodes } from './guides/codes.js';
import { getTenant } from './tenants/index.js';

describe('dashboard main (spec 2)', () => {
  it.each([
    ['100', 'My Dashboard'],
    ['200', "Director's Dashboard"],
    ['250', "QEA's Dashboard"],
    ['300', "Coach's Dashboard"],
    ['350', 'DHS Staff Dashboard'],
    ['375', "DHS Supervisor's Dashboard"],
    ['400', 'Manager Dashboard'],
    ['500', 'Administrator Dashboard'],
    ['AdminUser', 'Administrator Dashboard'],
  ] as const)('titles %s %j in tn', (role, title) => {
    expect(dashboardTitle(role, getTenant('tn'))).toBe(title);
  });
  it("uses the tenant's staff label for 350", () => {
    expect(dashboardTitle('350', getTenant('al'))).toBe('Child Care Consultant Dashboard');
  });
  it('shows instruction text for 200, 250, 300, 350 and 375 only', () => {
    const jh = getTenant('jh');
    for (const role of ['250', '300', '350', '375'] as const)
      expect(dashboardInstruction(role, jh)).toBeTruthy();
    // Directors (200) exist only with organizations: tn has them, jh does not.
    expect(dashboardInstruction('200', getTenant('tn'))).toBeTruthy();
    expect(dashboardInstruction('200', jh)).toBeNull();
    for (const role of ['100', '400', '500', 'AdminUser'] as const)
      expect(dashboardInstruction(role, jh)).toBeNull();
  });
  // Issue 21: a role's text names only what the role can do today; a feature adds its sentence as it lands
  // (docs/decisions/web-app.md "Texts name only what the role can do").
  it.each([
    ['al', '200', 'Review staff role requests for your facility.'],
    [
      'al',
      '250',
      'Publish your trainings and schedule their sessions, enroll participants, record attendance and submit your DHR reports. Write to early childhood professionals and directors, one by one or all at once, through Messages.',
    ],
    [
      'al',
      '350',
      'Find early childhood professionals and verify their records. Write to early childhood professionals, directors and QEAs, one by one or all at once, through Messages.',
    ],
    [
      'tn',
      '200',
      "Approve staff role requests for your agency, verify your staff's records and review their professional development plans.",
    ],
    [
      'tn',
      '300',
      'Review your coaching requests and follow the professionals you coach. Write to the professionals you work with through Messages.',
    ],
    [
      'tn',
      '350',
      'Find early childhood professionals and verify their records. Write to early childhood professionals and directors, one by one or all at once, through Messages.',
    ],
    [
      'tn',
      '375',
      'Find early childhood professionals and verify their records. Review the verification activity of DHS staff and run supervisor reports. Write to DHS staff and early childhood professionals through Messages.',
    ],
    [
      'jh',
      '250',
      'Publish your trainings and schedule their sessions, enroll participants, record attendance and submit your DHR reports. Write to early childhood professionals, one by one or all at once, through Messages.',
    ],
    [
      'jh',
      '300',
      'Review your coaching requests and follow the professionals you coach. Write to the professionals you work with through Messages.',
    ],
    [
      'jh',
      '350',
      'Find early childhood professionals and verify their records. Write to early childhood professionals, one by one or all at once, through Messages.',
    ],
    [
      'jh',
      '375',
      'Find early childhood professionals and verify their records. Review the verification activity of agency staff and run supervisor reports. Write to agency staff and early childhood professionals through Messages.',
    ],
  ] as const)('%s: the %s dashboard says only what the role can do: %j', (tenant, role, text) => {
    expect(dashboardInstruction(role, getTenant(tenant))).toBe(text);
  });
  it.each(['al', 'tn', 'jh'] as const)('%s: no dashboard promises a screen that is not built', (tenant) => {
    for (const text of Object.values(getTenant(tenant).instructions.dashboard))
      // Verifying records (Search Users, the queue) is built (issue 22), publishing trainings and their
      // sessions (issue 23), enrollment, attendance and DHR reports (issue 24), coaching (issue 25), the
      // Reports screens (issue 27; the supervisor's reports named).
      expect(text).not.toMatch(/course|search|(?<!(DHR|supervisor) )report/i);
  });
  it.each([
    ['100', 'user-guide'],
    ['200', 'director-guide'],
    ['250', 'qea-guide'],
    ['350', 'staff-guide'],
    ['400', 'admin-guide'],
    ['500', 'admin-guide'],
  ] as const)('opens the %s guide %s', (role, code) => {
    expect(userGuideCode(role)).toBe(code);
  });
});

describe('the active role at sign-in (spec 1 §4)', () => {
  const role = (roleName: string, organizations = 0) => ({
    roleName,
    organizations: Array(organizations).fill({}),
  });
  it('is the first organization role, director before staff', () => {
    expect(firstActiveRole([role('100', 2), role('350'), role('200', 1)])).toBe('200');
    expect(firstActiveRole([role('500'), role('100', 1)])).toBe('100');
  });
  it('is the first role in ROLE_ORDER without organization roles', () => {
    expect(firstActiveRole([role('350'), role('100')])).toBe('100');
    expect(firstActiveRole([role('250'), role('AdminUser')])).toBe('AdminUser');
  });
  it('is none for a user without roles', () => {
    expect(firstActiveRole([])).toBeNull();
  });
});

describe('the guides a tenant offers (the User Guide menu)', () => {
  it.each([
    // al: no coach (300); tn: no QEA (250); jh: no organizations, so no director (200).
    ['al', ['user-guide', 'director-guide', 'qea-guide', 'staff-guide', 'admin-guide']],
    ['tn', ['user-guide', 'director-guide', 'staff-guide', 'admin-guide', 'coach-guide']],
    ['jh', ['user-guide', 'qea-guide', 'staff-guide', 'admin-guide', 'coach-guide']],
  ] as const)('%s: the guides of the roles it has', (code, guides) => {
    expect([...tenantGuideCodes(getTenant(code))].sort()).toEqual([...guides].sort());
  });
});
