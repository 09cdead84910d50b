// The guide's sections on the career lattice (spec 3 §2 /dashboard/career, §4; issue 25): professionals
// (100) see their level, what their records support and what is missing, and claim a level; managers and
// administrators (400, 500, AdminUser) verify or return the levels claimed.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';

export const CAREER_SECTION: GuideSection = {
  id: 'career',
  heading: 'Career Lattice',
  screens: ['career', 'career-info', 'career-lattice'],
  when: ({ may }) => may(CLAIMS.career),
  summary: () =>
    'see your level on the career lattice, what your records support and what the next level needs',
  blocks: () => [
    {
      paragraph:
        'The Career Lattice tile opens two tabs. Info describes the eight levels of the lattice and what each ' +
        'asks for: a degree or diploma, a credential such as a CDA, training hours (some in a core knowledge ' +
        'area such as Health, Safety and Nutrition) and years of experience.',
    },
    {
      paragraph:
        'Lattice shows Current Level: the level you claim, with its verification icon (an hourglass while ' +
        'its verification is requested, a check once verified). Below it the registry says which level your ' +
        'records support, and which level your verified records alone support, and lists exactly what is ' +
        'missing for the next level, for example "12 more training hours in Health, Safety and Nutrition" or ' +
        '"a CDA credential". Each item links to where you add that record.',
    },
    {
      steps: [
        'Add the missing records on the tabs the links open (education, certification, employment, or your trainings).',
        'Come back to Lattice: the level your records support rises as soon as a record is saved.',
        'Add New claims a level. Leave the level empty to claim the one your records support.',
        'Request Verification, in the More actions menu of your level, sends it to a manager or administrator. ' +
          'While the request is open you cannot change it; when it is returned you can change it again.',
      ],
    },
  ],
};

export const LATTICE_VERIFICATION_SECTION: GuideSection = {
  id: 'lattice-verification',
  heading: 'Career Lattice Verification',
  screens: ['lattice-verification'],
  when: ({ may }) => may(CLAIMS.verifyLattice),
  summary: () => 'verify or return the career lattice levels professionals claim',
  blocks: () => [
    {
      paragraph:
        'The Career Lattice Verification tile lists the career lattice levels waiting for you, oldest first, ' +
        'with how long each has waited. Open a request to see the person\u2019s records; the Career Lattice Level ' +
        'section holds the level they claim.',
    },
    {
      bullets: [
        'View opens the level with the evidence: the level the person\u2019s records support, the level their ' +
          'verified records alone support, and what the next level still needs. Verify and Decline are ' +
          'enabled once you have viewed it.',
        'Verify confirms the level; Decline needs a comment; Return to owner gives the request back unanswered ' +
          'so the person can change their claim. The person is notified of each.',
        'Manage Users \u2192 View Records shows the same section for any person, with the same actions.',
      ],
    },
  ],
};

export const LATTICE_REQUIREMENTS_SECTION: GuideSection = {
  id: 'lattice-requirements',
  heading: 'Career Lattice Requirements',
  screens: ['lattice-requirements'],
  when: ({ may }) => may(CLAIMS.manageLattice),
  summary: () => 'change what each level of the career lattice asks for',
  blocks: () => [
    {
      paragraph:
        'The Career Lattice Requirements tile lists the eight levels of the career lattice, each with its title, ' +
        'description and what it asks for: a minimum degree (and whether it must be in early childhood ' +
        'education), credentials (any one of those ticked), training hours in total and by core knowledge ' +
        'area, and years of experience.',
    },
    {
      bullets: [
        'Change what you need and choose Save; Undo Changes puts back what is saved. Each level must have a ' +
          'title and a description, and no amount may be negative.',
        "Once saved, every person's placement is recomputed in the background; the Lattice tab of each " +
          'professional then explains their level by the new requirements.',
      ],
    },
  ],
};
