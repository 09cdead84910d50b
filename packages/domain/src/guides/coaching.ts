// The guide's sections on coaching (spec 3 §2 /dashboard/coaches and the coach pages, §4, §5; spec 2
// Coaching History; issue 25): professionals (100) find a coach and answer coaches' requests; coaches (300)
// find professionals, answer their requests and keep their cases. tn and jh (al has no coaching).
import { CLAIMS } from '../claims.js';
import { COACH_REQUEST_DAYS, COACHING_TEXTS } from '../policies/coaching-policy.js';
import type { GuideSection } from './types.js';

export const COACHES_SECTION: GuideSection = {
  id: 'coaches',
  heading: 'Coaches',
  screens: ['coaches'],
  when: ({ may }) => may(CLAIMS.coaches),
  summary: () =>
    'find a coach, answer coaches’ requests, and decide whether your coach may comment on your PDP',
  blocks: () => [
    {
      paragraph:
        'The Coaches tile has two sections. Requests lists the coaching requests waiting for an answer; it is ' +
        'open when there is one. Coaches lists your coaches, present and past, with their status.',
    },
    {
      steps: [
        'To ask for a coach, type two or more letters of the coach’s name under Find a Coach and choose Search.',
        `Choose Request Coaching beside the coach. You may add a comment, and tick '${COACHING_TEXTS.allowPdp}' to let the coach comment on your PDP once they accept.`,
        `The coach is notified. Your request waits under Requests for ${COACH_REQUEST_DAYS} days; until the coach answers you may Withdraw it.`,
      ],
    },
    {
      bullets: [
        `When a coach asks to coach you, the request shows under Requests: Approve (tick '${COACHING_TEXTS.allowPdp}' if you wish) or Reject it, with an optional comment. The coach is notified.`,
        'While a coach coaches you, they can read your records. In the More actions menu of their row: Allow PDP Commenting or Remove PDP Commenting, and End Coaching (a comment is required). The coach is notified.',
        'History, in the same menu, lists every step of the coaching: who asked, who answered, when, and the comments.',
      ],
    },
  ],
};

export const COACH_CASES_SECTION: GuideSection = {
  id: 'coach-cases',
  heading: 'Active Cases and Closed Cases',
  screens: ['active-cases', 'closed-cases'],
  when: ({ may }) => may(CLAIMS.coachCases),
  summary: () => 'keep your coaching cases: the professionals you coach and the ones you coached',
  blocks: () => [
    {
      paragraph:
        'The Active Cases tile lists the professionals you coach now, 5 to a page, with whether they let you ' +
        'comment on their PDP. Closed Cases lists the professionals whose coaching has ended.',
    },
    {
      bullets: [
        "User Records, in the More actions menu of an active case, opens the person's records (education, certifications, training, experience) to read.",
        'End Coaching ends a coaching; a comment is required. The professional is notified, and the case moves to Closed Cases: you no longer see their records.',
        'History lists every step of your coaching with the person: requests, answers, PDP commenting and its end, with the comments.',
      ],
    },
  ],
};

export const MANAGE_CONNECTIONS_SECTION: GuideSection = {
  id: 'manage-connections',
  heading: 'Manage Connections',
  screens: ['manage-connections'],
  when: ({ may }) => may(CLAIMS.coachCases),
  summary: () => 'offer coaching to professionals and answer their requests',
  blocks: ({ tenant }) => [
    {
      paragraph:
        `The Manage Connections tile has two sections. Search Users finds EC professionals ${tenant.features.organizations ? `by ${tenant.terms.agency}, by name or by county` : 'by name'}; ` +
        'Pending Requests lists the coaching requests waiting for an answer.',
    },
    {
      bullets: [
        'Request Coaching, in the More actions menu of a person, offers them coaching (a comment is optional). They are notified and approve or reject it; until then you may Withdraw it.',
        'A professional’s request to you shows under Pending Requests: Approve or Reject it, with an optional comment. Whether you may comment on their PDP is their choice.',
        'History shows every step of your coaching with a person.',
      ],
    },
  ],
};
