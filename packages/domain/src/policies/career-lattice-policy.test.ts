import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { entityPolicy } from '../entities/entity-policies.js';
import { EntityType } from '../entities/entity-types.js';
import type { RecordPermissions } from '../entities/entity-policy.js';
import { careerLatticePolicy } from './career-lattice-policy.js';
import type { ProfileRecordState } from './profile-record-policy.js';

const VIEWER = 1;
const OTHER = 2;
const ORG = 11;

const STATES = {
  open: { verified: false, rejected: false, verificationStatus: null },
  rejected: { verified: false, rejected: true, verificationStatus: null },
  requested: { verified: false, rejected: false, verificationStatus: 'Requested' },
  verified: { verified: true, rejected: false, verificationStatus: null },
} as const;
type State = keyof typeof STATES;
type Target = 'own' | 'staff' | 'professional';

/** V(iew) E(dit) D(isable) X (delete), then A (may add) and Y (may verify); '-' where not. */
const code = (p: RecordPermissions, add: boolean, verify: boolean) =>
  [
    p.canView ? 'V' : '-',
    p.canEdit ? 'E' : '-',
    p.canDisable ? 'D' : '-',
    p.canDelete ? 'X' : '-',
    add ? 'A' : '-',
    verify ? 'Y' : '-',
  ].join('');

function actionsFor(
  role: RoleName,
  tenantCode: 'al' | 'tn' | 'jh',
  target: Target,
  state: State,
  disabled = false,
) {
  const tenant = getTenant(tenantCode);
  const viewer = {
    userId: VIEWER,
    activeRole: role,
    claims: claimsForRole(role, tenant),
    directorOrganizationIds: [ORG],
  };
  const owner = target === 'own' ? VIEWER : OTHER;
  const reach = careerLatticePolicy.reach(
    viewer,
    { userId: owner, generalRoles: ['100'], staffOrganizationIds: target === 'staff' ? [ORG] : [] },
    tenant,
  );
  const row: ProfileRecordState = { ...STATES[state], ownerUserId: owner, disabled };
  return code(
    careerLatticePolicy.permissions(viewer, tenant, reach, row),
    careerLatticePolicy.mayAdd(viewer, tenant, reach, owner),
    careerLatticePolicy.mayVerify?.(viewer, tenant, reach, row) ?? false,
  );
}

describe('the career lattice level (entity 31): roles x targets x states (spec 3 §4, §6)', () => {
  const table: [RoleName, Target, Record<State, string>][] = [
    ['100', 'own', { open: 'VE-XA-', rejected: 'VE-XA-', requested: 'V---A-', verified: 'V---A-' }],
    ['100', 'professional', { open: '------', rejected: '------', requested: '------', verified: '------' }],
    ['200', 'staff', { open: 'V-----', rejected: 'V-----', requested: 'V-----', verified: 'V-----' }],
    ['200', 'professional', { open: '------', rejected: '------', requested: '------', verified: '------' }],
    ['250', 'professional', { open: '------', rejected: '------', requested: '------', verified: '------' }],
    ['300', 'professional', { open: '------', rejected: '------', requested: '------', verified: '------' }],
    ['350', 'professional', { open: 'V-----', rejected: 'V-----', requested: 'V-----', verified: 'V-----' }],
    ['375', 'professional', { open: 'V-----', rejected: 'V-----', requested: 'V-----', verified: 'V-----' }],
    ['400', 'professional', { open: 'VEDXAY', rejected: 'VEDXAY', requested: 'VEDXAY', verified: 'VEDXAY' }],
    ['500', 'professional', { open: 'VEDXAY', rejected: 'VEDXAY', requested: 'VEDXAY', verified: 'VEDXAY' }],
    [
      'AdminUser',
      'professional',
      { open: 'VEDXAY', rejected: 'VEDXAY', requested: 'VEDXAY', verified: 'VEDXAY' },
    ],
    // A manager never verifies their own level; the owner's lock binds them too.
    ['400', 'own', { open: 'VEDXA-', rejected: 'VEDXA-', requested: 'V-D-A-', verified: 'V-D-A-' }],
  ];
  for (const tenantCode of ['al', 'tn'] as const)
    it.each(table)(`in ${tenantCode}: %s viewing %s levels`, (role, target, expected) => {
      for (const state of Object.keys(STATES) as State[])
        expect(actionsFor(role, tenantCode, target, state), state).toBe(expected[state]);
    });

  it('jh has no career lattice: nobody reaches, adds or verifies a level', () => {
    for (const role of ['100', '400', '500', 'AdminUser'] as RoleName[])
      for (const target of ['own', 'professional'] as Target[])
        expect(actionsFor(role, 'jh', target, 'requested')).toBe('------');
  });

  it('a disabled level is neither edited by its manager nor verified', () => {
    expect(actionsFor('400', 'al', 'professional', 'requested', true)).toBe('V-DXA-');
  });

  it('is the policy the catalogue names for entity 31', () => {
    expect(entityPolicy(EntityType.CareerLatticeLevel)).toBe(careerLatticePolicy);
  });
});
