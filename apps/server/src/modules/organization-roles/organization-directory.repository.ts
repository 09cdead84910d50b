import type { TOrganization } from '@registry/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { escapeLike, startsWith, wordPrefixMatch } from '../../platform/name-search.js';

export interface KeyValue {
  key: string;
  value: string;
}

const organizationName = sql<string>`o.name`;

/**
 * Organizations whose name has a word starting with each of the words (the GIN index over the name,
 * migration 20261125100000), those whose whole name starts with the query first, then by name.
 */
export function searchOrganizationsQuery(search: {
  words: string[];
  prefix: string;
  limit: number;
}): RawBuilder<KeyValue> {
  return sql<KeyValue>`
    select o.id::text as key, o.name as value
      from organizations o
     where ${wordPrefixMatch(organizationName, search.words)}
     order by ${startsWith(organizationName, search.prefix)} desc, lower(o.name), o.id
     limit ${search.limit}`;
}

export async function searchOrganizations(
  db: Db,
  search: { words: string[]; prefix: string; limit: number },
): Promise<KeyValue[]> {
  return (await searchOrganizationsQuery(search).execute(db)).rows;
}

/**
 * The counties of a state whose name starts with the prefix (lower case; the index on (state_fips,
 * lower(name) text_pattern_ops) of migration 20261123150000), by name.
 */
export function searchCountiesQuery(stateFips: string, prefix: string): RawBuilder<KeyValue> {
  return sql<KeyValue>`
    select c.fips as key, c.name as value
      from counties c
     where c.state_fips = ${stateFips} and lower(c.name) like ${`${escapeLike(prefix)}%`}
     order by lower(c.name)`;
}

export async function searchCounties(db: Db, stateFips: string, prefix: string): Promise<KeyValue[]> {
  return (await searchCountiesQuery(stateFips, prefix).execute(db)).rows;
}

/** The county with this FIPS code in the state, if it is one. */
export async function findCounty(db: Db, stateFips: string, fips: string): Promise<KeyValue | undefined> {
  return db
    .selectFrom('counties')
    .select(['fips as key', 'name as value'])
    .where('fips', '=', fips)
    .where('stateFips', '=', stateFips)
    .executeTakeFirst();
}

/** The organizations of a county (organizations.county_fips, indexed), by name. */
export function organizationsOfCountyQuery(fips: string): RawBuilder<KeyValue> {
  return sql<KeyValue>`
    select o.id::text as key, o.name as value
      from organizations o
     where o.county_fips = ${fips}
     order by lower(o.name), o.id`;
}

export async function organizationsOfCounty(db: Db, fips: string): Promise<KeyValue[]> {
  return (await organizationsOfCountyQuery(fips).execute(db)).rows;
}

/** One organization's details; its county from the counties table when linked, else as entered. */
export async function findOrganization(db: Db, id: number): Promise<TOrganization | undefined> {
  return db
    .selectFrom('organizations as o')
    .leftJoin('counties as c', 'c.fips', 'o.countyFips')
    .select([
      'o.id',
      'o.name',
      'o.kind',
      sql<string | null>`coalesce(c.name, nullif(o.county, ''))`.as('county'),
      'o.countyFips',
      'o.region',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}
