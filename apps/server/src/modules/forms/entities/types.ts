/** How a property's value is kept: text, a date (YYYY-MM-DD), or a list of choice ids (text[]). */
export type PropertyKind = 'text' | 'date' | 'textArray';

export interface EntityProperty {
  /** The table (snake_case, as in SQL) and column that hold the value. */
  table: string;
  column: string;
  kind: PropertyKind;
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
}
