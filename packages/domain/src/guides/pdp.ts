// The guide's sections on the professional development plan (spec 3 §2 /dashboard/pdp, §6; issue 25):
// the professional (100) keeps their PDP; their director (200) and their coach (300) with PDP commenting
// read it, reflect and comment, and the director verifies Completed items.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';

/** The professional's own PDP (role 100; tn and jh). */
export const PDP_SECTION: GuideSection = {
  id: 'pdp',
  heading: 'Professional Development Plan',
  screens: ['pdp'],
  when: ({ may }) => may(CLAIMS.pdp),
  summary: () =>
    'plan your growth in your Professional Development Plan: a self-assessment, required trainings and goals',
  blocks: ({ tenant }) => {
    // jh has no organizations, so no directors: its professionals' plans are read by their coaches.
    const directors = tenant.features.organizations;
    const readers = directors ? 'director or coach' : 'coach';
    return [
      {
        paragraph:
          'The Professional Development Plan tile opens your plan in four tabs. Info explains the plan and ' +
          'links to the PDP guide (a PDF).',
      },
      {
        bullets: [
          'Self-Assessment lists every competency area of the state, one row each, all on one page. Open a ' +
            'row (Edit) to rate yourself from Beginning to Advanced and add notes. There is no Add button: ' +
            'the areas are there for you.',
          'Required Training lists the trainings you must take, with who requires them, the due date and ' +
            'the status (Not Started, In Progress or Completed). Add New adds one; set it to Completed, with ' +
            'the completion date, when you have taken it.',
          'Goals lists your goals with their action steps, resources, target date and status.',
          'Each row shows how many comments it has and when it last changed. View opens the item with its ' +
            `comments and reflections under it: who wrote each, as what (${readers}) and when. Add Comment ` +
            'answers them.',
        ],
      },
      {
        paragraph:
          (directors
            ? 'When a Completed item is verified by your director it can no longer be changed, and it takes ' +
              'no more comments. You are notified of each verification, comment and reflection; '
            : 'You are notified of each comment and reflection; ') +
          "the item's comments show them without reloading the page." +
          (tenant.features.coaches
            ? ' Your coach reads your plan and comments only while you allow PDP commenting on the Coaches page.'
            : ''),
      },
    ];
  },
};

/** A director's (and a coach's) part: reading a person's PDP, verifying, reflecting, commenting. */
export const PDP_REVIEW_SECTION: GuideSection = {
  id: 'pdp-review',
  heading: ({ roles }) =>
    roles.includes('200')
      ? "Your staff's Professional Development Plans"
      : 'The Professional Development Plans you may comment on',
  when: ({ tenant, roles }) => tenant.features.pdp && (roles.includes('200') || roles.includes('300')),
  summary: ({ roles }) =>
    roles.includes('200')
      ? "review your staff's development plans: verify completed items, reflect and comment"
      : 'comment on the development plans of the people you coach, when they allow it',
  blocks: ({ roles }) => [
    {
      paragraph: roles.includes('200')
        ? 'Search Users finds your staff. In their User Records, View PDP opens their Professional ' +
          'Development Plan: Required Training, Goals and Self-Assessment. View opens an item with its ' +
          'comments and reflections.'
        : 'From your Active Cases, open the PDP of a person who allows PDP commenting: Required Training, ' +
          'Goals and Self-Assessment. View opens an item with its comments and reflections.',
    },
    {
      bullets: [
        ...(roles.includes('200')
          ? [
              'Verify, on an item whose status is Completed, verifies it; Unverify removes the verification. ' +
                'The owner is notified either way. Open the item first: a verification needs the item read.',
            ]
          : []),
        roles.includes('200')
          ? 'Add Reflection writes your reflection on the item: one for the director, and one for the ' +
            'coach, per item.'
          : 'Add Reflection writes your reflection on the item, once per item.',
        'Add Comment writes a comment on an item that is not verified. The owner is notified at once and ' +
          'can answer.',
      ],
    },
  ],
};
