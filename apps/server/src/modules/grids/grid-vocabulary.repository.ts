import type { TGridFilter } from '@registry/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../platform/name-search.js';
import type { GridDefinition } from '../../platform/entities/index.js';

/**
 * How many distinct values a Contains may match for the grid to name them: past it, the filter stays an
 * ILIKE over the records (a word that common fills a page from the first records walked by date).
 */
export const VOCABULARY_MATCH_LIMIT = 1000;

/** The values each Contains filter on a vocabulary column matches, by the filter's field ('filterInfo.0'). */
export type VocabularyMatches = ReadonlyMap<string, readonly string[]>;

/** The pattern of a Contains: the value trimmed, its wildcards escaped, anywhere in the text. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value.trim())}%`;
}

/** The values of a vocabulary a Contains matches, one more than VOCABULARY_MATCH_LIMIT at most. */
export function vocabularyQuery(vocabulary: { table: string; column: string }, value: string) {
  const column = sql.ref(vocabulary.column);
  return sql<{ value: string }>`
    select ${column} as value from ${sql.table(vocabulary.table)}
    where ${column} ilike ${containsPattern(value)}
    limit ${VOCABULARY_MATCH_LIMIT + 1}`;
}

/**
 * A Contains on a column with a vocabulary (GridDefinition column `vocabulary`) as the values that
 * match, read from the vocabulary before the grid's query: the query then asks for `column = any(values)`
 * with the values written in, so PostgreSQL plans for them (a rare name: the records of that name from the
 * btree by name, sorted; a common one: the walk by date). The same rows as the ILIKE, since every value a
 * record bears is in the vocabulary (the triggers of migration 20261128100000 add it in the record's own
 * statement). A filter that is not a well-formed Contains on such a column is left to filterCondition,
 * which checks it; more than VOCABULARY_MATCH_LIMIT values, and the filter stays an ILIKE.
 */
export async function vocabularyMatches(
  db: Db,
  definition: GridDefinition,
  filters: { filterInfo: readonly TGridFilter[]; defaultFilters: readonly TGridFilter[] },
): Promise<VocabularyMatches> {
  const lookups: Promise<readonly [string, readonly string[]] | null>[] = [];
  for (const [name, list] of [
    ['filterInfo', filters.filterInfo],
    ['defaultFilters', filters.defaultFilters],
  ] as const) {
    list.forEach((filter, index) => {
      const column = definition.columns.find((candidate) => candidate.propertyName === filter.filterColumn);
      const vocabulary = column?.filterable ? column.vocabulary : undefined;
      if (vocabulary === undefined || filter.operation !== 'Contains' || filter.value.trim() === '') return;
      if (column?.operations && !column.operations.includes('Contains')) return;
      lookups.push(
        (async () => {
          const result = await vocabularyQuery(vocabulary, filter.value).execute(db);
          if (result.rows.length > VOCABULARY_MATCH_LIMIT) return null;
          return [`${name}.${index}`, result.rows.map((row) => row.value)] as const;
        })(),
      );
    });
  }
  const found = await Promise.all(lookups);
  return new Map(found.filter((entry) => entry !== null));
}
