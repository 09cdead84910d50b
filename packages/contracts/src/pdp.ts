import { EntityType, PDP_COMMENT_TYPES, PDP_STATUSES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * The PDP's calls (issue 25; spec 3 §2 /dashboard/pdp, §3 entity 16, §6 who reflects and comments): add a
 * comment or reflection to an item, read what the viewer may do on an item, and make the person's
 * Self-Assessment rows. The items themselves are written through forms 10, 11 and 12 and listed by their
 * grids; verify and unverify go through POST /api/verification/action.
 */
const id = z.number().int().positive().max(999_999_999_999);
const itemType = z.union([z.literal(EntityType.PdpRequiredTraining), z.literal(EntityType.PdpGoal)]);

/** POST /api/pdp/comment: a comment (form 14) or reflection (form 15) on a PDP item. */
export const ZPdpCommentRequest = z
  .object({
    entityTypeId: itemType,
    entityId: id,
    commentType: z.enum(PDP_COMMENT_TYPES),
    comment: zText().trim().min(1).max(2000),
  })
  .strict();
export type TPdpCommentRequest = z.infer<typeof ZPdpCommentRequest>;

export const ZPdpCommentAnswer = z.object({ commentId: z.number(), message: z.string() });
export type TPdpCommentAnswer = z.infer<typeof ZPdpCommentAnswer>;

/** GET /api/pdp/item?entityTypeId=&entityId=: the item's state and what the viewer may do on it. */
export const ZPdpItemQuery = z
  .object({
    entityTypeId: z.coerce
      .number()
      .int()
      .refine((value) => value === EntityType.PdpRequiredTraining || value === EntityType.PdpGoal),
    entityId: z.coerce.number().int().positive().max(999_999_999_999),
  })
  .strict();
export type TPdpItemQuery = z.infer<typeof ZPdpItemQuery>;

export const ZPdpItem = z.object({
  entityTypeId: z.number(),
  entityId: z.number(),
  ownerUserId: z.number(),
  status: z.enum(PDP_STATUSES),
  verified: z.boolean(),
  viewerIsDirector: z.boolean(),
  reflectionId: z.number().nullable(),
  coachReflectionId: z.number().nullable(),
  mayVerify: z.boolean(),
  mayUnverify: z.boolean(),
  mayReflect: z.boolean(),
  mayComment: z.boolean(),
});
export type TPdpItem = z.infer<typeof ZPdpItem>;

/** POST /api/pdp/selfassessment: the person's rows (one per competency area) made where missing. */
export const ZPdpSelfAssessmentRequest = z.object({ userId: id.optional() }).strict();
export type TPdpSelfAssessmentRequest = z.infer<typeof ZPdpSelfAssessmentRequest>;

export const ZPdpSelfAssessmentAnswer = z.object({ created: z.number(), total: z.number() });
export type TPdpSelfAssessmentAnswer = z.infer<typeof ZPdpSelfAssessmentAnswer>;
