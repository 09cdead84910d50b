import type { GridColumnType } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from '../../../platform/name-search.js';
import type { GridColumnDefinition } from './types.js';

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

/** Where a choice column's texts come from: a seeded list (choice_lists, the state's), or the form's own. */
export type ChoiceSource = { list: string } | { inline: readonly (readonly [id: string, text: string])[] };

/**
 * A column of the record that stores a choice's id (a dropdown's answer): the grid, its sort and its
 * exports show the choice's text (the id itself when it names no choice, e.g. a choice since removed), and
 * a filter matches the texts (Contains, or Equals on the text or the id) through the ids, so an index on
 * the stored column still serves.
 */
export function choiceColumn(
  propertyName: string,
  columnName: string,
  column: string,
  source: ChoiceSource,
  options: Options = {},
): GridColumnDefinition {
  const stored = sql.ref(`r.${column}`);
  let shown: RawBuilder<unknown>;
  let ids: (condition: RawBuilder<boolean>) => RawBuilder<unknown>;
  if ('list' in source) {
    shown = sql`coalesce((select c.text from choice_lists c where c.list_code = ${source.list}
      and c.choice_id = ${stored}), ${stored})`;
    ids = (condition) =>
      sql`(select c.choice_id from choice_lists c where c.list_code = ${source.list} and ${condition})`;
  } else {
    const cases = source.inline.map(([id, text]) => sql`when ${id} then ${text}`);
    shown = sql`(case ${stored} ${sql.join(cases, sql` `)} else ${stored} end)`;
    const pairs = sql.join(source.inline.map(([id, text]) => sql`(${id}, ${text})`));
    ids = (condition) =>
      sql`(select c.choice_id from (values ${pairs}) as c(choice_id, text) where ${condition})`;
  }
  return {
    ...recordColumn(propertyName, columnName, 'text', column, options),
    sql: shown,
    choices: {
      stored,
      matching: (operation, value) =>
        operation === 'Contains'
          ? sql<boolean>`(${stored} in ${ids(sql`c.text ilike ${`%${escapeLike(value)}%`}`)}
              or ${stored} ilike ${`%${escapeLike(value)}%`})`
          : sql<boolean>`(${stored} in ${ids(sql`c.text = ${value}`)} or ${stored} = ${value})`,
    },
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
