import type { GridColumnType } from '@registry/domain';
import { sql } from 'kysely';
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
    recordColumn('verified', 'Verified', 'boolean', 'verified', options),
    recordColumn('updatedAt', 'Last Updated', 'datetime', 'updated_at', {
      hidden: true,
      showTime: true,
      ...options,
    }),
  ];
}
