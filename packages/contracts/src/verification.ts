import { z } from 'zod';

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
