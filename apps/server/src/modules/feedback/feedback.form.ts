import { EntityType, FormId } from '@registry/domain';
import { type StoredFormDefinition, choices, element } from '../../platform/entities/index.js';

export const FEEDBACK = { topic: 32001, message: 32002, mayContact: 32003 } as const;

/**
 * Feedback (entity type 32, tn's navigation item). The spec names the entity but shows no form id or
 * fields: form 32, with a topic, the message and whether the registry may answer.
 */
export const feedbackForm: StoredFormDefinition = {
  id: FormId.Feedback,
  entityTypeId: EntityType.Feedback,
  name: 'Feedback',
  elements: [
    element({
      id: FEEDBACK.topic,
      type: 'dropdown',
      stimulus: 'Topic',
      property: 'topic',
      required: true,
      choices: choices([
        ['problem', 'Something is not working'],
        ['suggestion', 'Suggestion'],
        ['question', 'Question'],
        ['other', 'Other'],
      ]),
    }),
    element({
      id: FEEDBACK.message,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Your Feedback',
      property: 'message',
      required: true,
      maxLength: 2000,
    }),
    element({
      id: FEEDBACK.mayContact,
      type: 'checkbox',
      stimulus: 'Contact',
      property: 'mayContact',
      choices: choices([['yes', 'You may contact me about this feedback']]),
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
