import type { AccountTarget, AccountViewer } from './accounts.js';
import { mayActOnAccount } from './accounts.js';

/** What a viewer may do with a record through its form: fill it in, only read it, or not see it at all. */
export type FormAccess = 'edit' | 'view' | 'none';

const ADMINISTRATORS: readonly string[] = ['400', '500', 'AdminUser'];

/**
 * A person's own records (the personal profile, entity 1): the person edits them; an administrator
 * (400, 500, AdminUser) whose reach covers the account (mayActOnAccount, spec 2 §6) edits them too, as
 * Manage Users does; nobody else sees them. Directors' view of their staff and agencies' reach arrive
 * with the employment records (issue 9) and widen this policy then, not a route.
 */
export function personalRecordAccess(viewer: AccountViewer, target: AccountTarget): FormAccess {
  if (viewer.userId === target.userId) return 'edit';
  if (
    viewer.activeRole !== null &&
    ADMINISTRATORS.includes(viewer.activeRole) &&
    mayActOnAccount(viewer, target)
  ) {
    return 'edit';
  }
  return 'none';
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
