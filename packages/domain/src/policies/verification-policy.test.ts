import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { TENANTS } from '../tenants/index.js';
import { verificationPolicy } from './verification-policy.js';

const al = TENANTS.al;
const viewer = (role: RoleName) => ({
  userId: 1,
  activeRole: role,
  claims: claimsForRole(role, al),
  directorOrganizationIds: [] as number[],
});
const plain = { userId: 2, generalRoles: ['100' as const], staffOrganizationIds: [] };
const elevated = { userId: 3, generalRoles: ['100' as const, '400' as const], staffOrganizationIds: [] };

describe('verificationPolicy (entity 15, Verification History)', () => {
  it.each<[RoleName, string, string]>([
    ['350', 'view', 'none'],
    ['400', 'edit', 'none'],
    ['500', 'edit', 'edit'],
    ['100', 'none', 'none'],
  ])('%s reaches a plain professional %s and a manager %s', (role, ofPlain, ofElevated) => {
    expect(verificationPolicy.reach(viewer(role), plain, al)).toBe(ofPlain);
    expect(verificationPolicy.reach(viewer(role), elevated, al)).toBe(ofElevated);
  });

  it('only views a row: never adds, edits, disables or deletes', () => {
    const row = { ownerUserId: 2, disabled: false };
    expect(verificationPolicy.permissions(viewer('500'), al, 'edit', row)).toEqual({
      canView: true,
      canEdit: false,
      canDisable: false,
      canDelete: false,
    });
    expect(verificationPolicy.permissions(viewer('500'), al, 'none', row).canView).toBe(false);
    expect(verificationPolicy.mayAdd(viewer('500'), al, 'edit', 2)).toBe(false);
    expect(verificationPolicy.disableControls('500', al)).toBe(false);
  });
});
