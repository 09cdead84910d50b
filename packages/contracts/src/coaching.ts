import { z } from 'zod';
import { zText } from './common.js';

/**
 * Coaching's calls (issue 25; spec 3 §7 "POST /coach/coachrelationshipaction — request: primaryEntityId,
 * coachId, action; withdraw: coachRelationshipActionIds, action; close: coachRelationshipId, action;
 * approve/reject: coachRelationshipActionIds, action, comments, pdpShared; all with comments. GET
 * /coach/requests"), and ours beside them: the coaches a professional finds by name, and the caller's
 * relationships with their offers (a coach's search results read them).
 */
const id = z.number().int().positive().max(999_999_999_999);
const ids = z.array(id).min(1).max(100);
const zComments = zText().trim().max(2000).nullable().optional();

/** A request: the professional (primaryEntityId) and the coach (coachId); either side sends it. */
const ZRequest = z
  .object({
    action: z.literal('Requested'),
    primaryEntityId: id,
    coachId: id,
    comments: zComments,
    /** The professional's choice on their own request: the coach may comment on their PDP once approved. */
    pdpShared: z.boolean().optional(),
  })
  .strict();
const ZWithdraw = z
  .object({ action: z.literal('Withdrawn'), coachRelationshipActionIds: ids, comments: zComments })
  .strict();
const ZAnswer = z
  .object({
    action: z.enum(['Approved', 'Rejected']),
    coachRelationshipActionIds: ids,
    comments: zComments,
    /** 'Allow coach PDP commenting' (the professional's approve prompt). */
    pdpShared: z.boolean().optional(),
  })
  .strict();
const ZOnRelationship = z
  .object({
    action: z.enum(['Closed', 'PdpShared', 'PdpShareRemoved']),
    coachRelationshipId: id,
    comments: zComments,
  })
  .strict();

/** POST /api/coach/coachrelationshipaction. */
export const ZCoachActionRequest = z.discriminatedUnion('action', [
  ZRequest,
  ZWithdraw,
  ZAnswer.extend({ action: z.literal('Approved') }),
  ZAnswer.extend({ action: z.literal('Rejected') }),
  ZOnRelationship.extend({ action: z.literal('Closed') }),
  ZOnRelationship.extend({ action: z.literal('PdpShared') }),
  ZOnRelationship.extend({ action: z.literal('PdpShareRemoved') }),
]);
export type TCoachActionRequest = z.infer<typeof ZCoachActionRequest>;

/** Its answer: the relationship(s) changed, whether active now, and the note to show. */
export const ZCoachActionAnswer = z.object({
  coachRelationshipIds: z.array(z.number()),
  active: z.boolean(),
  message: z.string(),
});
export type TCoachActionAnswer = z.infer<typeof ZCoachActionAnswer>;

const ZContact = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

/** The offers of spec 3 §4 on one relationship, for the caller. */
export const ZCoachingOffers = z.object({
  mayRequest: z.boolean(),
  mayWithdraw: z.boolean(),
  mayApprove: z.boolean(),
  mayReject: z.boolean(),
  mayEnd: z.boolean(),
  mayAllowPdp: z.boolean(),
  mayRemovePdp: z.boolean(),
  hasHistory: z.boolean(),
});

/**
 * GET /api/coach/requests: the caller's pending requests, sent and received (spec 3 §3 "Coach request:
 * coachRelationshipActionId, userRequesting (name, email, phoneNumber), primaryEntity (name, email,
 * phoneNumber), lastChangeDateTime, expirationDate, comments"), with the coach, the professional's PDP
 * choice, and the caller's offers (Withdraw for their own; Approve and Reject for the other's).
 */
export const ZCoachRequestRow = z.object({
  coachRelationshipActionId: z.number(),
  coachRelationshipId: z.number(),
  userRequesting: ZContact,
  primaryEntity: ZContact,
  coach: ZContact,
  lastChangeDateTime: z.string(),
  expirationDate: z.string(),
  comments: z.string().nullable(),
  pdpShared: z.boolean(),
  offers: ZCoachingOffers,
});
export const ZCoachRequests = z.array(ZCoachRequestRow);
export type TCoachRequest = z.infer<typeof ZCoachRequestRow>;

/** One relationship of the caller with the other person and the offers (a coach's search rows read it). */
export const ZCoachRelationship = z.object({
  coachRelationshipId: z.number().nullable(),
  /** The other person: the coach (to a professional) or the professional (to a coach). */
  person: ZContact,
  active: z.boolean(),
  pdpShared: z.boolean(),
  pendingActionId: z.number().nullable(),
  offers: ZCoachingOffers,
});
export const ZCoachRelationships = z.array(ZCoachRelationship);
export type TCoachRelationship = z.infer<typeof ZCoachRelationship>;

/** GET /api/coach/coaches?name=: the coaches whose name matches (at least 2 characters). */
export const ZCoachFindQuery = z.object({ name: zText().trim().min(2).max(100) }).strict();
export type TCoachFindQuery = z.infer<typeof ZCoachFindQuery>;
