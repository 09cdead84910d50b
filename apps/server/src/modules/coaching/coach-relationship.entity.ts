import {
  CLAIMS,
  COACH_STATUS_NAMES,
  coachingOffers,
  coachRelationshipPolicy,
  EntityType,
  type CoachingRecordState,
  type CoachingState,
} from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, defineEntity, type GridColumnDefinition } from '../../platform/entities/index.js';
import { coachingScope, coachRowsVisible } from './coach-scope.js';

const property = columnsOf('coach_relationships');

/** A status as the lists show it (COACH_STATUS_NAMES). */
export const statusText = (column: string) =>
  sql<string>`case ${sql.ref(column)} ${sql.join(
    Object.entries(COACH_STATUS_NAMES).map(
      ([status, name]) => sql`when ${sql.lit(Number(status))} then ${name}`,
    ),
    sql` `,
  )} end`;

const STATUS: GridColumnDefinition = {
  propertyName: 'statusName',
  columnName: 'Status',
  type: 'text',
  sql: statusText('r.status'),
  sortable: true,
  filterable: true,
  operations: ['None', 'Equals', 'Contains'],
};

const COACH_NAME: GridColumnDefinition = {
  propertyName: 'coachName',
  columnName: 'Coach',
  type: 'text',
  sql: sql`cu.first_name || ' ' || cu.last_name`,
  sortable: true,
  filterable: true,
  operations: ['None', 'Contains'],
};

const PERSON_NAME: GridColumnDefinition = {
  propertyName: 'primaryEntityName',
  columnName: 'Name',
  type: 'text',
  sql: sql`u.first_name || ' ' || u.last_name`,
  ofPerson: true,
  sortable: true,
  filterable: true,
  operations: ['None', 'Contains'],
};

const PERSON_EMAIL: GridColumnDefinition = {
  propertyName: 'primaryEntityEmail',
  columnName: 'Email',
  type: 'text',
  sql: sql`u.email`,
  ofPerson: true,
  sortable: true,
  filterable: true,
  operations: ['None', 'Contains'],
};

const dateColumn = (propertyName: string, columnName: string, column: string): GridColumnDefinition => ({
  propertyName,
  columnName,
  type: 'datetime',
  sql: sql.ref(column),
  sortable: true,
  filterable: true,
});

/** A relationship row as its flags read it: the pair, active, pdpShared and the pending request. */
type RelationshipRowState = CoachingRecordState &
  Omit<CoachingState, 'coachUserId' | 'userId' | 'hasHistory'>;

const coachJoin = sql`join users cu on cu.id = r.coach_user_id`;

/**
 * Entity type 21, the coach relationship (spec 3 §3 "Coach relationship: id, active, pdpShared, coachName,
 * primaryEntityName, primaryEntityId, status"; "not shown": no form): one row per coach and professional,
 * owned by the professional (user_id). Read by its grids only, written by the coaching call. Its state is
 * the pair, active, pdpShared and the pending request; the rows carry the caller's offers (spec 3 §4:
 * coachingOffers) and the pending request's id.
 *
 * Grids: 'coaches' (a professional's coaches, /dashboard/coaches; a manager's view of a person's),
 * 'active-cases' and 'closed-cases' (a coach's: active relationships; those that were active and ended).
 */
