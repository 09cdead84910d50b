import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { GENERAL_ROLES, type RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { personRecordsAccess, type PersonRecordsAccess } from './records.js';
import { mayEnrollPerson } from './trainer-enrollment.js';
import { searchUsersReach, type UsersGridTarget } from './users-grids.js';

const ROLE_NAMES: readonly RoleName[] = [...GENERAL_ROLES, '200'];
const SELF = 1;
const ORGANIZATION = 7;

/** The kinds of person a trainer meets in Search Users (issue 24). */
const TARGETS = {
  /** The viewer's own account (a trainer who holds 100 too). */
  self: { userId: SELF, generalRoles: ['100', '250'], staffOrganizationIds: [], accountInUse: true },
  professional: { userId: 2, generalRoles: ['100'], staffOrganizationIds: [], accountInUse: true },
  /** Staff (100) at the organization the 200 viewer directs. */
  staff: { userId: 3, generalRoles: ['100'], staffOrganizationIds: [ORGANIZATION], accountInUse: true },
  /** A director: general role 100, director (200) of an organization (an organization role). */
  director: { userId: 4, generalRoles: ['100'], staffOrganizationIds: [], accountInUse: true },
  agencyStaff: { userId: 5, generalRoles: ['100', '350'], staffOrganizationIds: [], accountInUse: true },
  administrator: { userId: 6, generalRoles: ['100', '500'], staffOrganizationIds: [], accountInUse: true },
  manager: { userId: 8, generalRoles: ['400'], staffOrganizationIds: [], accountInUse: true },
  noRoles: { userId: 9, generalRoles: [], staffOrganizationIds: [], accountInUse: true },
  unconfirmed: { userId: 10, generalRoles: ['100'], staffOrganizationIds: [], accountInUse: false },
  apiAccount: { userId: 11, generalRoles: ['100', 'ApiUser'], staffOrganizationIds: [], accountInUse: false },
} as const satisfies Record<string, UsersGridTarget>;
type Kind = keyof typeof TARGETS;
const KINDS = Object.keys(TARGETS) as Kind[];

const viewerOf = (role: RoleName, tenant: 'al' | 'tn' | 'jh') => ({
  userId: SELF,
  activeRole: role,
  claims: claimsForRole(role, getTenant(tenant)),
  directorOrganizationIds: role === '200' ? [ORGANIZATION] : [],
});

const ENROLLABLE: readonly Kind[] = [
  'self',
  'professional',
  'staff',
  'director',
  'agencyStaff',
  'administrator',
];

describe('mayEnrollPerson: whom a trainer finds and enrolls (spec 3 §2, §6)', () => {
  it.each(['al', 'jh'] as const)(
    '%s: a trainer (250) enrolls the holders of 100 with an account in use',
    (tenant) => {
      const viewer = viewerOf('250', tenant);
      for (const kind of KINDS)
        expect(mayEnrollPerson(viewer, TARGETS[kind]), kind).toBe(ENROLLABLE.includes(kind));
    },
  );

  it('tn has no trainers: a 250 there holds no claim and enrolls nobody', () => {
    for (const kind of KINDS) expect(mayEnrollPerson(viewerOf('250', 'tn'), TARGETS[kind]), kind).toBe(false);
  });

  it.each(ROLE_NAMES.filter((role) => role !== '250'))('a %s enrolls nobody', (role) => {
    for (const tenant of ['al', 'tn', 'jh'] as const)
      for (const kind of KINDS)
        expect(mayEnrollPerson(viewerOf(role, tenant), TARGETS[kind]), `${tenant} ${kind}`).toBe(false);
  });

  it('takes the role from the session, not the claim alone, nor the claim from the role alone', () => {
    const claims = claimsForRole('250', getTenant('al'));
    const professional = TARGETS.professional;
    expect(mayEnrollPerson({ userId: SELF, activeRole: '500', claims }, professional)).toBe(false);
    expect(mayEnrollPerson({ userId: SELF, activeRole: '250', claims: [] }, professional)).toBe(false);
  });
});

describe('searchUsersReach: the rows of Search Users', () => {
  // al: the trainer's row reach per kind; every other role's is personRecordsAccess's, unchanged.
  const trainer: Record<Kind, PersonRecordsAccess> = {
    self: 'edit',
    professional: 'view',
    staff: 'view',
    director: 'view',
    agencyStaff: 'view',
    administrator: 'view',
    manager: 'none',
    noRoles: 'none',
    unconfirmed: 'none',
    apiAccount: 'none',
  };
  it.each(KINDS)('al: a trainer finds a %s as the table says', (kind) => {
    expect(searchUsersReach(viewerOf('250', 'al'), TARGETS[kind])).toBe(trainer[kind]);
  });

  it('does not widen personRecordsAccess: a trainer still reads nobody’s records but their own', () => {
    const viewer = viewerOf('250', 'al');
    for (const kind of KINDS)
      expect(personRecordsAccess(viewer, TARGETS[kind]), kind).toBe(kind === 'self' ? 'edit' : 'none');
  });

  // A coach (300) finds the same people as a trainer, to offer coaching: coaching-policy.test.ts.
  it.each(ROLE_NAMES.filter((role) => role !== '250' && role !== '300'))(
    'a %s finds exactly whom personRecordsAccess lets it see, in every tenant',
    (role) => {
      for (const tenant of ['al', 'tn', 'jh'] as const)
        for (const kind of KINDS) {
          const viewer = viewerOf(role, tenant);
          expect(searchUsersReach(viewer, TARGETS[kind]), `${tenant} ${kind}`).toBe(
            personRecordsAccess(viewer, TARGETS[kind]),
          );
        }
    },
  );

  it('tn: a 250 (no trainers there) finds only themself', () => {
    for (const kind of KINDS)
      expect(searchUsersReach(viewerOf('250', 'tn'), TARGETS[kind]), kind).toBe(
        kind === 'self' ? 'edit' : 'none',
      );
  });
});
