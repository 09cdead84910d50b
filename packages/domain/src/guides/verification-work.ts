// The guide's sections on finding professionals and verifying their records (spec 2 "Search Users",
// "Verification History"; spec 3 §4-§6): Search Users, the Verification Queue and Verification History.
import { CLAIMS } from '../claims.js';
import type { GuideBlock, GuideSection } from './types.js';

export const SEARCH_USERS_SECTION: GuideSection = {
  id: 'search-users',
  heading: 'Search Users',
  screens: ['search-users'],
  // The verifiers' screen: the route needs both claims.
  when: ({ may }) => may(CLAIMS.searchUsers) && may(CLAIMS.verifyRecords),
  summary: () => 'find an EC professional and view and verify his/her records',
  blocks: ({ tenant }) => {
    const agency = tenant.terms.agency;
    const actions = [
      "Verification Actions opens the person's records, a section per kind of record (Education, " +
        'Certification/Credential, Training, Experience). Select View (the eye) to read a record.',
    ];
    actions.push(
      'On a record you may verify, the More actions menu offers Verify (a comment is optional) and Decline (a ' +
        'comment is required, and the owner reads it), once you have opened the record with View; Remove ' +
        'Verification on a verified record; Return to owner on a requested one. Select several records and ' +
        'Bulk Reject to decline them at once, with one comment.',
    );
    if (tenant.features.trainingReport)
      actions.push(
        `Training Report, when you searched by ${agency}, saves the person's training report at that ${agency} ` +
          'as a PDF in your Downloads folder.',
      );
    const blocks: GuideBlock[] = [
      {
        paragraph: tenant.features.organizations
          ? `The Search Users tile finds EC professionals three ways: Search by ${agency} (type two or more ` +
            `letters of the ${agency} name and choose it), Search by User Name (type two or more letters of a ` +
            `name and select Search), or Search by County (choose the county, then one of its ` +
            `${tenant.terms.agencyPlural}). The people found are listed under the search; changing the search ` +
            'type starts again.'
          : 'The Search Users tile finds EC professionals by name: type two or more letters of a first or last ' +
            'name and select Search. The people found are listed under the search.',
      },
      { paragraph: "A person's actions are in the More actions menu of their row:" },
      { bullets: actions },
    ];
    return blocks;
  },
};

export const VERIFICATION_QUEUE_SECTION: GuideSection = {
  id: 'verification-queue',
  heading: 'Verification Queue',
  screens: ['verification-queue'],
  when: ({ may }) => may(CLAIMS.verifyRecords),
  summary: () => 'work through the verification requests waiting for you, oldest first',
  blocks: () => [
    {
      paragraph:
        'The Verification Queue tile counts the requests waiting for you by age (Under 3 days, 3-14 days, Over ' +
        "14 days) and lists them oldest first, with each request's age, the person and the record. Verification " +
        "Actions opens that person's records at the record's kind, where you view, verify or decline it as on " +
        'Search Users.',
    },
  ],
};

export const VERIFICATION_HISTORY_SECTION: GuideSection = {
  id: 'verification-history',
  heading: 'Verification History',
  screens: ['verification-history'],
  when: ({ may }) => may(CLAIMS.verificationHistory),
  summary: () => 'look back at the verification actions taken on records',
  blocks: () => [
    {
      paragraph:
        'The Verification History tile lists the verification actions taken on records. View Verification Action ' +
        "History, in a row's More actions menu, opens the record's history (who acted, when, what, for which " +
        'agency, and the comments) and, under Record, the record itself, read-only.',
    },
  ],
};

/** The sections in the order the staff guides show them. */
export const VERIFICATION_WORK_SECTIONS: readonly GuideSection[] = [
  SEARCH_USERS_SECTION,
  VERIFICATION_QUEUE_SECTION,
  VERIFICATION_HISTORY_SECTION,
];
