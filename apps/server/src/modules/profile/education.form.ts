import { EntityType, FormId } from '@registry/domain';
import {
  HOURS_PATTERN,
  type StoredFormDefinition,
  choices,
  element,
  notBefore,
  notInFuture,
} from '../../platform/entities/index.js';

/** Element ids of the education form (form 2, entity type 4). */
/** The Status dropdown's choices (the education grid shows their texts). */
export const EDUCATION_STATUS_CHOICES = [
  ['completed', 'Completed'],
  ['in-progress', 'In Progress'],
  ['not-completed', 'Not Completed'],
] as const;

export const EDUCATION = {
  institutionName: 2001,
  institutionState: 2002,
  degreeType: 2003,
  fieldOfStudy: 2004,
  completed: 2005,
  startDate: 2006,
  endDate: 2007,
  creditHours: 2008,
  transcript: 2009,
} as const;

/**
 * Education (spec 1 §2 profile tab education; spec 3 §3 form 2 of entity 4): the school or college, its
 * state, the degree or diploma (the state's list), the field of study, whether it was completed, the
 * dates, credit hours earned and a transcript or diploma. A completed program needs its end date.
 */
export const educationForm: StoredFormDefinition = {
  id: FormId.Education,
  entityTypeId: EntityType.Education,
  name: 'Education',
  elements: [
    element({
      id: EDUCATION.institutionName,
      type: 'text',
      stimulus: 'School or Institution',
      property: 'institutionName',
      required: true,
      width: 8,
    }),
    element({
      id: EDUCATION.institutionState,
      type: 'dropdown',
      stimulus: 'State',
      property: 'institutionState',
      choiceList: 'states',
      width: 4,
    }),
    element({
      id: EDUCATION.degreeType,
      type: 'dropdown',
      stimulus: 'Degree or Diploma',
      property: 'degreeType',
      required: true,
      choiceList: 'degree-types',
      width: 6,
    }),
    element({
      id: EDUCATION.fieldOfStudy,
      type: 'text',
      stimulus: 'Major or Field of Study',
      property: 'fieldOfStudy',
      width: 6,
    }),
    element({
      id: EDUCATION.completed,
      type: 'dropdown',
      stimulus: 'Status',
      property: 'completed',
      required: true,
      width: 4,
      choices: choices(EDUCATION_STATUS_CHOICES),
    }),
    element({
      id: EDUCATION.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Start Date',
      property: 'startDate',
      width: 4,
      arguments: { comparisons: [notInFuture('Start Date')] },
    }),
    element({
      id: EDUCATION.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'End Date',
      property: 'endDate',
      width: 4,
      tooltip: 'The date completed, or the expected end while in progress.',
      arguments: { comparisons: [notBefore('End Date', EDUCATION.startDate, 'Start Date')] },
    }),
    element({
      id: EDUCATION.creditHours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Credit Hours Earned',
      property: 'creditHours',
      maxLength: 8,
      width: 4,
      ...HOURS_PATTERN,
    }),
    element({
      id: EDUCATION.transcript,
      type: 'fileUpload',
      subtype: 'single',
      stimulus: 'Transcript or Diploma',
      property: 'transcript',
      width: 8,
    }),
  ],
  arguments: {
    // The same degree type at the same institution (overridable) and an end before the start (refused).
    preSubmissionValidation: {
      formElementIds: [
        EDUCATION.institutionName,
        EDUCATION.degreeType,
        EDUCATION.startDate,
        EDUCATION.endDate,
      ],
    },
    rules: [
      {
        id: 1,
        action: 'require',
        targets: [EDUCATION.endDate],
        conditions: [{ elementId: EDUCATION.completed, values: ['completed'] }],
      },
    ],
  },
};
