import { CLAIMS } from '../claims.js';
import { mayActOnAccount, type AccountTarget } from './accounts.js';
import {
  personRecordsAccess,
  type PersonRecordsAccess,
  type RecordsReachTarget,
  type RecordsReachViewer,
  type RecordsViewer,
} from './records.js';
import { mayEnrollPerson, type EnrollmentTarget } from './trainer-enrollment.js';
import { mayOfferCoaching } from './coaching-policy.js';

/**
 * Whether the viewer may manage the target's account from a users grid (spec 2 §6, Manage Users: the
 * Permissions and User Records row actions): a user manager (CLAIMS.manageUsers) whose reach includes the
 * target (mayActOnAccount: the viewer is AdminUser, or it is their own row, or the target has no elevated
 * role, or the viewer holds 500 and the target lacks 500-or-higher). The grids' canManage row value.
 */
export function mayManageAccount(viewer: RecordsViewer, target: AccountTarget): boolean {
  return viewer.claims.includes(CLAIMS.manageUsers) && mayActOnAccount(viewer, target);
}

/**
 * The rows of the Manage Users grid (spec 2 §6: "'AdminUser' or '500' sees everything"), as a reach:
 * - 'edit': the accounts the viewer manages (mayManageAccount);
 * - 'view': for AdminUser and 500, everyone else (listed, without the Permissions and User Records actions:
 *   a 500 sees the other 500s and the AdminUsers);
 * - 'none': anyone else. A 400 (and any other holder of CLAIMS.manageUsers) lists only the people
 *   mayActOnAccount lets it act on: themself and the people holding no elevated general role. The spec
 *   names only AdminUser and 500 as seeing everything, and listing an account one can do nothing with
 *   would show a 400 the administrators' accounts for no purpose.
 * Without CLAIMS.manageUsers nobody is listed (the grid does not exist for them).
 */
export function manageUsersReach(viewer: RecordsViewer, target: AccountTarget): PersonRecordsAccess {
  if (!viewer.claims.includes(CLAIMS.manageUsers)) return 'none';
  if (mayActOnAccount(viewer, target)) return 'edit';
  return viewer.activeRole === 'AdminUser' || viewer.activeRole === '500' ? 'view' : 'none';
}

/** A person as the users grids weigh them: their records' reach, and whether their account is in use. */
export type UsersGridTarget = RecordsReachTarget & EnrollmentTarget;

/**
 * The rows of the Search Users grid (spec 2 "Search Users"; spec 3 §2 "Search Users enrollment"):
 * - the people whose records the viewer may see (personRecordsAccess: 'edit' or 'view');
 * - for a trainer (issue 24), beside them, the people they may enroll (mayEnrollPerson): 'view', in this
 *   grid only. personRecordsAccess is not widened: the trainer reads no record of theirs through it, only
 *   the row (name, e-mail, registry id, organization) and the Student Details of GET enrollmentprops;
 * - for a coach (issue 25), the same people, to offer them coaching (mayOfferCoaching): 'view', here only;
 * - 'none': anyone else.
 */
export function searchUsersReach(viewer: RecordsReachViewer, target: UsersGridTarget): PersonRecordsAccess {
  const records = personRecordsAccess(viewer, target);
  if (records !== 'none') return records;
  return mayEnrollPerson(viewer, target) || mayOfferCoaching(viewer, target) ? 'view' : 'none';
}

/** What the users grids answer when a request is refused (spec 2 §5 gives the search's). */
export const USERS_GRID_TEXTS = {
  notAnOrganization: 'organizationId must be the id of an organization, such as 12.',
  notASession: 'enrollmentSectionId must be the id of a session, such as 12.',
  onlyTrue: 'HasECProfessionalRoleOnly takes only true.',
} as const;

/** The training report of Search Users (tn; spec 2 §2, §7, §9): its texts (ours; the spec names the file). */
export const TRAINING_REPORT_TEXTS = {
  title: 'Training Report',
  /** The line under the title: whose training, at which organization. */
  subject: (fullName: string, organizationName: string) => `${fullName}, ${organizationName}`,
  reportTime: (time: string) => `Report time: ${time}`,
  headers: {
    date: 'Date',
    name: 'Training Name',
    hours: 'Hours',
    coreKnowledgeArea: 'Core Knowledge Area',
    sponsor: 'Sponsor',
    verified: 'Verified',
  },
  yes: 'Yes',
  no: 'No',
  total: (hours: string) => `Total hours: ${hours}`,
  none: 'No training records.',
} as const;

/**
 * The training report's file name (spec 2 §9, §7: "TNPAL_TrainingReport_" + the tidied organization name
 * + the person's names): letters (without accents) and digits kept, every other run of characters one
 * underscore.
 */
export function trainingReportFileName(
  organizationName: string,
  firstName: string,
  lastName: string,
): string {
  // Accents are dropped first (María: Maria), so a name keeps its letters in any file system.
  const tidy = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
  return `TNPAL_TrainingReport_${tidy(organizationName)}_${tidy(firstName)}${tidy(lastName)}.pdf`;
}
