import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import {
  ROLE_RULE_TEXTS as T,
  generalRoleToggleProblem,
  manageableGeneralRoles,
  mayToggleOwnRole,
  organizationRoleToggleProblem,
  type RoleHoldings,
} from './roles.js';

describe('role-management visibility (spec 2 §6)', () => {
  it.each([
    ['AdminUser', 'jh', ['100', '250', '300', '350', '375', '400', '500', 'ApiUser', 'AdminUser']],
    ['500', 'jh', ['100', '250', '300', '350', '375', '400', 'ApiUser']],
    ['400', 'jh', ['100', '250', '300', '350', '375']],
    ['AdminUser', 'al', ['100', '250', '350', '400', '500', 'ApiUser', 'AdminUser']],
    ['400', 'al', ['100', '250', '350']],
    ['500', 'tn', ['100', '300', '350', '375', '400', 'ApiUser']],
    ['350', 'jh', []],
    ['100', 'jh', []],
  ] as const)('%s in %s sees %j', (role, tenant, expected) => {
    expect(manageableGeneralRoles(role, getTenant(tenant))).toEqual(expected);
  });
});

const holdings = (
  general: RoleHoldings['general'],
  organization: RoleHoldings['organization'] = [],
): RoleHoldings => ({
  general,
  organization,
});
const org = (organizationId: number, role: '100' | '200', active = true) => ({
  organizationId,
  role,
  active,
});

describe('general role toggle rules (spec 2 §6)', () => {
  it.each([
    ['100 off while an elevated role is held', holdings(['100', '350']), '100', false, T.staffWhileElevated],
    [
      '100 off while an organization role is held',
      holdings(['100'], [org(1, '100')]),
      '100',
      false,
      T.staffWhileElevated,
    ],
    [
      '100 off while org 200 is active',
      holdings(['100'], [org(1, '100'), org(1, '200')]),
      '100',
      false,
      T.staffWhileDirector,
    ],
    [
      '100 on while org 200 is active',
      holdings([], [org(1, '100'), org(1, '200')]),
      '100',
      true,
      T.staffWhileDirector,
    ],
    ['100 off with nothing else', holdings(['100']), '100', false, null],
    [
      '100 off when the organization role is inactive',
      holdings(['100'], [org(1, '100', false)]),
      '100',
      false,
      null,
    ],
    ['350 on while 375 is held', holdings(['100', '375']), '350', true, T.staffAndSupervisor],
    ['375 on while 350 is held', holdings(['100', '350']), '375', true, T.staffAndSupervisor],
    ['350 on', holdings(['100']), '350', true, null],
    ['350 off', holdings(['100', '350']), '350', false, null],
    ['a held role on again', holdings(['100']), '100', true, T.alreadyHeld],
    ['a role not held off', holdings(['100']), '500', false, T.notHeld],
  ] as const)('%s', (_name, state, role, enable, expected) => {
    expect(generalRoleToggleProblem(state, role, enable)).toBe(expected);
  });
});

describe('organization role toggle rules (spec 2 §6)', () => {
  it('needs organization role 100 in the same organization for 200', () => {
    expect(organizationRoleToggleProblem(holdings(['100'], [org(2, '100')]), 1, '200', true)).toBe(
      T.directorNeedsStaff,
    );
    expect(organizationRoleToggleProblem(holdings(['100'], [org(1, '100', false)]), 1, '200', true)).toBe(
      T.directorNeedsStaff,
    );
    expect(organizationRoleToggleProblem(holdings(['100'], [org(1, '100')]), 1, '200', true)).toBeNull();
  });
  it('keeps organization 100 while 200 is active there', () => {
    const state = holdings(['100'], [org(1, '100'), org(1, '200')]);
    expect(organizationRoleToggleProblem(state, 1, '100', false)).toBe(T.staffUnderDirector);
    expect(organizationRoleToggleProblem(state, 1, '200', false)).toBeNull();
  });
});

describe('mayToggleOwnRole (separation of duties, issue 22)', () => {
  it('lets a role be given up on one’s own account, never added; another account either way', () => {
    expect(mayToggleOwnRole(7, 7, true)).toBe(false);
    expect(mayToggleOwnRole(7, 7, false)).toBe(true);
    expect(mayToggleOwnRole(7, 8, true)).toBe(true);
    expect(mayToggleOwnRole(7, 8, false)).toBe(true);
  });
});
