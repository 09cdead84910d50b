import { CLAIMS, EntityType, FormId, verificationFormOf, verificationPolicy } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import {
  defineEntity,
  personRecordsScope,
  type GridColumnDefinition,
} from '../../platform/entities/index.js';

/** The record types whose verification has a form (spec 2 §3: 4→2, 7→5, 3→7, 8→6, 31→28; otherwise 0). */
const VERIFIED_TYPES = [
  EntityType.Education,
  EntityType.Certification,
  EntityType.TrainingRecord,
  EntityType.Experience,
  EntityType.CareerLatticeLevel,
];
const formIdSql = sql`case r.entity_type_id ${sql.join(
  VERIFIED_TYPES.map((type) => sql`when ${sql.lit(type)} then ${sql.lit(verificationFormOf(type))}`),
  sql` `,
)} else 0 end`;

/** How the history names an action (spec 2 §4: Requested, Approved, Declined; the rest as stored). */
export const actionNameSql = (column: string) =>
  sql`case ${sql.ref(column)} when 'Verified' then 'Approved' when 'Rejected' then 'Declined'
    else ${sql.ref(column)} end`;

/** A value the row carries for the web (which record, which form), neither shown nor filtered. */
const hiddenNumber = (propertyName: string, expression: RawBuilder<unknown>): GridColumnDefinition => ({
  propertyName,
  columnName: propertyName,
  type: 'number',
  sql: expression,
  hidden: true,
});

/**
 * Entity type 15, Verification (form 19; spec 2 §3 "Verification": id, verificationType,
 * primaryEntityName, primaryEntityId, identifier, entityId, entityTypeId): the Verification History grid.
 * One row per record that has verification actions (verification_records, kept in the transaction of each
 * request and action), owned by the record's person: the viewer sees the rows of the people whose records
 * they reach (personRecordsScope, the records' own rule), holding CLAIMS.verificationHistory. The row
 * opens the record's history (GET /api/verification/history) and its form (formId, by the spec's map).
 */
export const verificationEntity = defineEntity({
  entityType: EntityType.Verification,
  name: 'Verification',
  recordsTable: 'verification_records',
  owner: { table: 'verification_records', column: 'owner_user_id' },
  rows: { disabledAt: null, updatedAt: 'last_action_at' },
  policy: verificationPolicy,
  scope: personRecordsScope,
  properties: {},
  forms: [],
  grids: [
    {
      altGridId: null,
      formId: FormId.Verification,
      title: 'Verification History',
      fileName: 'VerificationHistory',
      rows: 'scope',
      people: true,
      requiredClaim: CLAIMS.verificationHistory,
      columns: [
        {
          propertyName: 'verificationType',
          columnName: 'Verification Type',
          type: 'text',
          sql: sql`r.record_type`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals'],
        },
        {
          propertyName: 'primaryEntityName',
          columnName: 'Name',
          type: 'text',
          sql: sql`u.first_name || ' ' || u.last_name`,
          ofPerson: true,
          sortable: true,
          filterable: true,
          operations: ['None', 'Contains'],
        },
        {
          propertyName: 'identifier',
          columnName: 'Identifier',
          type: 'text',
          sql: sql`r.identifier`,
          sortable: true,
          filterable: true,
        },
        {
          propertyName: 'lastAction',
          columnName: 'Last Action',
          type: 'text',
          sql: actionNameSql('r.last_action_type'),
          sortable: true,
        },
        {
          propertyName: 'lastActionTime',
          columnName: 'Last Action Time',
          type: 'datetime',
          sql: sql`r.last_action_at`,
          sortable: true,
          filterable: true,
          showTime: true,
          initialSort: 'Descending',
        },
        hiddenNumber('entityTypeId', sql`r.entity_type_id`),
        hiddenNumber('entityId', sql`r.entity_id`),
        hiddenNumber('primaryEntityId', sql`r.owner_user_id`),
        hiddenNumber('formId', formIdSql),
      ],
    },
  ],
});
