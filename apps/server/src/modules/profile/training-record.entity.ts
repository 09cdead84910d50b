import { EntityType, FormId, PRE_SUBMISSION_TEXTS, trainingRecordPolicy } from '@registry/domain';
import { sql } from 'kysely';
import {
  columnsOf,
  PERSON_COLUMNS,
  propertyColumn as column,
  type ColumnOptions,
  type GridColumnDefinition,
} from '../../platform/entities/index.js';
import { hasOtherRecord } from './profile.repository.js';
import {
  dateOf,
  duplicateWarning,
  profileRecordEntity,
  sameText,
  valueOf,
  verifiableState,
  verificationColumns,
} from './profile-record.js';
import { TRAINING, trainingRecordForm } from './training-record.form.js';

const TABLE = 'training_records';
const property = columnsOf(TABLE);

/** A training record's status as kept ('Completed' for records from the registry's sessions). */
const statusColumn = (options: ColumnOptions = {}): GridColumnDefinition => ({
  propertyName: 'status',
  columnName: 'Status',
  type: 'text',
  sql: sql`r.status`,
  sortable: true,
  filterable: true,
  ...options,
});

/** Over millions of rows: what has an index sorts; a text without a trigram index takes Equals only. */
const equalsOnly = { sortable: false, operations: ['None', 'Equals'] } as const;

/**
 * Entity type 3, the training record (form 7): a training a person completed, its hours, sponsor,
 * classification (core knowledge area, delivery method) and certificate. Records that came from the
 * registry's sessions or another system (sent_via_api) are not their owner's to change; tn's users neither
 * add nor delete them (trainingRecordPolicy). Directors verify them.
 *
 * Grids: the person's own (/dashboard/training, a person's records), whose summary adds up the master
 * training record (hours by core knowledge area, verified hours); and 'reach', the training records of
 * everyone whose records the viewer may see (a director's staff, an agency's professionals, a manager's
 * reach, the whole registry for AdminUser): the verifiers' list, and the grid the benchmark measures over
 * 3,000,000 records.
 */
export const trainingRecordEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.TrainingRecord,
  name: 'Training Record',
  policy: trainingRecordPolicy,
  verification: {
    identifier: sql<string | null>`r.training_name`,
    route: '/dashboard/training',
    // Directors (200) only, never a record sent via API (trainingRecordPolicy).
    verifiedBy: (viewer, tenant) =>
      viewer.activeRole === '200' && tenant.features.directorVerifiesRecords
        ? sql<boolean>`not r.sent_via_api`
        : sql<boolean>`false`,
  },
  state: verifiableState({ sentViaApi: true }),
  properties: {
    trainingName: property('training_name'),
    trainingDate: property('training_date', 'date'),
    hours: property('hours', 'number', { scale: 2, max: 999.99, positive: true }),
    sponsor: property('sponsor'),
    courseNumber: property('course_number'),
    coreKnowledgeArea: property('core_knowledge_area'),
    deliveryMethod: property('delivery_method'),
    certificate: property('certificate'),
  },
  forms: [trainingRecordForm],
  preSubmission: {
    // The same training on the same date.
    [FormId.TrainingRecord]: async (db, input) => {
      const name = valueOf(input, TRAINING.trainingName);
      const date = dateOf(input, TRAINING.trainingDate);
      if (name === null || date === null) return [];
      const found = await hasOtherRecord(
        db,
        TABLE,
        input,
        sql<boolean>`${sameText('training_name', name)} and training_date = ${date}::date`,
      );
      return found ? [duplicateWarning(TRAINING.trainingName, PRE_SUBMISSION_TEXTS.duplicateTraining)] : [];
    },
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.TrainingRecord,
      title: 'Training Records',
      fileName: 'TrainingRecords',
      rows: 'owner',
      columns: [
        column('trainingName', 'Training Name'),
        column('trainingDate', 'Date', { initialSort: 'Descending' }),
        column('hours', 'Hours', { formatNumber: true }),
        column('sponsor', 'Sponsor'),
        column('courseNumber', 'Course Number', { hidden: true }),
        column('coreKnowledgeArea', 'Core Knowledge Area'),
        column('deliveryMethod', 'Delivery Method'),
        statusColumn(),
        ...verificationColumns(),
        // The certificate of a training completed in one of the registry's sessions (issue 24): its code,
        // for the row's Download Certificate and Download Badge. Read by the person's own index.
        {
          propertyName: 'certificateCode',
          columnName: 'Certificate Code',
          type: 'text',
          sql: sql`(select c.code from certificates c where c.user_id = r.user_id and c.training_record_id = r.id)`,
          hidden: true,
          sortable: false,
          filterable: false,
        },
      ],
      // The master training record (spec 3 §2): hours by core knowledge area, and how many are verified.
      aggregates: {
        groupBy: 'coreKnowledgeArea',
        sums: {
          hours: sql`r.hours`,
          verifiedHours: sql`case when r.verified then r.hours else 0 end`,
        },
      },
    },
    {
      altGridId: 'reach',
      formId: FormId.TrainingRecord,
      title: 'Training Records',
      fileName: 'TrainingRecords',
      rows: 'scope',
      people: true,
      columns: [
        ...PERSON_COLUMNS,
        column('trainingName', 'Training Name', {
          sortable: false,
          operations: ['None', 'Contains'],
          vocabulary: { table: 'training_names', column: 'name' },
        }),
        column('trainingDate', 'Date', { initialSort: 'Descending' }),
        column('hours', 'Hours', { formatNumber: true, sortable: false }),
        column('sponsor', 'Sponsor', { sortable: false, operations: ['None', 'Contains'] }),
        column('courseNumber', 'Course Number', { hidden: true, ...equalsOnly }),
        column('coreKnowledgeArea', 'Core Knowledge Area', equalsOnly),
        column('deliveryMethod', 'Delivery Method', equalsOnly),
        statusColumn(equalsOnly),
        ...verificationColumns({ sortable: false }),
      ],
    },
  ],
});
