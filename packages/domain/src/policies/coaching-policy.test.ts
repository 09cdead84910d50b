import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { personRecordsAccess } from './records.js';
import { searchUsersReach } from './users-grids.js';
import {
  coachCommentRequired,
  COACH_ACTIONS,
  coachingOffers,
  coachingReach,
  coachingRoute,
  coachRelationshipActionPolicy,
  coachRelationshipPolicy,
  COACHING_NOTICES,
  mayBeCoach,
  mayBeCoached,
  mayOfferCoaching,
  maySeeCoaching,
  offers,
  type CoachingState,
} from './coaching-policy.js';

const tenant = getTenant('tn');
const COACH = 1;
const PRO = 2;
const OTHER_COACH = 3;
const viewer = (userId: number, role: RoleName) => ({
  userId,
  activeRole: role,
  claims: claimsForRole(role, tenant),
  directorOrganizationIds: [],
});
const pair = { coachUserId: COACH, userId: PRO };
const state = (over: Partial<CoachingState>): CoachingState => ({
  ...pair,
  active: false,
  pdpShared: false,
  pending: null,
  hasHistory: true,
  ...over,
});

/** The relationship's states of spec 3 §4. */
const STATES = {
  none: null,
  requestedByPro: state({ pending: { actionId: 5, requestedBy: PRO } }),
  requestedByCoach: state({ pending: { actionId: 5, requestedBy: COACH } }),
  active: state({ active: true }),
  activeShared: state({ active: true, pdpShared: true }),
  ended: state({}),
} as const;
type StateName = keyof typeof STATES;

