import type { RawBuilder } from 'kysely';

/**
 * How a property's value is kept: text, a date (YYYY-MM-DD), a wall time (datetime: timestamp without time
 * zone, a local time read in a zone the record names, such as a training session's; stored 'YYYY-MM-DD
 * HH:MM', served as the form engine's datetime 'YYYY-MM-DDTHH:MM'), a list of choice ids (text[]), a number
 * (numeric or bigint; served and saved as its decimal text) or a yes/no (boolean; 'true' or 'false').
 */
export type PropertyKind = 'text' | 'date' | 'datetime' | 'textArray' | 'number' | 'boolean';

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
  /**
   * A value read, never written: SQL over the records table's row (`r`) in place of its column (the
   * enrolled person's name beside an enrollment). Forms show it read only; a save never writes it.
   */
  computed?: RawBuilder<unknown>;
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

/**
 * A read-only property of the records table computed in SQL over its row `r` (`name` names it in errors):
 * `computedOf('enrollments')('name', sql\`(select ... where u.id = r.user_id)\`)`.
 */
export const computedOf =
  (table: string) =>
  (name: string, expression: RawBuilder<unknown>, kind: PropertyKind = 'text'): EntityProperty => ({
    table,
    column: name,
    kind,
    computed: expression,
  });
