import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { GENERAL_ROLES, type RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import {
  deidentifiedCount,
  deidentifiedMeasure,
  mayViewWorkforce,
  WORKFORCE_SUPPRESSED,
} from './workforce.js';

const TENANTS: TenantCode[] = ['al', 'tn', 'jh'];
const ROLES: RoleName[] = ['200', ...GENERAL_ROLES];

describe('the workforce dashboard: who may see it, roles x tenants', () => {
  // The roles that see it in every tenant; every other role, in every tenant, is refused.
  const SEES = new Set<RoleName>(['400', '500', 'AdminUser']);
  for (const tenantCode of TENANTS)
    for (const role of ROLES)
      it(`${tenantCode} ${role}: ${SEES.has(role) ? 'sees it' : 'refused'}`, () => {
        const viewer = { activeRole: role, claims: claimsForRole(role, getTenant(tenantCode)) };
        expect(mayViewWorkforce(viewer)).toBe(SEES.has(role));
      });

  it('needs the role active and the claim held, both', () => {
    const adminClaims = claimsForRole('500', getTenant('jh'));
    expect(mayViewWorkforce({ activeRole: null, claims: adminClaims })).toBe(false);
    expect(mayViewWorkforce({ activeRole: '100', claims: adminClaims })).toBe(false);
    expect(mayViewWorkforce({ activeRole: '500', claims: [] })).toBe(false);
  });
});

describe('the de-identified export', () => {
  it.each([
    [0, WORKFORCE_SUPPRESSED],
    [1, WORKFORCE_SUPPRESSED],
    [9, WORKFORCE_SUPPRESSED],
    [10, '10'],
    [12345, '12345'],
  ])('writes the count %i as %s', (count, written) => {
    expect(deidentifiedCount(count)).toBe(written);
  });

  it('suppresses a measure computed from fewer than 10 records, and writes none as empty', () => {
    expect(deidentifiedMeasure(3.5, 9)).toBe(WORKFORCE_SUPPRESSED);
    expect(deidentifiedMeasure(3.5, 10)).toBe('3.5');
    expect(deidentifiedMeasure(null, 0)).toBe(WORKFORCE_SUPPRESSED);
    expect(deidentifiedMeasure(null, 10)).toBe('');
  });
});
