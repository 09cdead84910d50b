import { EntityType, FormId } from '@registry/domain';
import {
  HOURS_PATTERN,
  type StoredFormDefinition,
  element,
  notInFuture,
} from '../../platform/entities/index.js';

/** Element ids of the training record form (form 7, entity type 3). */
export const TRAINING = {
  trainingName: 7001,
  trainingDate: 7002,
  hours: 7003,
  sponsor: 7004,
  courseNumber: 7005,
  coreKnowledgeArea: 7006,
  deliveryMethod: 7007,
  certificate: 7008,
} as const;

/**
 * The training record (spec 3 §3: form 7 of entity 3): a training the person completed outside the
 * registry's own sessions, with its hours, who gave it, the core knowledge area and delivery method the
 * state classifies trainings by, and the certificate of completion.
 */
export const trainingRecordForm: StoredFormDefinition = {
  id: FormId.TrainingRecord,
  entityTypeId: EntityType.TrainingRecord,
  name: 'Training Record',
  elements: [
    element({
      id: TRAINING.trainingName,
      type: 'text',
      stimulus: 'Training Name',
      property: 'trainingName',
      required: true,
      width: 8,
    }),
    element({
      id: TRAINING.trainingDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Date Completed',
      property: 'trainingDate',
      required: true,
      width: 4,
      arguments: { comparisons: [notInFuture('Date Completed')] },
    }),
    element({
      id: TRAINING.hours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Hours',
      property: 'hours',
      required: true,
      maxLength: 8,
      width: 3,
      ...HOURS_PATTERN,
    }),
    element({
      id: TRAINING.sponsor,
      type: 'text',
      stimulus: 'Training Sponsor',
      property: 'sponsor',
      required: true,
      width: 5,
      tooltip: 'The organization or trainer that gave the training.',
    }),
    element({
      id: TRAINING.courseNumber,
      type: 'text',
      stimulus: 'Course Number',
      property: 'courseNumber',
      maxLength: 50,
      width: 4,
    }),
    element({
      id: TRAINING.coreKnowledgeArea,
      type: 'dropdown',
      stimulus: 'Core Knowledge Area',
      property: 'coreKnowledgeArea',
      required: true,
      choiceList: 'core-knowledge-areas',
      width: 8,
    }),
    element({
      id: TRAINING.deliveryMethod,
      type: 'dropdown',
      stimulus: 'Delivery Method',
      property: 'deliveryMethod',
      required: true,
      choiceList: 'delivery-methods',
      width: 4,
    }),
    element({
      id: TRAINING.certificate,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Certificate of Completion',
      property: 'certificate',
    }),
  ],
  arguments: {
    // The same training on the same date already saved (overridable): training-record.entity.ts.
    preSubmissionValidation: { formElementIds: [TRAINING.trainingName, TRAINING.trainingDate] },
    rules: [],
  },
};
