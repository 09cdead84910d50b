import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { EntityType } from '../entities/entity-types.js';
import { entitySearchScope, scopeAdmits, type EntitySearchTarget } from './entity-search.js';
import { mayEditPersonRecords } from './records.js';

const ME = 1;
const person = (userId: number, generalRoles: string[]): EntitySearchTarget => ({
  entityTypeId: EntityType.User,
  userId,
  generalRoles,
});

// The targets of a search: an organization, the viewer themself, and other people by the roles they hold.
const TARGETS = {
  organization: { entityTypeId: EntityType.Organization },
  self: person(ME, ['100', '500']),
  plain: person(2, ['100']),
  noRoles: person(2, []),
  elevated: person(2, ['100', '350']),
  manager: person(2, ['100', '400']),
  admin: person(2, ['100', '500']),
  system: person(2, ['AdminUser']),
  api: person(2, ['ApiUser']),
} satisfies Record<string, EntitySearchTarget>;
type Kind = keyof typeof TARGETS;

const EVERYONE_FINDS: Kind[] = ['organization', 'self'];

describe('entitySearchScope: who may find which entity (roles x targets)', () => {
  const tenant = getTenant('al');
  // viewer's active role -> what it finds
  const table: [RoleName | null, Kind[]][] = [
    [null, EVERYONE_FINDS],
    ['100', EVERYONE_FINDS],
    ['200', EVERYONE_FINDS],
    ['250', EVERYONE_FINDS],
    ['300', EVERYONE_FINDS],
    ['350', EVERYONE_FINDS],
    ['375', EVERYONE_FINDS],
    ['400', [...EVERYONE_FINDS, 'plain', 'noRoles']],
    ['500', [...EVERYONE_FINDS, 'plain', 'noRoles', 'elevated', 'manager', 'api']],
    ['AdminUser', [...EVERYONE_FINDS, 'plain', 'noRoles', 'elevated', 'manager', 'admin', 'system', 'api']],
  ];
  it.each(table)('%s finds %j', (role, kinds) => {
    // A first-time login (no active role's claims) has none.
    const claims = role === null ? [] : claimsForRole(role, tenant);
    const viewer = { userId: ME, activeRole: role, claims };
    for (const kind of Object.keys(TARGETS) as Kind[]) {
      const target = TARGETS[kind];
      const found = scopeAdmits(entitySearchScope(viewer, target.entityTypeId, tenant), target);
      expect(found, kind).toBe(kinds.includes(kind));
      // People: exactly those whose records the viewer may edit, the rule of their forms and files.
      if (target.entityTypeId === EntityType.User)
        expect(found, kind).toBe(mayEditPersonRecords(viewer, target));
    }
  });

  it('finds no organizations where the tenant has none (jh)', () => {
    const viewer = {
      userId: ME,
      activeRole: 'AdminUser' as const,
      claims: claimsForRole('AdminUser', getTenant('jh')),
    };
    expect(entitySearchScope(viewer, EntityType.Organization, getTenant('jh'))).toBeNull();
    expect(entitySearchScope(viewer, EntityType.Organization, getTenant('tn'))).not.toBeNull();
  });

  it('has no scope for entity types that are not searched', () => {
    const viewer = {
      userId: ME,
      activeRole: 'AdminUser' as const,
      claims: claimsForRole('AdminUser', tenant),
    };
    for (const entityTypeId of [0, 3, 32, 900])
      expect(entitySearchScope(viewer, entityTypeId, tenant)).toBeNull();
  });

  it('never lets a scope of one type admit an entity of another', () => {
    const viewer = {
      userId: ME,
      activeRole: 'AdminUser' as const,
      claims: claimsForRole('AdminUser', tenant),
    };
    expect(scopeAdmits(entitySearchScope(viewer, EntityType.User, tenant), TARGETS.organization)).toBe(false);
    expect(scopeAdmits(entitySearchScope(viewer, EntityType.Organization, tenant), TARGETS.plain)).toBe(
      false,
    );
  });
});
