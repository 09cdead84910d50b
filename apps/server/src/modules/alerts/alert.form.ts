import { ALERT_AUDIENCE_ROLES, EntityType, FormId } from '@registry/domain';
import {
  type StoredFormChoice,
  type StoredFormDefinition,
  choices,
  element,
  notBefore,
} from '../../platform/entities/index.js';

export const ALERT = {
  subject: 18001,
  message: 18002,
  audience: 18003,
  startDate: 18004,
  endDate: 18005,
  dismissible: 18006,
} as const;

/** The audience's choices: the roles, each offered where the tenant has it, named as the tenant names it. */
const audienceChoices: StoredFormChoice[] = ALERT_AUDIENCE_ROLES.map((role, index) => ({
  id: role,
  text: role,
  visible: true,
  sequence: index + 1,
  tenantRole: role,
}));

/**
 * Create Alert (spec 2 §9 and spec 3 §3: entity type 20, form 18). The spec names the alert's subject,
 * message and dismissible; the audience and the days it shows are the (docs/decisions.md,
 * "Alerts"). The message is rich text, cleaned by the allow-list on save, and opens in a modal from the
 * dashboard; an alert without one shows its subject only.
 */
export const alertForm: StoredFormDefinition = {
  id: FormId.Alert,
  entityTypeId: EntityType.Alert,
  name: 'Alert',
  elements: [
    element({
      id: ALERT.subject,
      type: 'text',
      stimulus: 'Subject',
      property: 'subject',
      required: true,
      maxLength: 180,
      tooltip: 'Shown in the alert at the top of the dashboard.',
    }),
    element({
      id: ALERT.message,
      type: 'richText',
      stimulus: 'Message',
      property: 'message',
      maxLength: 5000,
      arguments: { allowLinks: true },
      tooltip: 'Optional. Opens in a window when the alert is clicked.',
    }),
    element({
      id: ALERT.audience,
      type: 'checkbox',
      stimulus: 'Show To',
      property: 'audience',
      required: true,
      choices: audienceChoices,
    }),
    element({
      id: ALERT.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'First Day Shown',
      property: 'startDate',
      required: true,
      width: 6,
    }),
    element({
      id: ALERT.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Last Day Shown',
      property: 'endDate',
      width: 6,
      tooltip: 'Leave empty to show the alert until it is disabled or deleted.',
      arguments: { comparisons: [notBefore('Last Day Shown', ALERT.startDate, 'First Day Shown')] },
    }),
    element({
      id: ALERT.dismissible,
      type: 'dropdown',
      stimulus: 'May people dismiss it?',
      property: 'dismissible',
      required: true,
      choices: choices([
        ['true', 'Yes, each person may dismiss it'],
        ['false', 'No, it shows until its last day'],
      ]),
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
