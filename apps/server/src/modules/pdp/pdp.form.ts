import { EntityType, FormId, PDP_RATINGS, PDP_STATUSES } from '@registry/domain';
import { choices, element, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the PDP's forms (spec 3 §3: forms 10, 11, 12, 14, 15; their content is ours). */
export const REQUIRED_TRAINING = {
  trainingName: 10001,
  requiredBy: 10002,
  reason: 10003,
  dueDate: 10004,
  status: 10005,
  completionDate: 10006,
  notes: 10007,
} as const;

export const GOAL = {
  goal: 11001,
  actionSteps: 11002,
  resources: 11003,
  targetDate: 11004,
  status: 11005,
  completionDate: 11006,
  notes: 11007,
} as const;

export const SELF_ASSESSMENT = { area: 12001, rating: 12002, notes: 12003 } as const;

export const COMMENT = { comment: 14001 } as const;
export const REFLECTION = { comment: 15001 } as const;

const STATUS_CHOICES = choices(PDP_STATUSES.map((status) => [status, status] as const));

/** The status and completion date every item has: the date is asked for, and required, once Completed. */
function progressElements(ids: { status: number; completionDate: number; notes: number }) {
  return [
    element({
      id: ids.status,
      type: 'dropdown',
      stimulus: 'Status',
      property: 'status',
      required: true,
      choices: STATUS_CHOICES,
      width: 6,
    }),
    element({
      id: ids.completionDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Completion Date',
      property: 'completionDate',
      width: 6,
      tooltip: 'The day the item was completed (when its status is Completed).',
    }),
    element({
      id: ids.notes,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Notes',
      property: 'notes',
      maxLength: 2000,
    }),
  ];
}

/** A Completed item says when it was completed (its completion date is required then). */
const completionRules = (ids: { status: number; completionDate: number }) => [
  {
    id: 1,
    action: 'require' as const,
    targets: [ids.completionDate],
    conditions: [{ elementId: ids.status, values: ['Completed'] }],
  },
];

/**
 * PDP Required Training (form 10 of entity 11): a training the person must take, who requires it and why,
 * by when, and how far along it is.
 */
export const requiredTrainingForm: StoredFormDefinition = {
  id: FormId.PdpRequiredTraining,
  entityTypeId: EntityType.PdpRequiredTraining,
  name: 'PDP Required Training',
  elements: [
    element({
      id: REQUIRED_TRAINING.trainingName,
      type: 'text',
      stimulus: 'Training Name',
      property: 'trainingName',
      required: true,
      width: 8,
    }),
    element({
      id: REQUIRED_TRAINING.dueDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Due Date',
      property: 'dueDate',
      width: 4,
      sequence: 10002,
    }),
    element({
      id: REQUIRED_TRAINING.requiredBy,
      type: 'text',
      stimulus: 'Required By',
      property: 'requiredBy',
      width: 6,
      tooltip: 'Who requires the training: your director, your program, a licensing rule.',
      sequence: 10003,
    }),
    element({
      id: REQUIRED_TRAINING.reason,
      type: 'text',
      stimulus: 'Why Required',
      property: 'reason',
      width: 6,
      sequence: 10004,
    }),
    ...progressElements(REQUIRED_TRAINING),
  ],
  arguments: { rules: completionRules(REQUIRED_TRAINING), preSubmissionValidation: { formElementIds: [] } },
};

/** PDP Goal (form 11 of entity 12): a goal, the steps and resources to reach it, by when, and its progress. */
export const goalForm: StoredFormDefinition = {
  id: FormId.PdpGoal,
  entityTypeId: EntityType.PdpGoal,
  name: 'PDP Goal',
  elements: [
    element({ id: GOAL.goal, type: 'text', stimulus: 'Goal', property: 'goal', required: true, width: 8 }),
    element({
      id: GOAL.targetDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Target Date',
      property: 'targetDate',
      width: 4,
      sequence: 11002,
    }),
    element({
      id: GOAL.actionSteps,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Action Steps',
      property: 'actionSteps',
      maxLength: 2000,
      sequence: 11003,
    }),
    element({
      id: GOAL.resources,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Resources',
      property: 'resources',
      maxLength: 2000,
      sequence: 11004,
    }),
    ...progressElements(GOAL),
  ],
  arguments: { rules: completionRules(GOAL), preSubmissionValidation: { formElementIds: [] } },
};

/** PDP Self Assessment (form 12 of entity 13): the person's rating of one competency area, and notes. */
export const selfAssessmentForm: StoredFormDefinition = {
  id: FormId.PdpSelfAssessment,
  entityTypeId: EntityType.PdpSelfAssessment,
  name: 'PDP Self Assessment',
  elements: [
    element({
      id: SELF_ASSESSMENT.area,
      type: 'text',
      stimulus: 'Competency Area',
      property: 'areaName',
      readOnly: true,
    }),
    element({
      id: SELF_ASSESSMENT.rating,
      type: 'dropdown',
      stimulus: 'Rating',
      property: 'rating',
      choices: choices(PDP_RATINGS),
      width: 6,
      tooltip: 'Beginning: new to this area. Advanced: you could mentor others in it.',
    }),
    element({
      id: SELF_ASSESSMENT.notes,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Notes',
      property: 'notes',
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

/** A comment on a PDP item (form 14 of entity 16). */
export const commentForm: StoredFormDefinition = {
  id: FormId.Comment,
  entityTypeId: EntityType.Comment,
  name: 'Comment',
  elements: [
    element({
      id: COMMENT.comment,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Comment',
      property: 'comment',
      required: true,
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

/** A reflection on a PDP item (form 15 of entity 16). */
export const reflectionForm: StoredFormDefinition = {
  id: FormId.Reflection,
  entityTypeId: EntityType.Comment,
  name: 'Reflection',
  elements: [
    element({
      id: REFLECTION.comment,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Reflection',
      property: 'comment',
      required: true,
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
