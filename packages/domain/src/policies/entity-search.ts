import type { Tenant } from '../tenants/types.js';
import { CLAIMS } from '../claims.js';
import { EntityType } from '../entities/entity-types.js';
import { ADMIN_LEVEL_ROLES, isRoleIn } from '../roles.js';
import { isElevatedRole, type AccountTarget } from './accounts.js';
import type { RecordsViewer } from './records.js';

/**
 * Which people a viewer may find: always themself, and besides
 * - 'none': nobody else;
 * - 'plain': people holding no general role above 100 (a manager's reach, spec 2 §6);
 * - 'belowAdmin': everyone but holders of 500 or AdminUser (an administrator's reach);
 * - 'all': everyone (AdminUser).
 */
export type PeopleReach = 'none' | 'plain' | 'belowAdmin' | 'all';

/**
 * What a viewer may search and see of an entity type: the organizations (a public directory of the
 * registry's facilities and agencies), or the people of a reach. null: nothing of that type.
 * The server turns a scope into its SQL WHERE clause; `scopeAdmits` says the same in code.
 */
export type EntitySearchScope =
  | { entityTypeId: typeof EntityType.Organization }
  | { entityTypeId: typeof EntityType.User; selfUserId: number; others: PeopleReach };

/** The entity types a form may reference and search (spec 3 §3: 1 user, 2 organization), with their scopes. */
const SEARCHABLE = new Map<
  number,
  (viewer: RecordsViewer, tenant: Pick<Tenant, 'features'>) => EntitySearchScope | null
>([
  [
    EntityType.Organization,
    (_viewer, tenant) => (tenant.features.organizations ? { entityTypeId: EntityType.Organization } : null),
  ],
  [
    EntityType.User,
    (viewer) => ({ entityTypeId: EntityType.User, selfUserId: viewer.userId, others: peopleReach(viewer) }),
  ],
]);

/**
 * Who may search (and read properties of) which entity type, and within what scope: the one policy of
 * the form engine's cross-references (POST /api/form/entitycrossreference, entitycrossreferenceproperty,
 * and the values a form serves and saves).
 * - Organizations: everyone signed in (the first-time setup included), where the tenant has
 *   organizations (jh has none).
 * - People: exactly those whose records the viewer may edit (mayEditPersonRecords): themself, and for a
 *   user manager (CLAIMS.manageUsers) everyone within mayActOnAccount's reach. Directors, coaches and
 *   agencies reach their people when employment records arrive (issue 9), here.
 */
export function entitySearchScope(
  viewer: RecordsViewer,
  entityTypeId: number,
  tenant: Pick<Tenant, 'features'>,
): EntitySearchScope | null {
  return SEARCHABLE.get(entityTypeId)?.(viewer, tenant) ?? null;
}

/** mayEditPersonRecords as a reach, so that it can be written as a query (the table test holds them equal). */
export function peopleReach(viewer: RecordsViewer): PeopleReach {
  if (!viewer.claims.includes(CLAIMS.manageUsers)) return 'none';
  switch (viewer.activeRole) {
    case 'AdminUser':
      return 'all';
    case '500':
      return 'belowAdmin';
    default:
      return 'plain';
  }
}

/** What `entitySearchScope` lets the viewer find of an entity: an organization, or a person. */
export type EntitySearchTarget =
  | { entityTypeId: typeof EntityType.Organization }
  | ({ entityTypeId: typeof EntityType.User } & AccountTarget);

/** Whether a people reach admits someone other than the viewer, by the general roles they hold. */
export function reachAdmitsOther(reach: PeopleReach, target: AccountTarget): boolean {
  switch (reach) {
    case 'none':
      return false;
    case 'plain':
      return !target.generalRoles.some(isElevatedRole);
    case 'belowAdmin':
      return !target.generalRoles.some((role) => isRoleIn(ADMIN_LEVEL_ROLES, role));
    case 'all':
      return true;
  }
}

/** Whether a scope admits a target: the rule the server's WHERE clause carries out, as code. */
export function scopeAdmits(scope: EntitySearchScope | null, target: EntitySearchTarget): boolean {
  if (scope === null || scope.entityTypeId !== target.entityTypeId) return false;
  if (scope.entityTypeId === EntityType.Organization || target.entityTypeId !== EntityType.User) return true;
  if (target.userId === scope.selfUserId) return true;
  return reachAdmitsOther(scope.others, target);
}
