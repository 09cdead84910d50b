import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { personRecordsAccess } from './records.js';
import {
  employmentRoleAccess,
  trainTnActions,
  roleRequestScope,
  roleRequestScopeAdmits,
  type EmploymentRoleAccess,
  type EmploymentRoleTarget,
} from './organization-role-access.js';

const ME = 1;
const ORG = 11;
const OTHER_ORG = 12;

/** Employment records: the viewer's own, and other people's by their roles and the organization named. */
const TARGETS = {
  own: { userId: ME, generalRoles: ['100'], organizationId: ORG },
  atMyOrg: { userId: 2, generalRoles: ['100'], organizationId: ORG },
  elevatedAtMyOrg: { userId: 2, generalRoles: ['100', '350'], organizationId: ORG },
  adminAtMyOrg: { userId: 2, generalRoles: ['100', '500'], organizationId: ORG },
  atOtherOrg: { userId: 2, generalRoles: ['100'], organizationId: OTHER_ORG },
  elsewhere: { userId: 2, generalRoles: ['100'], organizationId: null },
  elevatedElsewhere: { userId: 2, generalRoles: ['100', '400'], organizationId: OTHER_ORG },
} satisfies Record<string, EmploymentRoleTarget>;
type Kind = keyof typeof TARGETS;
type Access = keyof EmploymentRoleAccess;

const NONE: Access[] = [];
const PERSON: Access[] = ['view', 'request', 'end', 'removeTrainTn'];
const DIRECTOR: Access[] = ['view', 'decide', 'grantTrainTn', 'removeTrainTn'];
const MANAGER: Access[] = ['view', 'end', 'decide', 'grantTrainTn', 'removeTrainTn'];

/** Every kind of target but the viewer's own maps to NONE unless listed. */
const others = (granted: Access[], kinds: Kind[]): Partial<Record<Kind, Access[]>> =>
  Object.fromEntries(kinds.map((kind) => [kind, granted]));

describe('employmentRoleAccess: whose employment roles (roles x targets)', () => {
  const tenant = getTenant('tn');
  // The viewer (active role) directs ORG through an active 200 role; what it may do with each target.
  const table: [RoleName | null, Partial<Record<Kind, Access[]>>][] = [
    [null, {}],
    ['100', {}],
    ['200', others(DIRECTOR, ['atMyOrg', 'elevatedAtMyOrg', 'adminAtMyOrg'])],
    ['250', {}],
    ['300', {}],
    ['350', {}],
    ['375', {}],
    ['400', others(MANAGER, ['atMyOrg', 'atOtherOrg', 'elsewhere'])],
    ['500', others(MANAGER, ['atMyOrg', 'elevatedAtMyOrg', 'atOtherOrg', 'elsewhere', 'elevatedElsewhere'])],
    [
      'AdminUser',
      others(MANAGER, [
        'atMyOrg',
        'elevatedAtMyOrg',
        'adminAtMyOrg',
        'atOtherOrg',
        'elsewhere',
        'elevatedElsewhere',
      ]),
    ],
    ['ApiUser', {}],
  ];

  it.each(table)('%s', (role, granted) => {
    // A limited login (no active role) has no claims.
    const claims = role === null ? [] : claimsForRole(role, tenant);
    const viewer = { userId: ME, activeRole: role, claims, directorOrganizationIds: [ORG] };
    for (const kind of Object.keys(TARGETS) as Kind[]) {
      const access = employmentRoleAccess(viewer, TARGETS[kind]);
      const expected = kind === 'own' ? PERSON : (granted[kind] ?? NONE);
      const allowed = (Object.keys(access) as Access[]).filter((key) => access[key]);
      expect(allowed.sort(), kind).toEqual([...expected].sort());
      // The requests list's WHERE clause admits exactly what the viewer may answer.
      expect(roleRequestScopeAdmits(roleRequestScope(viewer), TARGETS[kind]), kind).toBe(access.decide);
    }
  });

  it('gives a director nothing of their organization while 200 is not the active role', () => {
    const viewer = {
      userId: ME,
      activeRole: '100' as const,
      claims: claimsForRole('100', tenant),
      directorOrganizationIds: [ORG],
    };
    expect(employmentRoleAccess(viewer, TARGETS.atMyOrg).view).toBe(false);
  });

  it('gives a director acting as 200 nothing at an organization they do not direct', () => {
    const viewer = {
      userId: ME,
      activeRole: '200' as const,
      claims: claimsForRole('200', tenant),
      directorOrganizationIds: [OTHER_ORG],
    };
    expect(employmentRoleAccess(viewer, TARGETS.atMyOrg).view).toBe(false);
    expect(employmentRoleAccess(viewer, TARGETS.atOtherOrg).decide).toBe(true);
  });

  it('lets nobody answer their own request, whatever they hold', () => {
    for (const role of ['200', '400', '500', 'AdminUser'] as const) {
      const viewer = {
        userId: ME,
        activeRole: role,
        claims: claimsForRole(role, tenant),
        directorOrganizationIds: [ORG],
      };
      expect(employmentRoleAccess(viewer, TARGETS.own).decide, role).toBe(false);
      expect(roleRequestScopeAdmits(roleRequestScope(viewer), TARGETS.own), role).toBe(false);
    }
  });

  it('has no requests to answer where the tenant has no organizations (jh: no claim)', () => {
    const jh = getTenant('jh');
    const viewer = {
      userId: ME,
      activeRole: '500' as const,
      claims: claimsForRole('500', jh),
      directorOrganizationIds: [],
    };
    expect(roleRequestScope(viewer)).toBeNull();
    expect(employmentRoleAccess(viewer, TARGETS.atMyOrg)).toMatchObject({ view: true, decide: false });
  });
});

describe("trainTnActions: a grid row's TrainTN actions are employmentRoleAccess's, read from the row's reach", () => {
  const roles: (RoleName | null)[] = [
    null,
    '100',
    '200',
    '250',
    '300',
    '350',
    '375',
    '400',
    '500',
    'AdminUser',
  ];
  for (const code of ['tn', 'al'] as const) {
    const tenant = getTenant(code);
    it.each(roles)(`${code}: %s`, (role) => {
      const claims = role === null ? [] : claimsForRole(role, tenant);
      const viewer = { userId: ME, activeRole: role, claims, directorOrganizationIds: [ORG] };
      for (const kind of Object.keys(TARGETS) as Kind[]) {
        const target = TARGETS[kind];
        for (const has100Role of [true, false])
          for (const hasTrainTnAccess of [true, false]) {
            const staffOrganizationIds =
              has100Role && target.organizationId !== null ? [target.organizationId] : [];
            const reach = personRecordsAccess(viewer, { ...target, staffOrganizationIds });
            // A grid lists only rows in reach.
            if (reach === 'none') continue;
            const row = {
              ownerUserId: target.userId,
              organizationId: target.organizationId,
              has100Role,
              hasTrainTnAccess,
            };
            const access = employmentRoleAccess(viewer, target);
            const registry = tenant.features.trainTnAccess && target.organizationId !== null;
            expect(
              trainTnActions(viewer, tenant, reach, row),
              `${kind} ${has100Role} ${hasTrainTnAccess}`,
            ).toEqual({
              grant: registry && access.grantTrainTn && has100Role && !hasTrainTnAccess,
              remove: registry && access.removeTrainTn && hasTrainTnAccess,
            });
          }
      }
    });
  }
});
