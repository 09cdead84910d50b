import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { GENERAL_ROLES, type RoleName } from '../roles.js';

const ROLE_NAMES: readonly RoleName[] = [...GENERAL_ROLES, '200'];
import { getTenant } from '../tenants/index.js';
import type { PersonRecordsAccess } from './records.js';
import { manageUsersReach, mayManageAccount, trainingReportFileName } from './users-grids.js';

const tenant = getTenant('tn');
const SELF = 1;
// The targets of spec 2 §6 by kind, as in accounts.test.ts; 'self' is the viewer's own row.
const TARGETS = {
  self: { userId: SELF, generalRoles: ['100', '500'] },
  plain: { userId: 2, generalRoles: ['100'] },
  elevated: { userId: 3, generalRoles: ['100', '350'] },
  manager: { userId: 4, generalRoles: ['400'] },
  admin: { userId: 5, generalRoles: ['500'] },
  system: { userId: 6, generalRoles: ['AdminUser'] },
} as const;
type Kind = keyof typeof TARGETS;
const KINDS = Object.keys(TARGETS) as Kind[];

const viewer = (role: RoleName) => ({
  userId: SELF,
  activeRole: role,
  claims: claimsForRole(role, tenant),
});

describe('the Manage Users grid: whose rows (manageUsersReach) and canManage (mayManageAccount), spec 2 §6', () => {
  // viewer's active role -> each kind of target: the reach of its row ('edit' = Permissions and User Records)
  const table: [RoleName, Record<Kind, PersonRecordsAccess>][] = [
    [
      'AdminUser',
      { self: 'edit', plain: 'edit', elevated: 'edit', manager: 'edit', admin: 'edit', system: 'edit' },
    ],
    [
      '500',
      { self: 'edit', plain: 'edit', elevated: 'edit', manager: 'edit', admin: 'view', system: 'view' },
    ],
    [
      '400',
      { self: 'edit', plain: 'edit', elevated: 'none', manager: 'none', admin: 'none', system: 'none' },
    ],
  ];
  for (const [role, expected] of table)
    it.each(KINDS)(`${role} on a %s account`, (kind) => {
      expect(manageUsersReach(viewer(role), TARGETS[kind])).toBe(expected[kind]);
      expect(mayManageAccount(viewer(role), TARGETS[kind])).toBe(expected[kind] === 'edit');
    });

  it.each(ROLE_NAMES.filter((role) => !['AdminUser', '500', '400'].includes(role)))(
    'a %s lists nobody and manages no account, its own included (it holds no users.manage)',
    (role) => {
      for (const kind of KINDS) {
        expect(manageUsersReach(viewer(role), TARGETS[kind])).toBe('none');
        expect(mayManageAccount(viewer(role), TARGETS[kind])).toBe(false);
      }
    },
  );
});

describe('the training report file name (spec 2 §9)', () => {
  it("is 'TNPAL_TrainingReport_', the organization and the names without accents, every run of other characters one '_'", () => {
    expect(trainingReportFileName("St. Mary's Child Care & Learning", 'Ana-María', "O'Neil")).toBe(
      'TNPAL_TrainingReport_St_Mary_s_Child_Care_Learning_Ana_MariaO_Neil.pdf',
    );
  });
});
