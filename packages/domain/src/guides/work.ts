// The guide's sections on the screens of one role or another: the training records (spec 3 §2), Staff
// Requests, Create Alert and Feedback Received. Each is in a guide only where a reader's role has it.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';
import { listOf, roleNames, withArticle } from './words.js';

export const TRAINING_SECTION: GuideSection = {
  id: 'training',
  heading: 'Your training records',
  screens: ['training'],
  when: ({ may }) => may(CLAIMS.training),
  summary: () => 'see your training records, and your hours in the Master Training Record',
  blocks: ({ tenant }) => [
    {
      paragraph:
        'The Training tile on your dashboard opens your training records: the Master Training Record, then ' +
        'the list of the trainings on your record.',
    },
    { subheading: 'Master Training Record' },
    {
      paragraph:
        'Select View beside Master Training Record to see your training hours by core knowledge area: for ' +
        'each area the number of records, their hours and the verified hours, and the totals. Hide closes it.',
    },
    { subheading: 'Your training records' },
    tenant.features.trainingGridAddDelete
      ? {
          paragraph:
            'Add New adds a training you completed; each record opens, changes and is deleted as your ' +
            "profile's records are (see Adding and changing records).",
        }
      : {
          paragraph:
            'The trainings on your record are not added or deleted here. Select View (the eye) to read one; ' +
            'Edit is there on a record you may still change.',
        },
    {
      paragraph:
        "Request Verification and Verification History, in a record's More actions menu, work as on your " +
        'profile. Download CSV and Download PDF save the list as a file.',
    },
  ],
};

export const STAFF_REQUESTS_SECTION: GuideSection = {
  id: 'staff-requests',
  heading: 'Staff Requests',
  screens: ['staff-requests'],
  when: ({ may }) => may(CLAIMS.decideRoleRequests),
  summary: ({ tenant, roles }) =>
    roles.includes('200')
      ? `approve or reject the role requests of the people who work at your ${tenant.terms.agencyPlural}`
      : 'approve or reject the staff and director role requests waiting for an answer',
  blocks: ({ tenant, roles }) => {
    const agency = tenant.terms.agency;
    return [
      {
        paragraph: roles.includes('200')
          ? `When someone who works at ${withArticle(agency)} you direct asks for the staff role there (or, once on its ` +
            'staff, for the director role), the request waits for you on Staff Requests. Open it with its ' +
            'tile on your dashboard.'
          : `The Staff Requests tile lists the staff and director role requests, at any ${agency}, of the ` +
            'people whose accounts you manage.',
      },
      {
        paragraph:
          "Each request shows the person's Name and E-mail, the Organization, the Role Requested, when it was " +
          'Requested and the Comments. Your own requests are never listed: someone else answers them.',
      },
      {
        steps: [
          'Find the request in the list.',
          'Select Approve, add a comment if you like, and confirm. Or select Reject and say why: the person ' +
            'reads your comment.',
          'The request leaves the list, and the person receives a notification with your answer.',
        ],
      },
      {
        paragraph:
          'If someone else answered a request first, the list is reloaded without it. When nothing waits, the ' +
          'page says "There are no staff requests to review."',
      },
    ];
  },
};

export const ALERTS_SECTION: GuideSection = {
  id: 'alerts',
  heading: 'Create Alert',
  screens: ['alerts'],
  when: ({ may }) => may(CLAIMS.manageAlerts),
  summary: () => 'write the alerts shown at the top of the dashboards',
  blocks: ({ tenant, roles, holders }) => {
    const who = holders(CLAIMS.manageAlerts);
    const only =
      who.length < roles.length
        ? ` The Create Alert tile is for the ${listOf(roleNames(who, tenant))} roles only.`
        : '';
    return [
      {
        paragraph:
          'An alert appears in red at the top of the dashboard of everyone who holds one of the roles you ' +
          `choose, on the days you choose.${only}`,
      },
      {
        steps: [
          'Open Create Alert from your dashboard and select Add New.',
          'Write the Subject, which the alert shows, and, if you like, a Message, which opens when the alert is ' +
            'selected.',
          'Under Show To, tick the roles that should see it.',
          'Set the First Day Shown and, for an alert that should stop by itself, the Last Day Shown.',
          'Under May people dismiss it?, choose whether each person may close it.',
          'Select Save. The alert reaches the dashboards at once.',
        ],
      },
      {
        paragraph:
          'The table lists every alert. Edit (the pencil) changes one; Disable takes it off the dashboards and ' +
          'Enable puts it back (tick Include Disabled to list disabled alerts); Delete removes it for good.',
      },
    ];
  },
};

export const FEEDBACK_RECEIVED_SECTION: GuideSection = {
  id: 'feedback-received',
  heading: 'Feedback Received',
  screens: ['feedback-list'],
  when: ({ may }) => may(CLAIMS.readFeedback),
  summary: () => 'read the feedback users send',
  blocks: ({ tenant, roles, holders }) => {
    const who = holders(CLAIMS.readFeedback);
    const only =
      who.length < roles.length
        ? ` The Feedback Received tile is for the ${listOf(roleNames(who, tenant))} roles only.`
        : '';
    return [
      {
        paragraph:
          'Feedback Received lists what users sent through Feedback, newest first, 25 to a page. Each shows ' +
          `who sent it (name and e-mail address), when, and whether they may be contacted.${only}`,
      },
      {
        steps: [
          'Select View to read a feedback in full, as it was sent.',
          'To answer someone who may be contacted, write to them through Messages.',
        ],
      },
    ];
  },
};
