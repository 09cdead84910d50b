import type { AccountTarget, AccountViewer } from './accounts.js';
import { mayEditPersonRecords, type RecordsViewer } from './records.js';

/** What a viewer may do with a record through its form: fill it in, only read it, or not see it at all. */
export type FormAccess = 'edit' | 'view' | 'none';

/**
 * A person's own records (the personal profile, entity 1): whoever may edit the person's records
 * (mayEditPersonRecords: the person, or a user manager within reach, as Manage Users) edits them; nobody
 * else sees them. Directors' view of their staff and agencies' reach arrive with the employment records
 * (issue 9) and widen that policy, not a route.
 */
export function personalRecordAccess(viewer: RecordsViewer, target: AccountTarget): FormAccess {
  return mayEditPersonRecords(viewer, target) ? 'edit' : 'none';
}

/**
 * Feedback (entity 32): anyone signed in writes a new one; a sent message is read, never changed, by its
 * sender and by administrators (500, AdminUser).
 */
export function feedbackAccess(viewer: AccountViewer, senderUserId: number | null): FormAccess {
  if (senderUserId === null) return 'edit';
  if (viewer.userId === senderUserId) return 'view';
  return viewer.activeRole === '500' || viewer.activeRole === 'AdminUser' ? 'view' : 'none';
}
