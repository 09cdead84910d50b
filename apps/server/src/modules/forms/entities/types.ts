import type { Delivery } from '../../../platform/deliveries.js';

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

export interface EntityProperty {
  /** The table (snake_case, as in SQL) and column that hold the value. */
  table: string;
  column: string;
  kind: PropertyKind;
  /** A number property's range (the column's precision, or less); none: any whole or decimal number. */
  range?: NumberRange;
}

/**
 * One entity type of spec 3 §3 (DESIGN §3 "Entity definitions"): where its records live, whose they are
 * and its properties. Forms bind elements to these properties by name; nothing else knows the columns.
 */
export interface EntityDefinition {
  entityTypeId: number;
  name: string;
  /** The table with one row per record; each row keeps the form version it was saved under. */
  recordsTable: string;
  /** Per table of the properties: the column that equals the record's id. */
  keys: Record<string, string>;
  /** Where the owning user's id is read, by the record's id (the user's own record: users.id itself). */
  owner: { table: string; column: string };
  /** The tables whose row the first save creates (a user exists before their profile row does). */
  createdOnSave: string[];
  /** The tables with an updated_at column, stamped on every save. */
  stamped: string[];
  properties: Record<string, EntityProperty>;
  /**
   * A profile record (spec 1 §2: training, education, community service, membership, certification,
   * experience): a person's, seen through personRecordsAccess, carrying its verification state
   * (platform/verifiable-records.ts), and locked for its owner while requested or once verified.
   */
  profileRecord?: boolean;
  /**
   * What the outbox delivers after a change of one of its records commits (a save, disable or delete): the
   * live event that tells the people who see such records to read them again (alerts: everyone's dashboard).
   */
  announce?: Delivery;
}
