import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { formAccessOf, type EntityPolicy, type FormAccess } from '../entities/entity-policy.js';
import { GENERAL_ROLES, type RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import { alertPolicy, feedbackPolicy, formSamplePolicy, userPolicy } from './account-record-policies.js';

const ME = 1;
const OTHER = 2;
const ROLES: RoleName[] = ['100', '200', ...GENERAL_ROLES.filter((role) => role !== '100')];

/** A form's access for a viewer with the active role: an existing record of `owner`, or a new one (null). */
function access(
  policy: EntityPolicy,
  activeRole: RoleName | null,
  owner: number,
  ownerRoles: string[],
  existing: boolean,
  tenantCode: TenantCode = 'tn',
  disabled = false,
): FormAccess {
  const tenant = getTenant(tenantCode);
  const viewer = {
    userId: ME,
    activeRole,
    claims: activeRole === null ? [] : claimsForRole(activeRole, tenant),
    directorOrganizationIds: [],
  };
  const reach = policy.reach(
    viewer,
    { userId: owner, generalRoles: ownerRoles, staffOrganizationIds: [] },
    tenant,
  );
  const record = existing ? { ownerUserId: owner, disabled } : null;
  return formAccessOf(policy, viewer, tenant, reach, record, owner);
}

describe('the user (personal profile): roles x targets', () => {
  // [viewer's active role, whose record, the target's general roles, access]
  it.each<[RoleName | null, number, string[], FormAccess]>([
    ['100', ME, ['100'], 'edit'],
    [null, ME, ['100'], 'edit'],
    ['100', OTHER, ['100'], 'none'],
    ['200', OTHER, ['100'], 'none'],
    ['250', OTHER, ['100'], 'none'],
    ['300', OTHER, ['100'], 'none'],
    ['350', OTHER, ['100'], 'none'],
    ['375', OTHER, ['100'], 'none'],
    ['400', OTHER, ['100'], 'edit'],
    ['400', OTHER, ['250'], 'none'],
    ['500', OTHER, ['100'], 'edit'],
    ['500', OTHER, ['400'], 'edit'],
    ['500', OTHER, ['500'], 'none'],
    ['AdminUser', OTHER, ['500'], 'edit'],
    ['ApiUser', OTHER, ['100'], 'none'],
    [null, OTHER, ['100'], 'none'],
  ])('%s on user %s holding %j: %s', (activeRole, owner, roles, expected) => {
    expect(access(userPolicy, activeRole, owner, roles, true)).toBe(expected);
  });

  it('is never added through a form, nor disabled or deleted', () => {
    for (const role of ROLES) {
      expect(access(userPolicy, role, ME, ['100'], false), role).toBe('none');
      const tenant = getTenant('al');
      const viewer = { userId: ME, activeRole: role, claims: claimsForRole(role, tenant) };
      const flags = userPolicy.permissions(viewer, tenant, 'edit', { ownerUserId: OTHER, disabled: false });
      expect(flags.canDisable || flags.canDelete, role).toBe(false);
    }
  });
});

describe("the form sample: a person's record, as the profile records are", () => {
  it.each<[RoleName, number, string[], boolean, FormAccess]>([
    ['100', ME, ['100'], false, 'edit'],
    ['100', ME, ['100'], true, 'edit'],
    ['100', OTHER, ['100'], true, 'none'],
    ['200', OTHER, ['100'], false, 'none'],
    ['350', OTHER, ['100'], true, 'view'],
    ['350', OTHER, ['100'], false, 'none'],
    ['350', OTHER, ['250'], true, 'none'],
    ['400', OTHER, ['100'], false, 'edit'],
    ['400', OTHER, ['500'], true, 'none'],
  ])('%s on %s holding %j (existing %s): %s', (role, owner, roles, existing, expected) => {
    expect(access(formSamplePolicy, role, owner, roles, existing)).toBe(expected);
  });
});

describe('feedback: roles x senders (tn only)', () => {
  // [active role, the sender (null: a new one), access in tn]
  it.each<[RoleName | null, number | null, FormAccess]>([
    ['100', null, 'edit'],
    [null, null, 'edit'],
    ['100', ME, 'view'],
    ['100', OTHER, 'none'],
    ['200', OTHER, 'none'],
    ['350', OTHER, 'none'],
    ['400', OTHER, 'none'],
    ['500', OTHER, 'view'],
    ['AdminUser', OTHER, 'view'],
  ])('%s on feedback sent by %s: %s', (activeRole, sender, expected) => {
    expect(access(feedbackPolicy, activeRole, sender ?? ME, ['100'], sender !== null)).toBe(expected);
  });

  it('does not exist where the tenant has no feedback', () => {
    for (const code of ['al', 'jh'] as const) {
      expect(access(feedbackPolicy, '100', ME, ['100'], false, code)).toBe('none');
      expect(access(feedbackPolicy, '500', OTHER, ['100'], true, code)).toBe('none');
    }
  });
});

describe('alerts: written, edited, disabled and deleted by administrators only', () => {
  it.each(ROLES)('role %s', (role) => {
    const admin = role === '500' || role === 'AdminUser';
    expect(access(alertPolicy, role, OTHER, ['500'], false, 'jh')).toBe(admin ? 'edit' : 'none');
    expect(access(alertPolicy, role, OTHER, ['500'], true, 'jh')).toBe(admin ? 'edit' : 'none');
    const tenant = getTenant('jh');
    const viewer = { userId: ME, activeRole: role, claims: claimsForRole(role, tenant) };
    const reach = alertPolicy.reach(
      { ...viewer, directorOrganizationIds: [] },
      { userId: OTHER, generalRoles: [], staffOrganizationIds: [] },
      tenant,
    );
    const flags = alertPolicy.permissions(viewer, tenant, reach, { ownerUserId: OTHER, disabled: false });
    expect(flags).toEqual({ canView: admin, canEdit: admin, canDisable: admin, canDelete: admin });
  });

  it('a disabled alert is enabled before it is edited', () => {
    expect(access(alertPolicy, '500', OTHER, ['500'], true, 'al', true)).toBe('view');
  });
});
