import { recordColumn } from './profile-record.js';
import type { EntityDefinition } from './types.js';

const column = recordColumn('alerts');

/**
 * Entity type 20, alert (form 18; spec 2 §3 "Alert": alertId, subject, message, dismissible): written by
 * administrators (alertFormAccess), owned by its author, shown on the dashboards of its audience between
 * its days. A save is told live to everyone signed in (`announce`), whose dashboards read their alerts again.
 */
export const alertEntity: EntityDefinition = {
  entityTypeId: 20,
  name: 'Alert',
  recordsTable: 'alerts',
  keys: { alerts: 'id' },
  owner: { table: 'alerts', column: 'user_id' },
  stamped: ['alerts'],
  createdOnSave: [],
  properties: {
    subject: column('subject'),
    message: column('message'),
    audience: column('audience', 'textArray'),
    startDate: column('start_date', 'date'),
    endDate: column('end_date', 'date'),
    dismissible: column('dismissible', 'boolean'),
  },
  announce: { kind: 'alertsChanged' },
};
