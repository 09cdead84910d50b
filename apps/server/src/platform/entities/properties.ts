/**
 * How a property's value is kept: text, a date (YYYY-MM-DD), a list of choice ids (text[]), a number
 * (numeric or bigint; served and saved as its decimal text) or a yes/no (boolean; 'true' or 'false').
 */
export type PropertyKind = 'text' | 'date' | 'textArray' | 'number' | 'boolean';

/** What a number property holds: at most `scale` decimals, from 0 (or above 0, `positive`) to `max`. */
export interface NumberRange {
  scale: number;
  max: number;
  positive?: boolean;
}

/** A property of an entity: the table (snake_case, as in SQL) and column that hold its value. */
export interface EntityProperty {
  table: string;
  column: string;
  kind: PropertyKind;
  /** A number property's range (the column's precision, or less); none: any whole or decimal number. */
  range?: NumberRange;
}

/** The properties of one table: `columnsOf('education_records')('start_date', 'date')`. */
export const columnsOf =
  (table: string) =>
  (column: string, kind: PropertyKind = 'text', range?: NumberRange): EntityProperty => ({
    table,
    column,
    kind,
    ...(range ? { range } : {}),
  });
