import { CLAIMS } from '../claims.js';
import { mayActOnAccount, type AccountTarget } from './accounts.js';
import { peopleReach, reachAdmitsOther, type PeopleReach } from './entity-search.js';
import type { PersonRecordsAccess, RecordsReachViewer } from './records.js';

/**
 * An employment record as the organization-role rules see it: its person (with their general roles) and
 * the registry organization it names (null when it names none: employment elsewhere).
 */
export interface EmploymentRoleTarget extends AccountTarget {
  organizationId: number | null;
}

/** What a viewer may do with one employment's organization roles. */
export interface EmploymentRoleAccess {
  /** See its roles, pending requests and the history of its role actions. */
  view: boolean;
  /** Request a role for it, and withdraw a pending request: the person alone. */
  request: boolean;
  /** End a held role. */
  end: boolean;
  /** Approve or reject a pending request made for it. */
  decide: boolean;
  /** TrainTN access (tn): grant it, remove it. */
  grantTrainTn: boolean;
  removeTrainTn: boolean;
}

/** A user manager (CLAIMS.manageUsers) whose reach (spec 2 §6) includes this other person. */
function managesOther(viewer: RecordsReachViewer, target: EmploymentRoleTarget): boolean {
  return (
    viewer.userId !== target.userId &&
    viewer.claims.includes(CLAIMS.manageUsers) &&
    mayActOnAccount(viewer, target)
  );
}

/** A director acting as one (active role 200) of the organization this other person's employment names. */
function directsOther(viewer: RecordsReachViewer, target: EmploymentRoleTarget): boolean {
  return (
    viewer.userId !== target.userId &&
    viewer.activeRole === '200' &&
    target.organizationId !== null &&
    viewer.directorOrganizationIds.includes(target.organizationId)
  );
}

/**
 * Whose employment roles (spec 1 §4, §6; DESIGN §3 "Whose data"): the one rule behind every
 * userorganizationroles call and trainTNAccess.
 * - The person sees their employment, requests roles for it, withdraws their requests, ends their roles
 *   and may give up TrainTN access.
 * - A user manager within reach (the Manage Users reach, mayActOnAccount) sees it, ends roles, answers
 *   requests (with CLAIMS.decideRoleRequests) and grants or removes TrainTN access.
 * - The director (active role 200, holding an active 200 role there) of the organization it names sees
 *   it, answers its requests and grants or removes TrainTN access; naming the organization in one's
 *   employment is what puts the request before its director. Directors do not end roles.
 * - Nobody answers their own request. Anyone else: nothing (the calls answer 404, as for no record).
 */
export function employmentRoleAccess(
  viewer: RecordsReachViewer,
  target: EmploymentRoleTarget,
): EmploymentRoleAccess {
  const self = viewer.userId === target.userId;
  const manager = managesOther(viewer, target);
  const director = directsOther(viewer, target);
  return {
    view: self || manager || director,
    request: self,
    end: self || manager,
    decide: (manager || director) && viewer.claims.includes(CLAIMS.decideRoleRequests),
    grantTrainTn: manager || director,
    removeTrainTn: self || manager || director,
  };
}

/**
 * The pending requests a viewer may answer, as a scope the server writes into the WHERE clause of GET
 * /api/userorganizationroles/requests: requests at the organizations they direct, and requests of the
 * people within their reach, never their own. null: the viewer answers none (no CLAIMS.decideRoleRequests).
 */
export interface RoleRequestScope {
  selfUserId: number;
  organizationIds: readonly number[];
  reach: PeopleReach;
}

export function roleRequestScope(viewer: RecordsReachViewer): RoleRequestScope | null {
  if (!viewer.claims.includes(CLAIMS.decideRoleRequests)) return null;
  return {
    selfUserId: viewer.userId,
    organizationIds: viewer.activeRole === '200' ? viewer.directorOrganizationIds : [],
    reach: peopleReach(viewer),
  };
}

/** Whether a scope admits a request made for this employment: the WHERE clause as code (equal to `decide`). */
export function roleRequestScopeAdmits(
  scope: RoleRequestScope | null,
  target: EmploymentRoleTarget,
): boolean {
  if (scope === null || target.userId === scope.selfUserId) return false;
  if (target.organizationId !== null && scope.organizationIds.includes(target.organizationId)) return true;
  return reachAdmitsOther(scope.reach, target);
}

/** An employment row as a grid reads it for its TrainTN actions. */
export interface TrainTnRow {
  ownerUserId: number;
  /** The registry organization it names (null: an employer outside the registry). */
  organizationId: number | null;
  has100Role: boolean;
  hasTrainTnAccess: boolean;
}

/**
 * The TrainTN actions a grid offers on an employment row (tn; spec 3 §1), as employmentRoleAccess decides
 * them, read from the row's reach (personRecordsAccess: 'edit' for another person means a user manager
 * within reach, the managesOther of employmentRoleAccess): grant to a staff member (100 held there) who has
 * no access yet, by a user manager or the organization's director; remove where access is held, by them or
 * the person. Neither where the tenant has no TrainTN.
 */
export function trainTnActions(
  viewer: RecordsReachViewer,
  tenant: { features: { trainTnAccess: boolean } },
  reach: PersonRecordsAccess,
  row: TrainTnRow,
): { grant: boolean; remove: boolean } {
  if (!tenant.features.trainTnAccess || reach === 'none' || row.organizationId === null)
    return { grant: false, remove: false };
  const self = viewer.userId === row.ownerUserId;
  const manager = !self && reach === 'edit' && viewer.claims.includes(CLAIMS.manageUsers);
  const director =
    !self && viewer.activeRole === '200' && viewer.directorOrganizationIds.includes(row.organizationId);
  return {
    grant: (manager || director) && row.has100Role && !row.hasTrainTnAccess,
    remove: row.hasTrainTnAccess && (self || manager || director),
  };
}
