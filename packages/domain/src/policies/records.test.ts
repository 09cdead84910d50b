import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { mayEditPersonRecords } from './records.js';

const TARGETS = {
  plain: ['100'],
  elevated: ['100', '350'],
  admin: ['100', '500'],
  system: ['AdminUser'],
} as const;
type Kind = keyof typeof TARGETS;

describe('mayEditPersonRecords: whose records a viewer may see and change', () => {
  const tenant = getTenant('al');
  const reach: [RoleName, Kind[]][] = [
    ['AdminUser', ['plain', 'elevated', 'admin', 'system']],
    ['500', ['plain', 'elevated']],
    ['400', ['plain']],
    ['375', []],
    ['350', []],
    ['300', []],
    ['250', []],
    ['200', []],
    ['100', []],
  ];
  it.each(reach)('%s reaches %j of other people', (role, kinds) => {
    const viewer = { userId: 1, activeRole: role, claims: claimsForRole(role, tenant) };
    for (const kind of Object.keys(TARGETS) as Kind[]) {
      const target = { userId: 2, generalRoles: TARGETS[kind] };
      expect(mayEditPersonRecords(viewer, target), kind).toBe(kinds.includes(kind));
    }
  });

  it('always lets a person reach their own records, whatever the role', () => {
    for (const role of ['100', '250', 'ApiUser', '500'] as const) {
      const viewer = { userId: 7, activeRole: role, claims: [] };
      expect(mayEditPersonRecords(viewer, { userId: 7, generalRoles: ['AdminUser'] })).toBe(true);
    }
  });
});
