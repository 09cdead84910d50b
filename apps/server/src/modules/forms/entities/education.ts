import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('education_records');

/**
 * Entity type 4, education (form 2): a school or college attended, the degree or diploma, the field of
 * study, when, whether completed, credit hours earned, and a transcript or diploma.
 */
export const educationEntity = profileRecordEntity(4, 'Education', 'education_records', {
  institutionName: column('institution_name'),
  institutionState: column('institution_state'),
  degreeType: column('degree_type'),
  fieldOfStudy: column('field_of_study'),
  startDate: column('start_date', 'date'),
  endDate: column('end_date', 'date'),
  completed: column('completed'),
  creditHours: column('credit_hours', 'number', { scale: 2, max: 999.99 }),
  transcript: column('transcript'),
});