export const coachRelationshipEntity = defineEntity<RelationshipRowState>({
  entityType: EntityType.CoachRelationship,
  name: 'Coach Relationship',
  recordsTable: 'coach_relationships',
  owner: { table: 'coach_relationships', column: 'user_id' },
  rows: { disabledAt: null },
  policy: coachRelationshipPolicy,
  scope: coachingScope,
  state: {
    select: () =>
      sql`r.coach_user_id as coachuserid, r.active as ractive, r.pdp_shared as rpdp, pend.id as pendid,
          pend.actor_user_id as pendby`,
    joins: sql`left join lateral (
      select a.id, a.actor_user_id from coach_relationship_actions a
      where a.coach_relationship_id = r.id and a.status = 1 and a.answered_at is null and a.expires_at > now()
      limit 1) pend on true`,
    read: (raw, base) => ({
      ...base,
      coachUserId: Number(raw.coachuserid),
      active: raw.ractive === true,
      pdpShared: raw.rpdp === true,
      pending:
        raw.pendid === null || raw.pendid === undefined
          ? null
          : { actionId: Number(raw.pendid), requestedBy: Number(raw.pendby) },
    }),
    flags: (state, _raw, { viewer }) => {
      const pair = { coachUserId: state.coachUserId, userId: state.ownerUserId };
      return {
        ...coachingOffers(viewer, pair, { ...state, ...pair, hasHistory: true }),
        pendingActionId: state.pending?.actionId ?? null,
      };
    },
  },
  properties: {
    active: property('active', 'boolean'),
    pdpShared: property('pdp_shared', 'boolean'),
    status: property('status', 'number'),
    startedAt: property('started_at', 'datetime'),
    endedAt: property('ended_at', 'datetime'),
    coachUserId: property('coach_user_id', 'number'),
  },
  forms: [],
  grids: [
    {
      altGridId: 'coaches',
      formId: null,
      title: 'Coaches',
      fileName: 'Coaches',
      rows: 'owner',
      // A person's coaches: theirs, and a user manager's within reach (the owner grid's reach check).
      tenantFeature: 'coaches',
      rowsVisible: coachRowsVisible,
      joins: coachJoin,
      columns: [
        { ...COACH_NAME, initialSort: 'Ascending' },
        {
          propertyName: 'coachEmail',
          columnName: 'Email',
          type: 'text',
          sql: sql`cu.email`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Contains'],
        },
        STATUS,
        {
          propertyName: 'active',
          columnName: 'Active',
          type: 'boolean',
          sql: sql`r.active`,
          filterable: true,
        },
        {
          propertyName: 'pdpShared',
          columnName: 'PDP Commenting',
          type: 'boolean',
          sql: sql`r.pdp_shared`,
          filterable: true,
        },
        dateColumn('startedAt', 'Started', 'r.started_at'),
        dateColumn('endedAt', 'Ended', 'r.ended_at'),
        // The coach's id: Request Coaching again from an ended or rejected relationship's row.
        {
          propertyName: 'coachUserId',
          columnName: 'Coach Id',
          type: 'number',
          sql: sql`r.coach_user_id`,
          hidden: true,
        },
      ],
    },
    {
      altGridId: 'active-cases',
      formId: null,
      title: 'Active Cases',
      fileName: 'ActiveCases',
      rows: 'scope',
      requiredClaim: CLAIMS.coachCases,
      tenantFeature: 'coaches',
      rowsVisible: (viewer) => sql<boolean>`${coachRowsVisible(viewer)} and r.active`,
      people: true,
      joins: coachJoin,
      columns: [
        PERSON_NAME,
        PERSON_EMAIL,
        {
          propertyName: 'pdpShared',
          columnName: 'PDP Commenting',
          type: 'boolean',
          sql: sql`r.pdp_shared`,
          filterable: true,
        },
        { ...dateColumn('startedAt', 'Started', 'r.started_at'), initialSort: 'Descending' },
      ],
    },
    {
      altGridId: 'closed-cases',
      formId: null,
      title: 'Closed Cases',
      fileName: 'ClosedCases',
      rows: 'scope',
      requiredClaim: CLAIMS.coachCases,
      tenantFeature: 'coaches',
      rowsVisible: (viewer) =>
        sql<boolean>`${coachRowsVisible(viewer)} and not r.active and r.ended_at is not null`,
      people: true,
      joins: coachJoin,
      columns: [
        PERSON_NAME,
        PERSON_EMAIL,
        STATUS,
        dateColumn('startedAt', 'Started', 'r.started_at'),
        { ...dateColumn('endedAt', 'Ended', 'r.ended_at'), initialSort: 'Descending' },
      ],
    },
  ],
});
