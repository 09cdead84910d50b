import { EntityType, type EntitySearchScope, type Tenant } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { peopleReachCondition } from '../../platform/name-search.js';

type Expression<T = unknown> = RawBuilder<T>;

/** A property a search may be narrowed by: the column it compares, and the form its values take. */
export interface PeerProperty {
  column: Expression<string | null>;
  pattern: RegExp;
  /** What the pattern asks for, in words (the message of a value that does not match). */
  expected: string;
}

/**
 * An entity type a cross-reference element may name (spec 3 §3 "cross-reference arguments"): what it is
 * searched on (ecrSearchPropertyId), its named filters (ecrFilter), the properties a peer element's value
 * narrows it by (peerElements' propertyId), and the properties an element may show (ecrPropertyId). All
 * SQL of the searches is here, each entity's rows as one FROM, so that the repository only assembles it.
 */
export interface CrossReferenceEntity {
  entityTypeId: number;
  from: Expression;
  id: Expression<number>;
  /** The text the search property matches, as indexed (migration 20261125100000). */
  searchProperties: Record<string, Expression<string>>;
  /** What an item reads as: enough to tell two of the same name apart. */
  display: Expression<string>;
  filters: Record<string, Expression<boolean>>;
  peers: Record<string, PeerProperty>;
  properties: Record<string, Expression<string | null>>;
  /** Who the viewer may find: the scope of packages/domain's entitySearchScope as a WHERE condition. */
  scope(scope: EntitySearchScope): Expression<boolean>;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Entity type 2, organizations: a public directory of the registry's facilities and agencies, searched
 * by name, filtered by kind ('agency', 'facility') and by county (a county element as peer).
 */
function organizations(tenant: Pick<Tenant, 'terms'>): CrossReferenceEntity {
  const county = sql<string | null>`coalesce(c.name, nullif(o.county, ''))`;
  return {
    entityTypeId: EntityType.Organization,
    from: sql`organizations o left join counties c on c.fips = o.county_fips`,
    id: sql<number>`o.id`,
    searchProperties: { name: sql<string>`o.name` },
    display: sql<string>`o.name || coalesce(' (' || ${county} || ')', '')`,
    filters: { agency: sql<boolean>`o.kind = 'agency'`, facility: sql<boolean>`o.kind = 'facility'` },
    peers: {
      countyFips: {
        column: sql<string>`o.county_fips`,
        pattern: /^\d{5}$/,
        expected: 'a five-digit county code',
      },
    },
    properties: {
      name: sql<string>`o.name`,
      // In the tenant's words: a facility is a 'program' in tn.
      kind: sql<string>`case o.kind when 'agency' then 'Agency' else ${capitalised(tenant.terms.program)} end`,
      county,
      region: sql<string | null>`o.region`,
    },
    scope: () => sql<boolean>`true`,
  };
}

/** Entity type 1, people: searched by first and last name, only within the viewer's reach. */
const people: CrossReferenceEntity = {
  entityTypeId: EntityType.User,
  from: sql`users u`,
  id: sql<number>`u.id`,
  searchProperties: { name: sql<string>`u.first_name || ' ' || u.last_name` },
  // The registry id tells two people of one name apart; it is on the person's own pages as well.
  display: sql<string>`u.first_name || ' ' || u.last_name || ' (' || u.registry_id || ')'`,
  filters: {},
  peers: {},
  properties: { name: sql<string>`u.first_name || ' ' || u.last_name`, email: sql<string>`u.email` },
  scope(scope) {
    if (scope.entityTypeId !== EntityType.User) return sql<boolean>`false`;
    return peopleReachCondition(sql<number>`u.id`, scope.selfUserId, scope.others);
  },
};

/** The entity types forms may reference, by type id. */
export function crossReferenceEntities(
  tenant: Pick<Tenant, 'terms'>,
): ReadonlyMap<number, CrossReferenceEntity> {
  return new Map([people, organizations(tenant)].map((entity) => [entity.entityTypeId, entity]));
}
