import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import {
  mayAddOwnRecord,
  mayManageDisabledRows,
  recordRowActions,
  type RecordRowActions,
  type RecordRowState,
} from './grid-rows.js';
import { personRecordsAccess } from './records.js';

const VIEWER = 1;
const OTHER = 2;
const ORG = 11;

/** Row states: open, each kind of lock, disabled; owned by the viewer or by someone else. */
const STATES = {
  open: { verified: false, rejected: false, verificationStatus: null },
  rejected: { verified: false, rejected: true, verificationStatus: null },
  requested: { verified: false, rejected: false, verificationStatus: 'Requested' },
  verified: { verified: true, rejected: false, verificationStatus: null },
  sentViaApi: { verified: false, rejected: false, verificationStatus: null, sentViaApi: true },
} as const;
type State = keyof typeof STATES;

/** Flags as a compact string: V(iew) E(dit) D(isable) X (delete); '-' where not allowed. */
const code = (actions: RecordRowActions) =>
  [
    actions.canView ? 'V' : '-',
    actions.canEdit ? 'E' : '-',
    actions.canDisable ? 'D' : '-',
    actions.canDelete ? 'X' : '-',
  ].join('');

function actionsFor(
  role: RoleName,
  tenantCode: 'al' | 'tn',
  entityTypeId: number,
  target: 'own' | 'staff' | 'professional',
  state: State,
  disabled = false,
): string {
  const tenant = getTenant(tenantCode);
  const viewer = {
    userId: VIEWER,
    activeRole: role,
    claims: claimsForRole(role, tenant),
    directorOrganizationIds: [ORG],
  };
  const owner = target === 'own' ? VIEWER : OTHER;
  const access = personRecordsAccess(viewer, {
    userId: owner,
    generalRoles: ['100'],
    staffOrganizationIds: target === 'staff' ? [ORG] : [],
  });
  const row: RecordRowState = { ...STATES[state], ownerUserId: owner, disabled };
  return code(recordRowActions(viewer, tenant, entityTypeId, access, row));
}

describe('recordRowActions: roles x targets x row states (spec 3 §1, §6; spec 1 §4)', () => {
  // Education (4) in al: the generic case. Columns: the row states of STATES.
  const education: [RoleName, 'own' | 'staff' | 'professional', Record<State, string>][] = [
    [
      '100',
      'own',
      { open: 'VE-X', rejected: 'VE-X', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '100',
      'staff',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '200',
      'staff',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '200',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '250',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '300',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '350',
      'professional',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '375',
      'professional',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '400',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    [
      '500',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    [
      'AdminUser',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    // A manager's own records: the owner's lock binds them too; they may disable their own rows.
    [
      '400',
      'own',
      { open: 'VEDX', rejected: 'VEDX', requested: 'V-D-', verified: 'V-D-', sentViaApi: 'V-D-' },
    ],
    [
      '350',
      'own',
      { open: 'VE-X', rejected: 'VE-X', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
  ];
  it.each(education)('education in al: %s viewing %s records', (role, target, expected) => {
    for (const state of Object.keys(STATES) as State[]) {
      expect(actionsFor(role, 'al', 4, target, state), state).toBe(expected[state]);
    }
  });

  it('in tn the owner does not delete training records, but still edits open ones; a manager deletes them', () => {
    expect(actionsFor('100', 'tn', 3, 'own', 'open')).toBe('VE--');
    expect(actionsFor('100', 'al', 3, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 4, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('400', 'tn', 3, 'professional', 'open')).toBe('VEDX');
  });

  it('role 100 disables its own certifications in tn only, and nothing of anyone else', () => {
    expect(actionsFor('100', 'tn', 7, 'own', 'open')).toBe('VEDX');
    expect(actionsFor('100', 'tn', 7, 'own', 'verified')).toBe('V-D-');
    expect(actionsFor('100', 'al', 7, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 4, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 7, 'staff', 'open')).toBe('----');
  });

  it('a disabled row is not edited until enabled; delete and disable stay', () => {
    expect(actionsFor('500', 'al', 4, 'professional', 'open', true)).toBe('V-DX');
    expect(actionsFor('100', 'tn', 7, 'own', 'open', true)).toBe('V-DX');
    expect(actionsFor('100', 'al', 4, 'own', 'open', true)).toBe('V--X');
  });

  it('an employment holding or requesting an organization role is neither deleted nor disabled', () => {
    const tenant = getTenant('al');
    const viewer = { userId: VIEWER, activeRole: '500' as const };
    const none = {
      has100Role: false,
      has200Role: false,
      pending100: false,
      pending200: false,
      rejected100: false,
      rejected200: false,
      removed100: false,
      removed200: false,
    };
    const row = (roles: Partial<typeof none>): RecordRowState => ({
      ...STATES.open,
      ownerUserId: OTHER,
      disabled: false,
      organizationRoles: { ...none, ...roles },
    });
    const flags = (roles: Partial<typeof none>) =>
      code(recordRowActions(viewer, tenant, 8, 'edit', row(roles)));
    expect(flags({})).toBe('VEDX');
    expect(flags({ rejected100: true, removed200: true })).toBe('VEDX');
    for (const held of ['has100Role', 'has200Role', 'pending100', 'pending200'] as const) {
      expect(flags({ [held]: true }), held).toBe('VE--');
    }
    const own = recordRowActions({ userId: VIEWER, activeRole: '100' }, tenant, 8, 'edit', {
      ...row({ pending100: true }),
      ownerUserId: VIEWER,
    });
    expect(code(own)).toBe('VE--');
  });
});

describe('mayManageDisabledRows (spec 3 §6)', () => {
  const roles: RoleName[] = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser', 'ApiUser'];
  const table: [number, 'al' | 'tn', RoleName[]][] = [
    [3, 'tn', ['400', '500', 'AdminUser']],
    [4, 'al', ['400', '500', 'AdminUser']],
    [7, 'al', ['400', '500', 'AdminUser']],
    [7, 'tn', ['100', '400', '500', 'AdminUser']],
    [8, 'tn', ['400', '500', 'AdminUser']],
    [23, 'al', ['250', '400', '500', 'AdminUser']],
    [24, 'al', ['250', '400', '500', 'AdminUser']],
    [26, 'al', ['250', '400', '500', 'AdminUser']],
  ];
  it.each(table)('entity type %i in %s: %j', (entityTypeId, tenantCode, allowed) => {
    for (const role of roles) {
      expect(mayManageDisabledRows(role, entityTypeId, getTenant(tenantCode)), role).toBe(
        allowed.includes(role),
      );
    }
    expect(mayManageDisabledRows(null, entityTypeId, getTenant(tenantCode))).toBe(false);
  });
});

describe('mayAddOwnRecord', () => {
  it('keeps tn users from adding training records from the grid, and nothing else', () => {
    expect(mayAddOwnRecord(3, getTenant('tn'))).toBe(false);
    expect(mayAddOwnRecord(3, getTenant('al'))).toBe(true);
    expect(mayAddOwnRecord(3, getTenant('jh'))).toBe(true);
    expect(mayAddOwnRecord(7, getTenant('tn'))).toBe(true);
  });
});
