import { CLAIMS } from '../claims.js';
import type { AccountTarget } from './accounts.js';
import type { RecordsViewer } from './records.js';

/**
 * Trainers enrolling people (issue 24; spec 3 §2 "Search Users enrollment (trainer)", §6 "Trainers enroll
 * users in sessions"): whom a trainer finds, reads the Student Details of, and enrolls.
 */

/** A person as a trainer weighs them: their general roles, and whether their account is in use. */
export interface EnrollmentTarget extends AccountTarget {
  /** The account is in use: confirmed, and not an integration (API-only) account. */
  accountInUse: boolean;
}

/**
 * Whether the viewer may find a person to enroll them in a session, and read their Student Details: a
 * trainer (active role 250, holding CLAIMS.manageTraining) and a person who holds the professional general
 * role (100) with an account in use. The person's other general roles do not matter: a director (an
 * organization role, over general role 100), an agency staff member or an administrator who also holds 100
 * keeps a professional's record and takes training as one, and registration (registration.service.ts,
 * findRegistrant) accepts any holder of 100. An account not yet confirmed (or an API account) is not found:
 * its holder cannot sign in to see the training. Nobody else: directors, verifiers and managers find people
 * through their own reach (personRecordsAccess), never to enroll them.
 */
export function mayEnrollPerson(viewer: RecordsViewer, target: EnrollmentTarget): boolean {
  return (
    viewer.activeRole === '250' &&
    viewer.claims.includes(CLAIMS.manageTraining) &&
    target.accountInUse &&
    target.generalRoles.includes('100')
  );
}
