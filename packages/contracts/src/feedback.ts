import { z } from 'zod';

/** GET /api/feedback: what users sent through Feedback, newest first (administrators, tn). */
export const ZFeedbackListQuery = z
  .object({
    from: z.coerce.number().int().min(1).default(1),
    to: z.coerce.number().int().min(1).default(25),
  })
  .strict()
  .refine((query) => query.to >= query.from && query.to - query.from < 100, {
    message: 'Ask for at most 100 messages, from a position not after to.',
    path: ['to'],
  });
export type TFeedbackListQuery = z.infer<typeof ZFeedbackListQuery>;

export const ZFeedbackItem = z.object({
  id: z.number(),
  createdAt: z.string(),
  topic: z.string(),
  message: z.string(),
  mayContact: z.boolean(),
  sender: z.object({ userId: z.number(), name: z.string(), email: z.string() }),
});
export const ZFeedbackListResponse = z.object({ total: z.number(), items: z.array(ZFeedbackItem) });
export type TFeedbackListResponse = z.infer<typeof ZFeedbackListResponse>;
