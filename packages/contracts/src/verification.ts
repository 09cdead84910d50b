import { z } from 'zod';
import { zText } from './common.js';

const id = z.number().int().positive();

/**
 * POST /api/verification/request (spec 3 §7: entityTypeId, entityId): ask for a record to be verified.
 * Only for a record neither verified nor 'Requested'; it is locked for its owner until returned.
 */
export const ZVerificationRequest = z.object({ entityTypeId: id, entityId: id }).strict();
export type TVerificationRequest = z.infer<typeof ZVerificationRequest>;

/** GET /api/verification/history?entityTypeId=&entityId=: a record's history, oldest first. */
export const ZVerificationHistoryQuery = z
  .object({
    entityTypeId: z.coerce.number().int().positive().max(999_999_999),
    entityId: z.coerce.number().int().positive().max(999_999_999_999),
  })
  .strict();

/** One step of a record's verification history (spec 2 "Verification History"). */
export const ZVerificationHistoryEntry = z.object({
  actionUser: z.object({ name: z.string().nullable() }),
  lastChangeDateTime: z.string(),
  actionType: z.string(),
  agencyName: z.string().nullable(),
  comments: z.string().nullable(),
});
export const ZVerificationHistory = z.array(ZVerificationHistoryEntry);
export type TVerificationHistoryEntry = z.infer<typeof ZVerificationHistoryEntry>;

/**
 * What a verifier does to a record (spec 3 §4-§6): verify (Approved), decline (Declined; comment
 * required), remove a verification, or return a requested record to its owner (it is unlocked). The
 * spec's call carries isVerified (true verify, false decline); `action` names the other two. Verify and
 * decline are taken only after the verifier has viewed the record in this session (the server records
 * the view when the record's form is loaded).
 */
export const VERIFICATION_ACTIONS = ['verify', 'decline', 'remove', 'return'] as const;
export type TVerificationActionName = (typeof VERIFICATION_ACTIONS)[number];
const zComments = zText().trim().max(2000).nullable().optional();
export const ZVerificationAction = z
  .object({
    entityTypeId: id,
    entityId: id,
    /** The record's person (spec 3 §7 primaryEntityId). */
    primaryEntityId: id,
    isVerified: z.boolean().optional(),
    action: z.enum(VERIFICATION_ACTIONS).optional(),
    comments: zComments,
    /** The agency the verifier acts for (null: none). */
    agencyId: id.nullable().optional(),
  })
  .strict()
  .refine((body) => body.action !== undefined || body.isVerified !== undefined, {
    message: 'Name the action, or say whether the record is verified.',
    path: ['action'],
  });
export type TVerificationAction = z.infer<typeof ZVerificationAction>;

/** A record's verification state after an action. */
export const ZVerificationState = z.object({
  entityTypeId: z.number(),
  entityId: z.number(),
  verified: z.boolean(),
  rejected: z.boolean(),
  verificationStatus: z.literal('Requested').nullable(),
  message: z.string(),
});
export type TVerificationState = z.infer<typeof ZVerificationState>;

/** POST /api/verification/bulkreject: decline several records of one person at once (comment required). */
export const ZVerificationBulkReject = z
  .object({
    entityTypeId: id,
    entityIds: z.array(id).min(1).max(100),
    primaryEntityId: id,
    comments: zText().trim().min(1).max(2000),
    agencyId: id.nullable().optional(),
  })
  .strict();
export type TVerificationBulkReject = z.infer<typeof ZVerificationBulkReject>;
/** How many were declined, how many skipped (not eligible: see the service), and the message saying so. */
export const ZVerificationBulkRejectResponse = z.object({
  declined: z.number(),
  skipped: z.number(),
  message: z.string(),
});
export type TVerificationBulkRejectResponse = z.infer<typeof ZVerificationBulkRejectResponse>;

/** GET /api/verification/queue?from=&to=: the requests waiting for this verifier, oldest first. */
export const ZVerificationQueueQuery = z
  .object({
    from: z.coerce.number().int().min(1).max(1_000_000).default(1),
    to: z.coerce.number().int().min(1).max(1_000_000).default(25),
  })
  .strict()
  .refine((query) => query.to >= query.from && query.to - query.from < 100, {
    message: 'Ask for at most 100 rows, from a position not after to.',
    path: ['to'],
  });
export type TVerificationQueueQuery = z.infer<typeof ZVerificationQueueQuery>;
export const ZVerificationQueueItem = z.object({
  entityTypeId: z.number(),
  entityId: z.number(),
  formId: z.number(),
  /** The record type's name ('Education'). */
  verificationType: z.string(),
  primaryEntityId: z.number(),
  primaryEntityName: z.string(),
  /** What names the record (an institution, a credential, a training). */
  identifier: z.string().nullable(),
  requestedAt: z.string(),
  /** Whole days since the request. */
  ageDays: z.number(),
});
export type TVerificationQueueItem = z.infer<typeof ZVerificationQueueItem>;
export const ZVerificationQueue = z.object({
  total: z.number(),
  /** Counts by age: under 3 days, 3 to 14 days, over 14 days. */
  bands: z.object({ under3: z.number(), from3to14: z.number(), over14: z.number() }),
  items: z.array(ZVerificationQueueItem),
});
export type TVerificationQueue = z.infer<typeof ZVerificationQueue>;
