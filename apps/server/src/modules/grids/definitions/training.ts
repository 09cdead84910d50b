import { sql } from 'kysely';
import { choiceColumn, recordColumn, verificationColumns } from './columns.js';
import type { GridColumnDefinition, RecordGridDefinition } from './types.js';

const training = {
  entityTypeId: 3,
  formId: 7,
  title: 'Training Records',
  fileName: 'TrainingRecords',
  table: 'training_records',
  sentViaApi: sql<boolean>`r.sent_via_api`,
  fileSetColumns: ['certificate'],
} as const;

/** Entity type 3, form 7: a person's training records (/dashboard/training, a person's records). */
export const trainingGrid: RecordGridDefinition = {
  ...training,
  altGridId: null,
  rows: 'person',
  columns: [
    recordColumn('trainingName', 'Training Name', 'text', 'training_name'),
    recordColumn('trainingDate', 'Date', 'date', 'training_date', { initialSort: 'Descending' }),
    recordColumn('hours', 'Hours', 'number', 'hours', { formatNumber: true }),
    recordColumn('sponsor', 'Sponsor', 'text', 'sponsor'),
    recordColumn('courseNumber', 'Course Number', 'text', 'course_number', { hidden: true }),
    choiceColumn('coreKnowledgeArea', 'Core Knowledge Area', 'core_knowledge_area', {
      list: 'core-knowledge-areas',
    }),
    choiceColumn('deliveryMethod', 'Delivery Method', 'delivery_method', { list: 'delivery-methods' }),
    recordColumn('status', 'Status', 'text', 'status'),
    ...verificationColumns(),
  ],
};

/** Over millions of rows: what has an index sorts; a text without a trigram index takes Equals only. */
const equalsOnly = { sortable: false, operations: ['None', 'Equals'] } as const;

const personColumns: GridColumnDefinition[] = [
  {
    propertyName: 'userName',
    columnName: 'Name',
    type: 'text',
    sql: sql`u.first_name || ' ' || u.last_name`,
    ofPerson: true,
    filterable: true,
    operations: ['None', 'Contains'],
  },
  {
    propertyName: 'registryId',
    columnName: 'Registry ID',
    type: 'text',
    sql: sql`u.registry_id`,
    ofPerson: true,
    filterable: true,
    operations: ['None', 'Equals'],
  },
];

/**
 * Entity type 3, altGridId 'reach': the training records of everyone whose records the viewer may see
 * (a director's staff, an agency's professionals, a manager's reach, the whole registry for AdminUser):
 * the verifiers' list, and the grid the benchmark measures over 3,000,000 records.
 */
export const trainingReachGrid: RecordGridDefinition = {
  ...training,
  altGridId: 'reach',
  rows: 'reach',
  columns: [
    ...personColumns,
    recordColumn('trainingName', 'Training Name', 'text', 'training_name', {
      sortable: false,
      operations: ['None', 'Contains'],
      vocabulary: { table: 'training_names', column: 'name' },
    }),
    recordColumn('trainingDate', 'Date', 'date', 'training_date', { initialSort: 'Descending' }),
    recordColumn('hours', 'Hours', 'number', 'hours', { formatNumber: true, sortable: false }),
    recordColumn('sponsor', 'Sponsor', 'text', 'sponsor', {
      sortable: false,
      operations: ['None', 'Contains'],
    }),
    recordColumn('courseNumber', 'Course Number', 'text', 'course_number', { hidden: true, ...equalsOnly }),
    choiceColumn(
      'coreKnowledgeArea',
      'Core Knowledge Area',
      'core_knowledge_area',
      { list: 'core-knowledge-areas' },
      equalsOnly,
    ),
    choiceColumn(
      'deliveryMethod',
      'Delivery Method',
      'delivery_method',
      { list: 'delivery-methods' },
      equalsOnly,
    ),
    recordColumn('status', 'Status', 'text', 'status', equalsOnly),
    ...verificationColumns({ sortable: false }),
  ],
};
