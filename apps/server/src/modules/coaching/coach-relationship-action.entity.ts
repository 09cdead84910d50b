import { coachRelationshipActionPolicy, EntityType, type CoachingRecordState } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, defineEntity } from '../../platform/entities/index.js';
import { coachingScope, coachRowsVisible } from './coach-scope.js';
import { statusText } from './coach-relationship.entity.js';

const property = columnsOf('coach_relationship_actions');

/**
 * Entity type 22, the coach relationship action (spec 3 §3; spec 2 "Coach relationship action:
 * coachRelationshipId, action, comments"; "not shown": no form): one step of a relationship, status 1-7,
 * who took it, when and their comment. Its grid is the Coaching History of a person (rows 'owner': the
 * professional; spec 2 User Coach History in Manage Users, the History of /dashboard/coaches and of a
 * coach's Manage Connections), read from coach_relationship_action_rows (each action with its pair:
 * migration 20261227130500). A coach sees only their own relationship's steps.
 */
export const coachRelationshipActionEntity = defineEntity<CoachingRecordState>({
  entityType: EntityType.CoachRelationshipAction,
  name: 'Coach Relationship Action',
  recordsTable: 'coach_relationship_actions',
  owner: { table: 'coach_relationships', column: 'user_id' },
  rows: { table: 'coach_relationship_action_rows', owner: 'user_id', disabledAt: null, updatedAt: null },
  policy: coachRelationshipActionPolicy,
  scope: coachingScope,
  state: {
    select: () => sql`r.coach_user_id as coachuserid`,
    read: (raw, base) => ({ ...base, coachUserId: Number(raw.coachuserid) }),
    flags: () => ({}),
  },
  properties: {
    status: property('status', 'number'),
    comments: property('comments'),
    at: property('at', 'datetime'),
    coachRelationshipId: property('coach_relationship_id', 'number'),
  },
  forms: [],
  grids: [
    {
      altGridId: 'coach-history',
      formId: null,
      title: 'Coaching History',
      fileName: 'CoachingHistory',
      rows: 'owner',
      tenantFeature: 'coaches',
      rowsVisible: coachRowsVisible,
      joins: sql`join users hc on hc.id = r.coach_user_id left join users ha on ha.id = r.actor_user_id`,
      columns: [
        {
          propertyName: 'at',
          columnName: 'Date',
          type: 'datetime',
          sql: sql`r.at`,
          showTime: true,
          sortable: true,
          filterable: true,
          initialSort: 'Descending',
        },
        {
          propertyName: 'coachName',
          columnName: 'Coach',
          type: 'text',
          sql: sql`hc.first_name || ' ' || hc.last_name`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Contains'],
        },
        {
          propertyName: 'action',
          columnName: 'Action',
          type: 'text',
          sql: statusText('r.status'),
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals', 'Contains'],
        },
        {
          propertyName: 'actorName',
          columnName: 'By',
          type: 'text',
          sql: sql`ha.first_name || ' ' || ha.last_name`,
          sortable: true,
        },
        {
          propertyName: 'comments',
          columnName: 'Comments',
          type: 'text',
          sql: sql`r.comments`,
          filterable: true,
          operations: ['None', 'Contains'],
        },
        {
          propertyName: 'coachRelationshipId',
          columnName: 'Relationship',
          type: 'number',
          sql: sql`r.coach_relationship_id`,
          hidden: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
      ],
    },
  ],
});
