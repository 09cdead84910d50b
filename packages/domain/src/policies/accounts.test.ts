import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import { mayAdministerAccount } from './accounts.js';

const al = getTenant('al');

describe('mayAdministerAccount', () => {
  it.each([
    ['AdminUser', ['AdminUser'], true],
    ['AdminUser', ['500'], true],
    ['500', ['400', '100'], true],
    ['500', ['500'], false],
    ['500', ['AdminUser'], false],
    ['400', ['100', '350'], true],
    ['400', ['400'], false],
    ['400', ['500'], false],
    ['400', ['ApiUser'], false],
    ['350', ['100'], false],
    ['100', ['100'], false],
  ] as const)('active role %s, target %j: %s', (role, roles, allowed) => {
    expect(
      mayAdministerAccount({ userId: 1, activeRole: role }, { userId: 2, generalRoles: roles }, al),
    ).toBe(allowed);
  });

  it("allows one's own account, and nothing without an active role", () => {
    expect(
      mayAdministerAccount({ userId: 1, activeRole: '400' }, { userId: 1, generalRoles: ['400'] }, al),
    ).toBe(true);
    expect(mayAdministerAccount({ userId: 1, activeRole: null }, { userId: 2, generalRoles: [] }, al)).toBe(
      false,
    );
  });
});
