import type { TOrganization } from '@registry/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { escapeLike, wordPrefixMatch } from '../../platform/name-search.js';

export interface KeyValue {
  key: string;
  value: string;
}

const organizationName = sql<string>`o.name`;

/** The normalised name in byte order: organizations_search_prefix_idx (migration 20261213100000). */
const searchName = sql<string>`lower(registry_search_text(o.name)) collate "C"`;

/**
 * The agency search's first part: organizations whose whole (normalised) name starts with the query, in
 * the order of that name: a range of organizations_search_prefix_idx read in order and stopped after
 * `limit`. A name that starts with the query has a word starting with each of its words (the words are
 * the query's, split where it is not a letter or digit), so no word test is needed, and none is asked:
 * with one, the planner would read every name of the range to sort them.
 */
export function organizationsStartingQuery(search: { prefix: string; limit: number }): RawBuilder<KeyValue> {
  return sql<KeyValue>`
    select o.id::text as key, o.name as value
      from organizations o
     where ${searchName} like ${`${escapeLike(search.prefix)}%`}
     order by ${searchName}, o.id
     limit ${search.limit}`;
}

/**
 * Its second part, when the first did not fill a page: the other organizations with a word starting with
 * each word (the GIN index over the name, migration 20261125100000; materialized, so that it is always the
 * index that finds them, never a walk of every organization in name order), by name.
 */
export function organizationsContainingQuery(search: {
  words: string[];
  excluded: readonly number[];
  limit: number;
}): RawBuilder<KeyValue> {
  return sql<KeyValue>`
    with found as materialized (
      select o.id, o.name from organizations o
       where ${wordPrefixMatch(organizationName, search.words)}
         and o.id <> all(${sql.val([...search.excluded])}::bigint[]))
    select found.id::text as key, found.name as value
      from found
     order by lower(found.name), found.id
     limit ${search.limit}`;
}

/**
 * Organizations whose name has a word starting with each of the words, those whose whole name starts
 * with the query first (spec 2 §2's agency search; best matches first), at most `limit`: the names that
 * start with it, then, while the page is not full, the others.
 */
export async function searchOrganizations(
  db: Db,
  search: { words: string[]; prefix: string; limit: number },
): Promise<KeyValue[]> {
  const starting = (await organizationsStartingQuery(search).execute(db)).rows;
  if (starting.length >= search.limit) return starting;
  const containing = await organizationsContainingQuery({
    words: search.words,
    excluded: starting.map((row) => Number(row.key)),
    limit: search.limit - starting.length,
  }).execute(db);
  return [...starting, ...containing.rows];
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
