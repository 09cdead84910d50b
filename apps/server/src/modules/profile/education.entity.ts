import { educationPolicy, EntityType, FormId, PRE_SUBMISSION_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, propertyColumn as column } from '../../platform/entities/index.js';
import { EDUCATION, educationForm } from './education.form.js';
import { hasOtherRecord } from './profile.repository.js';
import {
  duplicateWarning,
  profileRecordEntity,
  sameText,
  valueOf,
  verificationColumns,
  verifiedByAgencyOrDirector,
} from './profile-record.js';
import { endBeforeStart } from './record-checks.js';

const TABLE = 'education_records';
const property = columnsOf(TABLE);

/**
 * Entity type 4, education (form 2; profile tab education): a school or college attended, the degree or
 * diploma, the field of study, when, whether completed, credit hours earned, and a transcript or diploma.
 */
export const educationEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.Education,
  name: 'Education',
  policy: educationPolicy,
  verification: {
    identifier: sql<string | null>`r.institution_name`,
    route: '/dashboard/profile/education',
    verifiedBy: verifiedByAgencyOrDirector,
  },
  properties: {
    institutionName: property('institution_name'),
    institutionState: property('institution_state'),
    degreeType: property('degree_type'),
    fieldOfStudy: property('field_of_study'),
    startDate: property('start_date', 'date'),
    endDate: property('end_date', 'date'),
    completed: property('completed'),
    creditHours: property('credit_hours', 'number', { scale: 2, max: 999.99 }),
    transcript: property('transcript'),
  },
  forms: [educationForm],
  preSubmission: {
    // The same degree type at the same institution; an end before the start.
    [FormId.Education]: async (db, input) => {
      const institution = valueOf(input, EDUCATION.institutionName);
      const degree = valueOf(input, EDUCATION.degreeType);
      const duplicate =
        institution !== null &&
        degree !== null &&
        (await hasOtherRecord(
          db,
          TABLE,
          input,
          sql<boolean>`${sameText('institution_name', institution)} and degree_type = ${degree}`,
        ));
      return [
        ...(duplicate
          ? [duplicateWarning(EDUCATION.institutionName, PRE_SUBMISSION_TEXTS.duplicateEducation)]
          : []),
        ...endBeforeStart(input, EDUCATION.startDate, EDUCATION.endDate),
      ];
    },
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.Education,
      title: 'Education',
      fileName: 'Education',
      rows: 'owner',
      columns: [
        column('institutionName', 'Institution'),
        column('institutionState', 'State', { hidden: true }),
        column('degreeType', 'Degree'),
        column('fieldOfStudy', 'Field of Study'),
        column('startDate', 'Start Date'),
        column('endDate', 'End Date', { initialSort: 'Descending' }),
        column('completed', 'Status'),
        column('creditHours', 'Credit Hours', { formatNumber: true }),
        ...verificationColumns(),
      ],
    },
  ],
});
