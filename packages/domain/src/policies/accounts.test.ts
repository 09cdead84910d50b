import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles.js';
import { mayActOnAccount } from './accounts.js';

// The targets of spec 2 §6 by kind: a plain professional, someone elevated below 500, 500, AdminUser,
// and an integration account.
const TARGETS = {
  plain: ['100'],
  none: [],
  elevated: ['100', '350'],
  manager: ['100', '400'],
  admin: ['100', '500'],
  system: ['AdminUser'],
  api: ['ApiUser'],
} as const;
type Kind = keyof typeof TARGETS;

describe('mayActOnAccount (spec 2 §6)', () => {
  // viewer's active role -> the kinds of other users' accounts it may act on
  const reach: [RoleName | null, Kind[]][] = [
    ['AdminUser', ['plain', 'none', 'elevated', 'manager', 'admin', 'system', 'api']],
    ['500', ['plain', 'none', 'elevated', 'manager', 'api']],
    ['400', ['plain', 'none']],
    ['375', ['plain', 'none']],
    ['350', ['plain', 'none']],
    ['300', ['plain', 'none']],
    ['250', ['plain', 'none']],
    ['200', ['plain', 'none']],
    ['100', ['plain', 'none']],
    [null, ['plain', 'none']],
  ];
  for (const [role, kinds] of reach) {
    it.each(Object.keys(TARGETS) as Kind[])(`active role ${String(role)} on a %s account`, (kind) => {
      const allowed = mayActOnAccount(
        { userId: 1, activeRole: role },
        { userId: 2, generalRoles: TARGETS[kind] },
      );
      expect(allowed).toBe(kinds.includes(kind));
    });
  }

  it("allows the viewer's own row whatever it holds", () => {
    for (const roles of Object.values(TARGETS)) {
      expect(mayActOnAccount({ userId: 7, activeRole: '400' }, { userId: 7, generalRoles: roles })).toBe(
        true,
      );
    }
  });

  it('keeps a manager away from an elevated account (the old rule let 400 change a 350)', () => {
    expect(
      mayActOnAccount({ userId: 1, activeRole: '400' }, { userId: 2, generalRoles: ['100', '350'] }),
    ).toBe(false);
  });
});
