import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('training_records');

/**
 * Entity type 3, the training record (form 7): a training a person completed, its hours, sponsor,
 * classification (core knowledge area, delivery method) and certificate. Records that
 * came from the registry's sessions or another system (sent_via_api) are not their owner's to change.
 */
export const trainingRecordEntity = profileRecordEntity(3, 'Training Record', 'training_records', {
  trainingName: column('training_name'),
  trainingDate: column('training_date', 'date'),
  hours: column('hours', 'number', { scale: 2, max: 999.99, positive: true }),
  sponsor: column('sponsor'),
  courseNumber: column('course_number'),
  coreKnowledgeArea: column('core_knowledge_area'),
  deliveryMethod: column('delivery_method'),
  certificate: column('certificate'),
});
