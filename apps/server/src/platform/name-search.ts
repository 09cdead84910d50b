import type { PeopleReach } from '@registry/domain';
import { ADMIN_LEVEL_ROLES } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * The SQL of the name searches (DESIGN §2 "text search"; migration 20261125100000), shared by the form
 * engine's cross-references and the organization searches: a word-prefix match that the GIN indexes over
 * to_tsvector('simple', registry_search_text(...)) answer, and the reach of a people search.
 */

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Every word starts a word of `property` (a prefix tsquery on the index over `property`, which must be
 * written exactly as indexed). The words are letters and digits only (the domain's searchWords), so
 * nothing typed reaches the tsquery's syntax. No words: any.
 */
export function wordPrefixMatch(property: RawBuilder<string>, words: readonly string[]): RawBuilder<boolean> {
  if (words.length === 0) return sql<boolean>`true`;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql<boolean>`to_tsvector('simple', registry_search_text(${property})) @@ to_tsquery('simple', ${query})`;
}

/** wordPrefixMatch over words kept in a tsvector column (users.name_search): nothing to compute per row. */
export function storedWordPrefixMatch(
  vector: RawBuilder<unknown>,
  words: readonly string[],
): RawBuilder<boolean> {
  if (words.length === 0) return sql<boolean>`true`;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql<boolean>`${vector} @@ to_tsquery('simple', ${query})`;
}

/** True when the whole of `property` starts with `prefix` (normalised, lower case): best matches first. */
export function startsWith(property: RawBuilder<string>, prefix: string): RawBuilder<boolean> {
  return sql<boolean>`lower(registry_search_text(${property})) like ${`${escapeLike(prefix)}%`}`;
}

/**
 * People within a reach (the domain's PeopleReach) besides the viewer `selfUserId`, for the person whose
 * id is `userId`: "themself, or nobody holding such a role", written without the OR, so that PostgreSQL
 * joins the roles as an anti-join by their primary key, row by row, instead of reading every elevated
 * holder first (10 ms at 150,000 people; bench/form-search.ts).
 */
export function peopleReachCondition(
  userId: RawBuilder<number>,
  selfUserId: number,
  reach: PeopleReach,
): RawBuilder<boolean> {
  const holding = (condition: RawBuilder<boolean>) =>
    sql<boolean>`not exists (
      select 1 from user_general_roles r
      where r.user_id = ${userId} and ${userId} <> ${selfUserId} and ${condition})`;
  switch (reach) {
    case 'none':
      return sql<boolean>`${userId} = ${selfUserId}`;
    case 'all':
      return sql<boolean>`true`;
    case 'plain':
      return holding(sql<boolean>`r.role_name <> '100'`);
    case 'belowAdmin':
      return holding(sql<boolean>`r.role_name in (${sql.join([...ADMIN_LEVEL_ROLES])})`);
  }
}
