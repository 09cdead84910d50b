// The guide's sections on the profile (spec 1 §2): its tabs, their records, verification requests and the
// roles an employment record holds at an organization of the registry.
import type { GuideReader, GuideSection } from './types.js';
import { withArticle } from './words.js';

/** Whether the readers work as directors (role 200): they do not request verification of their own records. */
const directorsOnly = (reader: GuideReader) => reader.roles.every((role) => role === '200');

export const PROFILE_SECTION: GuideSection = {
  id: 'profile',
  heading: 'Your profile',
  screens: [
    'profile',
    'profile-personal',
    'profile-employment',
    'profile-education',
    'profile-certification',
    'profile-community-service',
    'profile-membership',
  ],
  summary: () =>
    'keep your professional record: personal information, employment, education, certifications and ' +
    'credentials, community service and memberships',
  blocks: ({ tenant }) => [
    {
      paragraph:
        'Your profile is your professional record. Open it with the Profile tile on your dashboard. Its tabs ' +
        'are numbered in order; Continue, at the foot of each, moves to the next.',
    },
    {
      bullets: [
        'Personal Information: your name, contact details, mailing address, languages and education. Select ' +
          'Edit to change them, then Save. Your e-mail address is your user name: to change it, ask the help ' +
          'desk.',
        'Employment: where you work and have worked.' +
          (tenant.features.organizations
            ? ` When your employer is ${withArticle(tenant.terms.agency)} listed in the registry, choose it in the ` +
              'record: your role there is asked for on the record itself (see below).'
            : ''),
        'Education: your degrees, diplomas and coursework, with your transcripts.',
        'Certification/Credential: your certifications and credentials, such as a CDA.',
        'Community Service: your volunteer and community service.',
        'Membership: your memberships in professional associations.',
      ],
    },
  ],
};

export const RECORDS_SECTION: GuideSection = {
  id: 'records',
  heading: 'Adding and changing records',
  blocks: ({ tenant, roles }) => [
    { paragraph: 'Each tab after Personal Information lists your records of its kind in a table.' },
    { subheading: 'Adding a record' },
    {
      steps: [
        'Select Add New above the table.',
        'Fill in the form. Where it asks for a document, such as a transcript or a certificate, select ' +
          'Upload File and choose the file.',
        'Select Save. The record appears in the table.',
      ],
    },
    { subheading: 'Working with a record' },
    {
      bullets: [
        'View (the eye): open the record to read it.',
        'Edit (the pencil): open the record to change it, then Save.',
        'Delete (the bin): remove the record, once you confirm.',
        'More actions (three dots): Request Verification and Verification History' +
          (tenant.features.organizations
            ? `, and on an employment record at ${withArticle(tenant.terms.agency)} of the registry, its role actions.`
            : '.'),
      ],
    },
    {
      paragraph:
        "Above the table you can filter the records by their columns; select a column's heading to sort by " +
        'it. Below it you move between pages and choose how many rows a page shows. Download CSV and Download ' +
        'PDF save the records as a file.' +
        (roles.includes('100') ? ' What the icons mean, under the table, explains the icons.' : ''),
    },
    {
      paragraph:
        'A record that is verified, or waiting for verification, cannot be changed or deleted. A record that ' +
        'came from a registry training session or another system cannot be changed here either.',
    },
  ],
};

export const VERIFICATION_SECTION: GuideSection = {
  id: 'verification',
  heading: (reader) =>
    directorsOnly(reader) ? 'Verification of your own records' : 'Asking for a record to be verified',
  summary: (reader) => (directorsOnly(reader) ? undefined : 'ask for your records to be verified'),
  blocks: (reader) => {
    const history = {
      paragraph:
        'Verification History, in the More actions menu (three dots) of a record, shows each step of its ' +
        'verification: who acted, when, and their comments. The Verification column shows where it stands: ' +
        'Requested, Approved or Rejected.',
    };
    if (directorsOnly(reader))
      return [
        {
          paragraph:
            'Directors cannot request verification of their own records: ask your ' +
            `${reader.tenant.labels.staffRole} to verify them. You can write to them through Messages.`,
        },
        history,
      ];
    return [
      {
        paragraph:
          'A verified record shows employers and licensing staff that the registry has checked it against its ' +
          'documents. Attach those documents to the record (a transcript, a certificate) before you ask.',
      },
      {
        steps: [
          'Open the tab of the record and find it in the table.',
          'Select More actions (three dots) on the record, then Request Verification.',
          'Confirm. The Verification column shows Requested.',
        ],
      },
      {
        paragraph:
          'While the request waits, the record cannot be changed. Once verified, it cannot be changed any more.',
      },
      history,
    ];
  },
};

export const EMPLOYMENT_ROLES_SECTION: GuideSection = {
  id: 'employment-roles',
  heading: ({ tenant }) => `Your role at your ${tenant.terms.agency}`,
  screens: ['profile-employment'],
  when: ({ tenant }) => tenant.features.organizations,
  summary: ({ tenant, roles }) =>
    roles.includes('200')
      ? `request, or end, your staff and director roles at your ${tenant.terms.agencyPlural}`
      : `ask for the staff role at the ${tenant.terms.agency} where you work`,
  blocks: ({ tenant, roles }) => {
    const agency = tenant.terms.agency;
    const director = roles.includes('200');
    return [
      {
        paragraph:
          `When your employer is ${withArticle(agency)} listed in the registry, your employment record there can hold ` +
          `a role: the staff role, and for whoever directs the ${agency} the director role. A director of ` +
          `the ${agency}, or the registry's managers and administrators, answer each request; you receive a ` +
          'notification with the answer.',
      },
      { subheading: 'Asking for the staff role' },
      {
        steps: [
          'On the Employment tab, add (or edit) the record of the job you have now. Answer "Is the employer ' +
            'listed in the registry?" with Yes, find your employer under Employer (choosing the County first ' +
            'narrows the list), and save.',
          'Select More actions (three dots) on that record, then Request Staff Role.',
          'The Organization Role column shows Staff Level: Requested, and then Approved or Rejected once the ' +
            'request is answered.',
        ],
      },
      { subheading: 'The director role' },
      {
        paragraph:
          `Once your staff role is approved, if you direct the ${agency}, select More actions on the same ` +
          'record, then Request Director Role. The column then shows Director Level as well.' +
          (director ? ' Its approval gives you the Staff Requests tile.' : ''),
      },
      { subheading: 'Ending a role, withdrawing a request' },
      {
        bullets: [
          'Withdraw Request: take back a request nobody has answered yet.',
          `End Staff Role: when you no longer work at the ${agency}. End the director role first if you hold ` +
            'it; a director role request still waiting is withdrawn with it.',
          `End Director Role: when you no longer direct the ${agency}.`,
          'History: every request on the record and its answer, with the date, who acted and their comments.',
        ],
      },
    ];
  },
};