type Offer = 'request' | 'withdraw' | 'approve' | 'reject' | 'end' | 'allowPdp' | 'removePdp' | 'history';
const names = (o: ReturnType<typeof coachingOffers>): Offer[] =>
  (
    [
      ['request', o.mayRequest],
      ['withdraw', o.mayWithdraw],
      ['approve', o.mayApprove],
      ['reject', o.mayReject],
      ['end', o.mayEnd],
      ['allowPdp', o.mayAllowPdp],
      ['removePdp', o.mayRemovePdp],
      ['history', o.hasHistory],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([name]) => name);

describe('coachingOffers: spec 3 §4 exactly, for each side and state', () => {
  // [viewer, state] -> offers. Request if not active and none pending; Withdraw to the side that asked;
  // Approve and Reject to the other side; End if active (either side); the PDP switch to the professional.
  const table: [string, ReturnType<typeof viewer>, Record<StateName, Offer[]>][] = [
    [
      'the professional (100)',
      viewer(PRO, '100'),
      {
        none: ['request'],
        requestedByPro: ['withdraw', 'history'],
        requestedByCoach: ['approve', 'reject', 'history'],
        active: ['end', 'allowPdp', 'history'],
        activeShared: ['end', 'removePdp', 'history'],
        ended: ['request', 'history'],
      },
    ],
    [
      'the coach (300)',
      viewer(COACH, '300'),
      {
        none: ['request'],
        requestedByPro: ['approve', 'reject', 'history'],
        requestedByCoach: ['withdraw', 'history'],
        active: ['end', 'history'],
        activeShared: ['end', 'history'],
        ended: ['request', 'history'],
      },
    ],
    [
      'another coach (300)',
      viewer(OTHER_COACH, '300'),
      {
        none: [],
        requestedByPro: ['history'],
        requestedByCoach: ['history'],
        active: ['history'],
        activeShared: ['history'],
        ended: ['history'],
      },
    ],
    [
      'the coach acting as a professional (100)',
      viewer(COACH, '100'),
      {
        none: [],
        requestedByPro: ['history'],
        requestedByCoach: ['history'],
        active: ['history'],
        activeShared: ['history'],
        ended: ['history'],
      },
    ],
    [
      'a manager (400)',
      viewer(9, '400'),
      {
        none: [],
        requestedByPro: ['history'],
        requestedByCoach: ['history'],
        active: ['history'],
        activeShared: ['history'],
        ended: ['history'],
      },
    ],
  ];
  it.each(table)('%s', (_name, who, expected) => {
    for (const [name, current] of Object.entries(STATES) as [StateName, CoachingState | null][]) {
      expect(names(coachingOffers(who, pair, current)), name).toEqual(expected[name]);
    }
  });

  it('maps each string action to its status and offer', () => {
    expect(COACH_ACTIONS).toEqual({
      Requested: 1,
      Approved: 2,
      Rejected: 3,
      Closed: 4,
      Withdrawn: 5,
      PdpShared: 6,
      PdpShareRemoved: 7,
    });
    const offered = coachingOffers(viewer(PRO, '100'), pair, STATES.activeShared);
    expect(offers(offered, 'Closed')).toBe(true);
    expect(offers(offered, 'PdpShareRemoved')).toBe(true);
    expect(offers(offered, 'PdpShared')).toBe(false);
    expect(offers(offered, 'Approved')).toBe(false);
  });

  it('requires a comment to end coaching only (spec 3 §5)', () => {
    expect(Object.keys(COACH_ACTIONS).filter((action) => coachCommentRequired(action as never))).toEqual([
      'Closed',
    ]);
  });
});

describe('who may coach and be coached', () => {
  it('a coach holds 300, a coachee 100, each with an account in use', () => {
    expect(mayBeCoach({ generalRoles: ['300'], usable: true })).toBe(true);
    expect(mayBeCoach({ generalRoles: ['100', '300'], usable: false })).toBe(false);
    expect(mayBeCoach({ generalRoles: ['100', '200'], usable: true })).toBe(false);
    expect(mayBeCoached({ generalRoles: ['100'], usable: true })).toBe(true);
    expect(mayBeCoached({ generalRoles: ['100'], usable: false })).toBe(false);
    expect(mayBeCoached({ generalRoles: ['300'], usable: true })).toBe(false);
  });
});

describe('coachingReach and the entities 21 and 22: roles x targets', () => {
  const person = (relationshipCoachIds: number[], generalRoles: string[] = ['100']) => ({
    userId: PRO,
    generalRoles,
    staffOrganizationIds: [],
    relationshipCoachIds,
  });
  const TARGETS = {
    coachedByViewer: person([COACH]),
    coachedByAnother: person([OTHER_COACH]),
    noCoach: person([]),
    elevated: person([COACH], ['100', '500']),
  } as const;
  type Target = keyof typeof TARGETS;
  const table: [RoleName, Record<Target, 'view' | 'none'>][] = [
    ['100', { coachedByViewer: 'none', coachedByAnother: 'none', noCoach: 'none', elevated: 'none' }],
    ['200', { coachedByViewer: 'none', coachedByAnother: 'none', noCoach: 'none', elevated: 'none' }],
    ['250', { coachedByViewer: 'none', coachedByAnother: 'none', noCoach: 'none', elevated: 'none' }],
    ['300', { coachedByViewer: 'view', coachedByAnother: 'none', noCoach: 'none', elevated: 'view' }],
    ['350', { coachedByViewer: 'none', coachedByAnother: 'none', noCoach: 'none', elevated: 'none' }],
    ['400', { coachedByViewer: 'view', coachedByAnother: 'view', noCoach: 'view', elevated: 'none' }],
    ['500', { coachedByViewer: 'view', coachedByAnother: 'view', noCoach: 'view', elevated: 'none' }],
    ['AdminUser', { coachedByViewer: 'view', coachedByAnother: 'view', noCoach: 'view', elevated: 'view' }],
  ];
  it.each(table)('%s', (role, expected) => {
    for (const [name, target] of Object.entries(TARGETS) as [Target, (typeof TARGETS)[Target]][]) {
      expect(coachingReach(viewer(COACH, role), target), name).toBe(expected[name]);
    }
  });

  it('lets the person see their own, and a coach only their own relationship of a person they reach', () => {
    expect(coachingReach(viewer(PRO, '100'), TARGETS.noCoach)).toBe('view');
    const own = { ownerUserId: PRO, disabled: false, coachUserId: COACH };
    const another = { ...own, coachUserId: OTHER_COACH };
    expect(maySeeCoaching(viewer(COACH, '300'), 'view', own)).toBe(true);
    expect(maySeeCoaching(viewer(COACH, '300'), 'view', another)).toBe(false);
    expect(maySeeCoaching(viewer(PRO, '100'), 'view', another)).toBe(true);
    expect(maySeeCoaching(viewer(9, '400'), 'view', another)).toBe(true);
    expect(maySeeCoaching(viewer(COACH, '300'), 'none', own)).toBe(false);
    for (const policy of [coachRelationshipPolicy, coachRelationshipActionPolicy]) {
      expect(policy.permissions(viewer(COACH, '300'), tenant, 'view', own)).toEqual({
        canView: true,
        canEdit: false,
        canDisable: false,
        canDelete: false,
      });
      expect(policy.mayAdd(viewer(PRO, '100'), tenant, 'view', PRO)).toBe(false);
      expect(policy.disableControls('500', tenant)).toBe(false);
    }
  });
});

describe("searchUsersReach: the people a coach finds in Manage Connections' search", () => {
  const person = (generalRoles: string[], accountInUse = true) => ({
    userId: PRO,
    generalRoles,
    staffOrganizationIds: [],
    accountInUse,
  });
  it('tn and jh: every holder of 100 with an account in use, view only; their records stay out of reach', () => {
    for (const code of ['tn', 'jh'] as const) {
      const coach = { ...viewer(COACH, '300'), claims: claimsForRole('300', getTenant(code)) };
      expect(searchUsersReach(coach, person(['100']))).toBe('view');
      expect(searchUsersReach(coach, person(['100', '350']))).toBe('view');
      expect(searchUsersReach(coach, person(['100'], false))).toBe('none');
      expect(searchUsersReach(coach, person(['400']))).toBe('none');
      expect(personRecordsAccess(coach, person(['100']))).toBe('none');
    }
  });
  it('al (no coaching): a coach finds only what personRecordsAccess gives', () => {
    const coach = { ...viewer(COACH, '300'), claims: claimsForRole('300', getTenant('al')) };
    expect(mayOfferCoaching(coach, person(['100']))).toBe(false);
    expect(searchUsersReach(coach, person(['100']))).toBe('none');
  });
});

describe('coachingRoute: where the person told finds the step', () => {
  it('a professional their Coaches; a coach the page of the case', () => {
    for (const action of Object.keys(COACH_ACTIONS) as (keyof typeof COACH_ACTIONS)[])
      expect(coachingRoute(false, action)).toBe('/dashboard/coaches');
    expect(coachingRoute(true, 'Requested')).toBe('/dashboard/manage-connections');
    expect(coachingRoute(true, 'Withdrawn')).toBe('/dashboard/manage-connections');
    expect(coachingRoute(true, 'Rejected')).toBe('/dashboard/manage-connections');
    expect(coachingRoute(true, 'Approved')).toBe('/dashboard/active-cases');
    expect(coachingRoute(true, 'PdpShared')).toBe('/dashboard/active-cases');
    expect(coachingRoute(true, 'Closed')).toBe('/dashboard/closed-cases');
  });
});

describe('COACHING_NOTICES', () => {
  it('tells the other side, names escaped, with the comment and the route of their screen', () => {
    const notice = COACHING_NOTICES.notification({
      action: 'Requested',
      actorName: 'Pat <b>Pro</b>',
      actorIsCoach: false,
      comment: 'Please & thanks',
    });
    expect(notice).toEqual({
      subject: 'Coaching request from Pat <b>Pro</b>',
      body: '<p>Pat &lt;b&gt;Pro&lt;/b&gt; asked you to be their coach. Approve or reject the request under Manage Connections.</p><p>Comments: Please &amp; thanks</p>',
      route: '/dashboard/manage-connections',
      linkText: 'View Coaching',
    });
    const mail = COACHING_NOTICES.mail(
      { action: 'Closed', actorName: 'Cora Coach', actorIsCoach: true, comment: 'Goals met' },
      'Pat Pro',
      'Registry',
    );
    expect(mail.subject).toBe('Coaching with Cora Coach has ended');
    expect(mail.text).toContain('Cora Coach ended coaching.\n\nComments: Goals met');
  });
});
