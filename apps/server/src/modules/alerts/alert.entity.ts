import {
  ALERT_AUDIENCE_ROLES,
  alertPolicy,
  CLAIMS,
  EntityType,
  FormId,
  roleLabel,
  type Tenant,
} from '@registry/domain';
import { sql } from 'kysely';
import {
  claimScope,
  columnsOf,
  defineEntity,
  propertyColumn as column,
} from '../../platform/entities/index.js';
import { alertForm } from './alert.form.js';

const property = columnsOf('alerts');

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
 * Entity type 20, alert (form 18; spec 2 §3 "Alert": alertId, subject, message, dismissible): written by
 * administrators (alertPolicy: CLAIMS.manageAlerts, whoever wrote it), owned by its author, shown on the
 * dashboards of its audience between its days. A save, Disable/Enable or delete is told live to everyone
 * signed in (`announce`), whose dashboards read their alerts again.
 *
 * Its grid is the Create Alert grid (spec 2 §9, page size 5): every alert, for its managers alone, newest
 * first day first. Disable/Enable takes an alert off every dashboard and puts it back.
 */
export const alertEntity = defineEntity({
  entityType: EntityType.Alert,
  name: 'Alert',
  recordsTable: 'alerts',
  owner: { table: 'alerts', column: 'user_id' },
  policy: alertPolicy,
  scope: claimScope(CLAIMS.manageAlerts),
  properties: {
    subject: property('subject'),
    message: property('message'),
    audience: property('audience', 'textArray'),
    startDate: property('start_date', 'date'),
    endDate: property('end_date', 'date'),
    dismissible: property('dismissible', 'boolean'),
  },
  forms: [alertForm],
  announce: { kind: 'alertsChanged' },
  grids: [
    {
      altGridId: null,
      formId: FormId.Alert,
      title: 'Alerts',
      fileName: 'Alerts',
      rows: 'scope',
      requiredClaim: CLAIMS.manageAlerts,
      joins: sql`join users au on au.id = r.user_id`,
      columns: [
        column('subject', 'Subject'),
        {
          propertyName: 'audience',
          columnName: 'Show To',
          type: 'text',
          sql: sql`array_to_string(r.audience, ', ')`,
          tenantSql: audienceText,
          filterable: true,
        },
        column('startDate', 'First Day Shown', { initialSort: 'Descending' }),
        column('endDate', 'Last Day Shown'),
        column('dismissible', 'Dismissible'),
        {
          propertyName: 'author',
          columnName: 'Written By',
          type: 'text',
          sql: sql`au.first_name || ' ' || au.last_name`,
          sortable: true,
          filterable: true,
        },
      ],
    },
  ],
});
