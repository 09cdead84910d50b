import type { GridColumnType } from '@registry/domain';
import { sql } from 'kysely';
import { escapeLike } from '../../../platform/name-search.js';
import type { ChoiceSource, GridColumnDefinition, RecordGridDefinition } from './types.js';

type Options = Omit<GridColumnDefinition, 'propertyName' | 'columnName' | 'type' | 'sql'>;

/** A column of the record (`r.<column>`), sortable and filterable unless said otherwise. */
export function recordColumn(
  propertyName: string,
  columnName: string,
  type: GridColumnType,
  column: string,
  options: Options = {},
): GridColumnDefinition {
  return {
    propertyName,
    columnName,
    type,
    sql: sql.ref(`r.${column}`),
    sortable: true,
    filterable: true,
    ...options,
  };
}

/** The texts of the seeded lists a grid's choice columns name, by list code: [id, text] pairs. */
export type ChoiceTexts = ReadonlyMap<string, readonly (readonly [id: string, text: string])[]>;

/**
 * A column of the record that stores a choice's id (a dropdown's answer). The grid, its sort and its
 * exports show the choice's text (the id itself when it names no choice, e.g. a choice since removed),
 * and its filter matches the texts. Its SQL is written per request by `withChoiceTexts`, from the lists
 * as the server has them (cached, CHOICE_LIST_CACHE_MS): a CASE over the stored column, cheap per row even
 * in an export of a million, and filters on the stored column itself, so its index serves.
 */
export function choiceColumn(
  propertyName: string,
  columnName: string,
  column: string,
  source: ChoiceSource,
  options: Options = {},
): GridColumnDefinition {
  return { ...recordColumn(propertyName, columnName, 'text', column, options), choiceSource: source };
}

/** The seeded lists a grid's choice columns read. */
export function choiceListsOf(definition: RecordGridDefinition): string[] {
  return [
    ...new Set(
      definition.columns.flatMap((column) =>
        column.choiceSource && 'list' in column.choiceSource ? [column.choiceSource.list] : [],
      ),
    ),
  ];
}

/** The grid with its choice columns written out over these texts (see choiceColumn); others as they are. */
export function withChoiceTexts(definition: RecordGridDefinition, texts: ChoiceTexts): RecordGridDefinition {
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

/**
 * The verification state in words (spec 3 §4 status icons: Requested, Approved, Rejected): what a
 * verifier filters by. A request made after a rejection reads Requested.
 */
export function verificationColumn(options: Options = {}): GridColumnDefinition {
  return {
    propertyName: 'verification',
    columnName: 'Verification',
    type: 'text',
    sql: sql`case when r.verified then 'Verified' when r.verification_status = 'Requested' then 'Requested'
      when r.rejected then 'Rejected' else 'Not Verified' end`,
    sortable: true,
    filterable: true,
    operations: ['None', 'Equals'],
    ...options,
  };
}

/** The columns every record grid ends with: verified (the icon), the state in words, the last change. */
export function verificationColumns(options: Options = {}): GridColumnDefinition[] {
  return [
    verificationColumn(options),
    // Shown by the web as the icon of the Verification column; kept for filters, sorts and exports.
    recordColumn('verified', 'Verified', 'boolean', 'verified', { hidden: true, ...options }),
    recordColumn('updatedAt', 'Last Updated', 'datetime', 'updated_at', {
      hidden: true,
      showTime: true,
      ...options,
    }),
  ];
}
