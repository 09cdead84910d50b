import { z } from 'zod';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An alert as its reader's dashboard has it (spec 2 §3 "Alert": alertId, subject, message, dismissible):
 * the subject in plain text, the message as HTML cleaned when saved (null: none, the alert opens nothing).
 */
export const ZAlert = z.object({
  alertId: id,
  subject: z.string(),
  message: z.string().nullable(),
  dismissible: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** GET /api/alert: the alerts shown to the caller today, newest first. */
export const ZAlertList = z.object({ alerts: z.array(ZAlert) });
export type TAlertList = z.infer<typeof ZAlertList>;

/** POST /api/alert/dismiss (spec 2 §7 "dismiss alert": alertId). */
export const ZDismissAlertRequest = z.object({ alertId: id }).strict();
export type TDismissAlertRequest = z.infer<typeof ZDismissAlertRequest>;
