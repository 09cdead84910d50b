import { ALERT_AUDIENCE_ROLES, CLAIMS, roleLabel, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import { recordColumn } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/**
 * The audience as the tenant names its roles ('EC Professional, Director'), in the roles' order; each role
 * a parameter of its own (an export's COPY writes them in as literals, which it cannot do for an array).
 */
function audienceText(tenant: Tenant) {
  const names = ALERT_AUDIENCE_ROLES.map((role) => sql`when ${role} then ${roleLabel(role, tenant)}`);
  return sql`array_to_string(array(
    select case x ${sql.join(names, sql` `)} else x end from unnest(r.audience) x
    order by array_position(array[${sql.join([...ALERT_AUDIENCE_ROLES])}]::text[], x)), ', ')`;
}

/**
 * Entity type 20, form 18: the Create Alert grid (spec 2 §9, page size 5), every alert for whoever holds
 * CLAIMS.manageAlerts (500, AdminUser), newest first day first. Disable/Enable takes an alert off every
 * dashboard and puts it back; each change is told live to every dashboard (`announce`).
 */
export const alertGrid: RecordGridDefinition = {
  entityTypeId: 20,
  altGridId: null,
  formId: 18,
  title: 'Alerts',
  fileName: 'Alerts',
  table: 'alerts',
  joins: sql`join users au on au.id = r.user_id`,
  rows: 'managed',
  managedBy: CLAIMS.manageAlerts,
  verifiable: false,
  announce: { kind: 'alertsChanged' },
  columns: [
    recordColumn('subject', 'Subject', 'text', 'subject'),
    {
      propertyName: 'audience',
      columnName: 'Show To',
      type: 'text',
      sql: sql`array_to_string(r.audience, ', ')`,
      tenantSql: audienceText,
      filterable: true,
    },
    recordColumn('startDate', 'First Day Shown', 'date', 'start_date', { initialSort: 'Descending' }),
    recordColumn('endDate', 'Last Day Shown', 'date', 'end_date'),
    recordColumn('dismissible', 'Dismissible', 'boolean', 'dismissible'),
    {
      propertyName: 'author',
      columnName: 'Written By',
      type: 'text',
      sql: sql`au.first_name || ' ' || au.last_name`,
      sortable: true,
      filterable: true,
    },
  ],
};
