import { CLAIMS } from '../claims.js';
import {
  NO_PERMISSIONS,
  type EntityPolicy,
  type EntityViewer,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { escapeHtml } from '../messages/messages.js';
import { mayEditPersonRecords, type RecordsReachTarget, type RecordsViewer } from './records.js';

/**
 * A coach relationship action's status (spec 3 §4; spec 2 "Status numbers"): 1 requested, 2 approved,
 * 3 rejected, 4 closed, 5 withdrawn, 6 pdpShared, 7 pdpShareRemoved.
 */
export const COACH_STATUS = {
  requested: 1,
  approved: 2,
  rejected: 3,
  closed: 4,
  withdrawn: 5,
  pdpShared: 6,
  pdpShareRemoved: 7,
} as const;
export type CoachStatus = (typeof COACH_STATUS)[keyof typeof COACH_STATUS];

/**
 * The string actions of POST /api/coach/coachrelationshipaction (spec 3 §4 names Approved, Rejected,
 * Withdrawn; the request, the close and the PDP switch are named the same way), each with its status.
 */
export const COACH_ACTIONS = {
  Requested: COACH_STATUS.requested,
  Approved: COACH_STATUS.approved,
  Rejected: COACH_STATUS.rejected,
  Closed: COACH_STATUS.closed,
  Withdrawn: COACH_STATUS.withdrawn,
  PdpShared: COACH_STATUS.pdpShared,
  PdpShareRemoved: COACH_STATUS.pdpShareRemoved,
} as const;
export type CoachAction = keyof typeof COACH_ACTIONS;

/** A status as the history and the lists show it. */
export const COACH_STATUS_NAMES: Readonly<Record<CoachStatus, string>> = {
  1: 'Requested',
  2: 'Approved',
  3: 'Rejected',
  4: 'Closed',
  5: 'Withdrawn',
  6: 'PDP Commenting Allowed',
  7: 'PDP Commenting Removed',
};

/** How long a coaching request waits for its answer before it lapses (docs/decisions/coaching.md). */
export const COACH_REQUEST_DAYS = 30;

/** Whether the viewer acts as a professional on their coaches (/dashboard/coaches): active 100 with the claim. */
export const actsAsCoachee = (viewer: Pick<EntityViewer, 'activeRole' | 'claims'>): boolean =>
  viewer.activeRole === '100' && viewer.claims.includes(CLAIMS.coaches);

/** Whether the viewer acts as a coach (the coach pages): active 300 with the claim. */
export const actsAsCoach = (viewer: Pick<EntityViewer, 'activeRole' | 'claims'>): boolean =>
  viewer.activeRole === '300' && viewer.claims.includes(CLAIMS.coachCases);

/** Which side of a relationship the viewer is on, or null: neither (a user manager reading the history). */
export type CoachingSide = 'coach' | 'professional';

/** A relationship as the offers read it (spec 3 §3 coach relationship: active, pdpShared). */
export interface CoachingState {
  coachUserId: number;
  userId: number;
  active: boolean;
  pdpShared: boolean;
  /** The request waiting for its answer (not expired), and who made it; null: none. */
  pending: { actionId: number; requestedBy: number } | null;
  /** Whether the relationship has any action (History is offered). */
  hasHistory: boolean;
}

/** The side the viewer takes in the relationship, acting in their active role; null: none. */
export function sideOf(viewer: EntityViewer, relationship: Pick<CoachingState, 'coachUserId' | 'userId'>) {
  if (actsAsCoach(viewer) && relationship.coachUserId === viewer.userId) return 'coach' as const;
  if (actsAsCoachee(viewer) && relationship.userId === viewer.userId) return 'professional' as const;
  return null;
}

/**
 * What the viewer is offered on one relationship (spec 3 §4, exactly): Request if not active and no pending
 * request; Withdraw if a request is pending and not active (to the side that made it: "Coaches (300) see
 * Withdraw" for their own requests, and a professional withdraws theirs); Approve and Reject to the other
 * side of a pending request; End Coaching if active (either side); the PDP commenting switch (on when off,
 * off when on) to the professional while active; History if past actions exist.
 */
export interface CoachingOffers {
  mayRequest: boolean;
  mayWithdraw: boolean;
  mayApprove: boolean;
  mayReject: boolean;
  mayEnd: boolean;
  mayAllowPdp: boolean;
  mayRemovePdp: boolean;
  hasHistory: boolean;
}

export const NO_COACHING_OFFERS: CoachingOffers = {
  mayRequest: false,
  mayWithdraw: false,
  mayApprove: false,
  mayReject: false,
  mayEnd: false,
  mayAllowPdp: false,
  mayRemovePdp: false,
  hasHistory: false,
};

/** The offers of spec 3 §4 for the viewer on a relationship (one that does not exist yet: `state` null). */
export function coachingOffers(
  viewer: EntityViewer,
  pair: { coachUserId: number; userId: number },
  state: CoachingState | null,
): CoachingOffers {
  const side = sideOf(viewer, pair);
  const hasHistory = state?.hasHistory ?? false;
  if (side === null) return { ...NO_COACHING_OFFERS, hasHistory };
  const active = state?.active ?? false;
  const pending = state?.pending ?? null;
  const mine = pending !== null && pending.requestedBy === viewer.userId;
  return {
    mayRequest: !active && pending === null,
    mayWithdraw: !active && mine,
    mayApprove: !active && pending !== null && !mine,
    mayReject: !active && pending !== null && !mine,
    mayEnd: active,
    mayAllowPdp: active && side === 'professional' && !(state?.pdpShared ?? false),
    mayRemovePdp: active && side === 'professional' && (state?.pdpShared ?? false),
    hasHistory,
  };
}

/** Whether an action is offered (the service refuses what is not, 409). */
export function offers(offered: CoachingOffers, action: CoachAction): boolean {
  switch (action) {
    case 'Requested':
      return offered.mayRequest;
    case 'Withdrawn':
      return offered.mayWithdraw;
    case 'Approved':
      return offered.mayApprove;
    case 'Rejected':
      return offered.mayReject;
    case 'Closed':
      return offered.mayEnd;
    case 'PdpShared':
      return offered.mayAllowPdp;
    case 'PdpShareRemoved':
      return offered.mayRemovePdp;
  }
}

/** Whether the action needs a comment (spec 3 §5: "end coaching required"; the others optional). */
export const coachCommentRequired = (action: CoachAction): boolean => action === 'Closed';

/** Who may be someone's coach: a holder of general role 300 (an account in use: confirmed, not API). */
export const mayBeCoach = (person: { generalRoles: readonly string[]; usable: boolean }): boolean =>
  person.usable && person.generalRoles.includes('300');

/** Who may be coached: a holder of general role 100 whose account is in use (confirmed, not API). */
export const mayBeCoached = (person: { generalRoles: readonly string[]; usable: boolean }): boolean =>
  person.usable && person.generalRoles.includes('100');

/**
 * Whether a coach (active 300 with the claim) finds the person in Manage Connections' people search to offer
 * them coaching: a holder of 100 whose account is in use (mayBeCoached), as a trainer finds people to enroll.
 * Only the search row (name, e-mail, organization): their records stay out of reach until coaching is active.
 */
export const mayOfferCoaching = (
  viewer: Pick<EntityViewer, 'activeRole' | 'claims'>,
  target: { generalRoles: readonly string[]; accountInUse: boolean },
): boolean =>
  actsAsCoach(viewer) && mayBeCoached({ generalRoles: target.generalRoles, usable: target.accountInUse });

/**
 * The person as the coaching entities' reach reads them: beside the records target, the coaches they have
 * any relationship with (active, pending or closed).
 */
export interface CoachingTarget extends RecordsReachTarget {
  relationshipCoachIds?: readonly number[];
}

/**
 * How far the viewer reaches a person's coaching (entities 21 and 22, owned by the professional): the
 * person themself, and user managers within reach (Manage Users' Coaching History, mayEditPersonRecords):
 * view; a coach (active 300) a person they have any relationship with: view (of their own relationship
 * only: coachingPolicy's canView reads the row's coach); anyone else none (404). Nobody edits through a
 * form: every change is an action of the coaching call. coach-scope (server) says the same in SQL.
 */
export function coachingReach(viewer: RecordsViewer, target: CoachingTarget): Reach {
  if (mayEditPersonRecords(viewer, target)) return 'view';
  if (actsAsCoach(viewer) && (target.relationshipCoachIds ?? []).includes(viewer.userId)) return 'view';
  return 'none';
}

/** A coach relationship (21) or one of its actions (22) as the policy reads it: its two people. */
export interface CoachingRecordState extends RecordState {
  coachUserId: number;
}

/**
 * Whether the viewer sees one relationship or action they reach: the professional and a user manager any
 * of the person's; a coach only their own (never another coach's relationship with the same person).
 */
export function maySeeCoaching(viewer: EntityViewer, reach: Reach, record: CoachingRecordState): boolean {
  if (reach === 'none') return false;
  if (actsAsCoach(viewer)) return record.coachUserId === viewer.userId;
  return record.ownerUserId === viewer.userId || viewer.claims.includes(CLAIMS.manageUsers);
}

function coachingEntityPolicy(
  entityType: typeof EntityType.CoachRelationship | typeof EntityType.CoachRelationshipAction,
): EntityPolicy<CoachingRecordState> {
  return {
    entityType,
    reach: (viewer, owner) => coachingReach(viewer, owner),
    permissions: (viewer, _tenant, reach, record) =>
      maySeeCoaching(viewer, reach, record) ? { ...NO_PERMISSIONS, canView: true } : NO_PERMISSIONS,
    // No forms ("not shown"): relationships and their actions are written by the coaching call only.
    mayAdd: () => false,
    disableControls: () => false,
    lockMessage: () => null,
  };
}

/** Entity 21, the coach relationship (spec 3 §3): read-only rows, written by the coaching actions. */
export const coachRelationshipPolicy = coachingEntityPolicy(EntityType.CoachRelationship);
/** Entity 22, the coach relationship action (spec 3 §3): the history, read-only. */
export const coachRelationshipActionPolicy = coachingEntityPolicy(EntityType.CoachRelationshipAction);

/** The coaching texts (spec 3 §4 the prompt's checkbox, §5 the comments; ours otherwise). */
export const COACHING_TEXTS = {
  allowPdp: 'Allow coach PDP commenting',
  commentRequired: 'A comment is required to end coaching.',
  requested: 'Your coaching request has been sent. A notification has been sent to the other person.',
  approved: 'The coaching request has been approved. A notification has been sent to the requester.',
  rejected: 'The coaching request has been rejected. A notification has been sent to the requester.',
  withdrawn: 'The coaching request has been withdrawn.',
  closed: 'Coaching has ended. A notification has been sent to the other person.',
  pdpShared: 'Your coach may now comment on your PDP.',
  pdpShareRemoved: 'Your coach may no longer comment on your PDP.',
  notOffered: 'This action is not available for this coaching relationship now.',
  notACoach: 'There is no such coach.',
  notCoachable: 'This person cannot be coached.',
  ownRequest: 'You cannot coach yourself.',
  noRequests: 'There are no coaching requests.',
  noCoaches: 'You have no coaches yet.',
  endTitle: 'End Coaching',
  endPrompt: 'Please enter a comment explaining why coaching is ending.',
  requestPrompt: 'Add an optional comment to your coaching request.',
  approvePrompt: 'Add an optional comment to your approval.',
  rejectPrompt: 'Add an optional comment explaining the rejection.',
  withdrawPrompt: 'Add an optional comment to your withdrawal.',
} as const;

/** What a person is told of the other side's action on their coaching. */
export interface CoachingNoticeInput {
  action: CoachAction;
  /** Who acted, and whether they are the coach. */
  actorName: string;
  actorIsCoach: boolean;
  comment: string | null;
}

function coachingSentence(input: CoachingNoticeInput): { subject: string; line: string } {
  const who = input.actorName;
  switch (input.action) {
    case 'Requested':
      return input.actorIsCoach
        ? {
            subject: `Coaching request from ${who}`,
            line: `${who} would like to be your coach. Approve or reject the request under Coaches.`,
          }
        : {
            subject: `Coaching request from ${who}`,
            line: `${who} asked you to be their coach. Approve or reject the request under Manage Connections.`,
          };
    case 'Approved':
      return {
        subject: `${who} approved your coaching request`,
        line: `${who} approved your coaching request.`,
      };
    case 'Rejected':
      return {
        subject: `${who} rejected your coaching request`,
        line: `${who} rejected your coaching request.`,
      };
    case 'Withdrawn':
      return {
        subject: `${who} withdrew a coaching request`,
        line: `${who} withdrew their coaching request.`,
      };
    case 'Closed':
      return { subject: `Coaching with ${who} has ended`, line: `${who} ended coaching.` };
    case 'PdpShared':
      return {
        subject: `${who} allowed PDP commenting`,
        line: `${who} allowed you to comment on their PDP.`,
      };
    case 'PdpShareRemoved':
      return {
        subject: `${who} removed PDP commenting`,
        line: `${who} no longer allows you to comment on their PDP.`,
      };
  }
}

/** The route where the person told finds their coaching (the coach's Manage Connections or Active Cases). */
export const coachingRoute = (recipientIsCoach: boolean, action: CoachAction): string =>
  !recipientIsCoach
    ? '/dashboard/coaches'
    : action === 'Requested' || action === 'Withdrawn' || action === 'Rejected'
      ? '/dashboard/manage-connections'
      : action === 'Closed'
        ? '/dashboard/closed-cases'
        : '/dashboard/active-cases';

/** The notification (HTML, names escaped) and the mail (plain text) of a coaching action. */
export const COACHING_NOTICES = {
  notification(input: CoachingNoticeInput) {
    const { subject, line } = coachingSentence(input);
    const comment = input.comment ? `<p>Comments: ${escapeHtml(input.comment)}</p>` : '';
    return {
      subject,
      body: `<p>${escapeHtml(line)}</p>${comment}`,
      route: coachingRoute(!input.actorIsCoach, input.action),
      linkText: input.actorIsCoach ? 'View Coaches' : 'View Coaching',
    };
  },
  mail(input: CoachingNoticeInput, name: string, productName: string) {
    const { subject, line } = coachingSentence(input);
    const comment = input.comment ? `\n\nComments: ${input.comment}` : '';
    return {
      subject,
      text: `Hello ${name},\n\n${line}${comment}\n\nSign in to the ${productName} to see your coaching.`,
    };
  },
};
