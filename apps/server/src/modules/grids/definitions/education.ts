import { EDUCATION_STATUS_CHOICES } from '../../forms/definitions/education.js';
import { choiceColumn, recordColumn, verificationColumns } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/** Entity type 4, form 2: a person's education (profile tab education). */
export const educationGrid: RecordGridDefinition = {
  entityTypeId: 4,
  altGridId: null,
  formId: 2,
  title: 'Education',
  fileName: 'Education',
  table: 'education_records',
  rows: 'person',
  fileSetColumns: ['transcript'],
  columns: [
    recordColumn('institutionName', 'Institution', 'text', 'institution_name'),
    choiceColumn('institutionState', 'State', 'institution_state', { list: 'states' }, { hidden: true }),
    choiceColumn('degreeType', 'Degree', 'degree_type', { list: 'degree-types' }),
    recordColumn('fieldOfStudy', 'Field of Study', 'text', 'field_of_study'),
    recordColumn('startDate', 'Start Date', 'date', 'start_date'),
    recordColumn('endDate', 'End Date', 'date', 'end_date', { initialSort: 'Descending' }),
    choiceColumn('completed', 'Status', 'completed', { inline: EDUCATION_STATUS_CHOICES }),
    recordColumn('creditHours', 'Credit Hours', 'number', 'credit_hours', { formatNumber: true }),
    ...verificationColumns(),
  ],
};
