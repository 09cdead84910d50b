import { describe, expect, it } from 'vitest';
import { CLAIMS, claimsForRole, hasClaims } from './claims.js';
import { getTenant } from './tenants/index.js';

describe('claims per role', () => {
  it('gives every front-end role the dashboard and profile', () => {
    for (const role of ['100', '200', '250', '350', '400', '500', 'AdminUser'] as const) {
      expect(claimsForRole(role, getTenant('al'))).toEqual(
        expect.arrayContaining([CLAIMS.dashboard, CLAIMS.profile]),
      );
    }
  });
  it('gives an API user nothing on the front end', () => {
    expect(claimsForRole('ApiUser', getTenant('tn'))).toEqual([]);
  });
  it('gives nothing for a role the tenant does not have (al: 300, 375; tn: 250)', () => {
    expect(claimsForRole('300', getTenant('al'))).toEqual([]);
    expect(claimsForRole('375', getTenant('al'))).toEqual([]);
    expect(claimsForRole('250', getTenant('tn'))).toEqual([]);
    expect(claimsForRole('250', getTenant('al'))).toContain(CLAIMS.manageTraining);
  });
  it('removes routes the tenant does not have (al: training, PDP, coaches; jh: career)', () => {
    const al = claimsForRole('100', getTenant('al'));
    expect(al).not.toContain(CLAIMS.training);
    expect(al).not.toContain(CLAIMS.pdp);
    expect(al).not.toContain(CLAIMS.coaches);
    expect(al).toContain(CLAIMS.career);
    expect(claimsForRole('100', getTenant('jh'))).not.toContain(CLAIMS.career);
    expect(claimsForRole('100', getTenant('tn'))).toEqual(
      expect.arrayContaining([CLAIMS.training, CLAIMS.pdp, CLAIMS.coaches, CLAIMS.career]),
    );
  });
  it('lets directors verify records in tn only; 350 and 375 everywhere they exist', () => {
    expect(claimsForRole('200', getTenant('tn'))).toContain(CLAIMS.verifyRecords);
    expect(claimsForRole('200', getTenant('al'))).not.toContain(CLAIMS.verifyRecords);
    // Verification History goes with verifying: tn's directors, not al's (spec 2 §6, issue 22).
    expect(claimsForRole('200', getTenant('tn'))).toContain(CLAIMS.verificationHistory);
    expect(claimsForRole('200', getTenant('al'))).not.toContain(CLAIMS.verificationHistory);
    expect(claimsForRole('350', getTenant('al'))).toContain(CLAIMS.verifyRecords);
    expect(claimsForRole('375', getTenant('tn'))).toContain(CLAIMS.verifyRecords);
  });
  it('offers Change Email to 400, 500 and AdminUser in tn and al only (spec 2 §6)', () => {
    for (const tenant of ['al', 'tn', 'jh'] as const) {
      for (const role of ['100', '200', '350', '400', '500', 'AdminUser'] as const) {
        const expected = tenant !== 'jh' && ['400', '500', 'AdminUser'].includes(role);
        expect(claimsForRole(role, getTenant(tenant)).includes(CLAIMS.changeEmail)).toBe(expected);
      }
    }
  });
  it('lets directors and user managers answer role requests (Staff Requests), where the tenant has organizations', () => {
    for (const tenant of ['al', 'tn', 'jh'] as const) {
      for (const role of ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser'] as const) {
        const expected = tenant !== 'jh' && ['200', '400', '500', 'AdminUser'].includes(role);
        expect(
          claimsForRole(role, getTenant(tenant)).includes(CLAIMS.decideRoleRequests),
          `${tenant} ${role}`,
        ).toBe(expected);
      }
    }
  });
  it('checks that every required claim is held', () => {
    expect(hasClaims(['a', 'b'], ['a'])).toBe(true);
    expect(hasClaims(['a'], ['a', 'b'])).toBe(false);
    expect(hasClaims([], [])).toBe(true);
  });
});
