import type { Generated } from 'kysely';

/**
 * The tables as the application sees them. Columns are snake_case in SQL and camelCase here: the
 * CamelCasePlugin of createDatabase converts between the two.
 */
export interface Database {
  configuration: ConfigurationTable;
}

/** Site-wide settings read by key (GET /api/configuration). */
export interface ConfigurationTable {
  key: string;
  value: string;
  description: string | null;
  updatedAt: Generated<Date>;
}
