import { CLAIMS } from '../claims.js';
import { mayActOnAccount, type AccountTarget, type AccountViewer } from './accounts.js';

/** The viewer with the claims of their active role (a person's records need more than the reach alone). */
export interface RecordsViewer extends AccountViewer {
  claims: readonly string[];
}

/**
 * Whether the viewer may see and change a person's own records (uploaded files today; the profile's
 * records as they arrive): the person themself, or a user-manager (CLAIMS.manageUsers) whose reach
 * includes the person's account (mayActOnAccount, spec 2 §6). mayActOnAccount alone lets any role act on
 * a plain professional, because its callers add the claim; here the claim is part of the rule. Directors,
 * coaches and verifiers get their own reach when their features arrive.
 */
export function mayEditPersonRecords(viewer: RecordsViewer, target: AccountTarget): boolean {
  if (viewer.userId === target.userId) return true;
  return viewer.claims.includes(CLAIMS.manageUsers) && mayActOnAccount(viewer, target);
}
