import { sql } from 'kysely';
import type { GridDefinition } from '../../platform/entities/index.js';
import { escapeLike } from '../../platform/name-search.js';

/** The texts of the seeded lists a grid's choice columns name, by list code: [id, text] pairs. */
export type ChoiceTexts = ReadonlyMap<string, readonly (readonly [id: string, text: string])[]>;

/** The seeded lists a grid's choice columns read. */
export function choiceListsOf(definition: GridDefinition): string[] {
  return [
    ...new Set(
      definition.columns.flatMap((column) =>
        column.choiceSource && 'list' in column.choiceSource ? [column.choiceSource.list] : [],
      ),
    ),
  ];
}

/**
 * The grid with its choice columns written out over these texts; others as they are. A column that stores
 * a choice's id (a dropdown's answer) shows, sorts and exports the choice's text (the id itself when it
 * names no choice, e.g. a choice since removed), and its filter matches the texts. Its SQL is written per
 * request from the lists as the server has them (cached, CHOICE_LIST_CACHE_MS): a CASE over the stored
 * column, cheap per row even in an export of a million, and filters on the stored column itself, so its
 * index serves.
 */
export function withChoiceTexts(definition: GridDefinition, texts: ChoiceTexts): GridDefinition {
  if (!definition.columns.some((column) => column.choiceSource)) return definition;
  return {
    ...definition,
    columns: definition.columns.map((column) => {
      const source = column.choiceSource;
      if (!source) return column;
      const pairs = 'list' in source ? (texts.get(source.list) ?? []) : source.inline;
      const stored = column.sql;
      const cases = pairs.map(([id, text]) => sql`when ${id} then ${text}`);
      const ids = (match: (text: string) => boolean) =>
        pairs.filter(([, text]) => match(text)).map(([id]) => id);
      return {
        ...column,
        sql: cases.length > 0 ? sql`(case ${stored} ${sql.join(cases, sql` `)} else ${stored} end)` : stored,
        choices: {
          stored,
          matching: (operation, value) => {
            if (operation === 'Equals')
              return sql<boolean>`${stored} = any(${[...ids((text) => text === value), value]}::text[])`;
            const pattern = `%${escapeLike(value)}%`;
            const lower = value.toLowerCase();
            const matching = ids((text) => text.toLowerCase().includes(lower));
            return matching.length > 0
              ? sql<boolean>`(${stored} = any(${matching}::text[]) or ${stored} ilike ${pattern})`
              : sql<boolean>`${stored} ilike ${pattern}`;
          },
        },
      };
    }),
  };
}
