import { CLAIMS } from '../claims.js';
import { AGENCY_ROLES, isRoleIn } from '../roles.js';
import { isElevatedRole, mayActOnAccount, type AccountTarget, type AccountViewer } from './accounts.js';

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

/** The viewer of a person's records, with the organizations they direct (their active 200 roles). */
export interface RecordsReachViewer extends RecordsViewer {
  /** Organizations where the viewer holds an active director (200) role; used when 200 is active. */
  directorOrganizationIds: readonly number[];
}

/** Whose records: the person, their general roles, and the organizations where they hold an active staff role. */
export interface RecordsReachTarget extends AccountTarget {
  /** Organizations where the person holds an active staff (100) role, approved by a director. */
  staffOrganizationIds: readonly number[];
  /**
   * The person's coaches whose coaching is active (coach_relationships, issue 25), and whether each may
   * comment on the person's PDP (pdpShared). Absent: none.
   */
  coaches?: readonly PersonCoach[];
}

/** An active coach of a person (spec 3 §3 coach relationship: active, pdpShared). */
export interface PersonCoach {
  userId: number;
  pdpShared: boolean;
}

/** Whether the viewer, acting as a coach (300), coaches the person now. */
export const isActiveCoachOf = (viewer: RecordsViewer, target: RecordsReachTarget): boolean =>
  viewer.activeRole === '300' && (target.coaches ?? []).some((coach) => coach.userId === viewer.userId);

/** What a viewer may do with a person's profile records: change them, only read them, or nothing. */
export type PersonRecordsAccess = 'edit' | 'view' | 'none';

/**
 * Who may see a person's profile records (education, employment, certifications, community service,
 * membership, training): the one rule behind every form, grid and export of them (their SQL scope says
 * the same).
 * - The person, and a user manager within reach (mayEditPersonRecords): edit.
 * - A director (active role 200) of an organization where the person holds an approved, active staff
 *   role (spec 1 §6: "Director-approved requests let directors see the user's training records, awards,
 *   certifications, experience and education"): view (directors verify, they do not edit).
 * - Agency staff who verify records (350, 375; spec 3 §6): view of a professional who holds no elevated
 *   general role (the people Search Users finds).
 * - A coach (active role 300) of a person whose coaching is active (spec 3 §2 Active Cases "User
 *   Records"): view. A closed case shows nothing more of the person (issue 25).
 * - Anyone else: none (their calls answer 404).
 */
export function personRecordsAccess(
  viewer: RecordsReachViewer,
  target: RecordsReachTarget,
): PersonRecordsAccess {
  if (mayEditPersonRecords(viewer, target)) return 'edit';
  if (
    viewer.activeRole === '200' &&
    target.staffOrganizationIds.some((organizationId) =>
      viewer.directorOrganizationIds.includes(organizationId),
    )
  )
    return 'view';
  if (isRoleIn(AGENCY_ROLES, viewer.activeRole) && !target.generalRoles.some(isElevatedRole)) return 'view';
  if (isActiveCoachOf(viewer, target)) return 'view';
  return 'none';
}
