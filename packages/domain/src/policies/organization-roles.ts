import { usDate } from '../forms/dates.js';
import { ROLE_ACTION } from '../roles.js';

/** Spec 1 §4: the role request action types (ROLE_ACTION). */
export type RoleActionType = (typeof ROLE_ACTION)[keyof typeof ROLE_ACTION];
export type OrganizationRoleName = '100' | '200';

/** One row of an employment's role request history (role_request_actions). */
export interface RoleActionRow {
  id: number;
  parentActionId: number | null;
  roleName: OrganizationRoleName;
  actionType: RoleActionType;
}

/** Spec 3 §3 row flags of an employment row: each organization role's state. */
export interface OrganizationRoleState {
  has100Role: boolean;
  has200Role: boolean;
  pending100: boolean;
  pending200: boolean;
  rejected100: boolean;
  rejected200: boolean;
  removed100: boolean;
  removed200: boolean;
}

/**
 * The pending request of a role: a Requested action that no later action names as its parent (spec 1
 * §4), or null. Ids grow with time, so "later" is a higher id.
 */
export function pendingRequest(
  actions: readonly RoleActionRow[],
  roleName: OrganizationRoleName,
): RoleActionRow | null {
  const answered = new Set(
    actions.flatMap((action) => (action.parentActionId === null ? [] : [action.parentActionId])),
  );
  const pending = actions.filter(
    (action) =>
      action.roleName === roleName && action.actionType === ROLE_ACTION.Requested && !answered.has(action.id),
  );
  return pending.sort((a, b) => b.id - a.id)[0] ?? null;
}

/**
 * The state of an employment's organization roles: which are held (the active roles), which have a
 * request pending, and whether the latest answer to a role was a rejection or its latest change a removal.
 */
export function organizationRoleState(
  activeRoles: readonly OrganizationRoleName[],
  actions: readonly RoleActionRow[],
): OrganizationRoleState {
  const latest = (roleName: OrganizationRoleName) =>
    actions
      .filter((action) => action.roleName === roleName && action.actionType !== ROLE_ACTION.Requested)
      .sort((a, b) => b.id - a.id)[0];
  const state = (roleName: OrganizationRoleName) => {
    const held = activeRoles.includes(roleName);
    const pending = pendingRequest(actions, roleName) !== null;
    const last = latest(roleName);
    return {
      held,
      pending,
      rejected: !held && !pending && last?.actionType === ROLE_ACTION.Rejected,
      removed: !held && !pending && last?.actionType === ROLE_ACTION.Removed,
    };
  };
  const staff = state('100');
  const director = state('200');
  return {
    has100Role: staff.held,
    has200Role: director.held,
    pending100: staff.pending,
    pending200: director.pending,
    rejected100: staff.rejected,
    rejected200: director.rejected,
    removed100: staff.removed,
    removed200: director.removed,
  };
}

/** An employment as the role rules read it. */
export interface RoleEmployment {
  /** Employment at an organization of the registry (spec 1 §6: role actions only for those). */
  isRegistryOrganization: boolean;
  disabled: boolean;
  /** The employment's last day (YYYY-MM-DD), null while it goes on. */
  endDate: string | null;
}

/**
 * Whether the employment goes on `today` (YYYY-MM-DD, the date in the tenant's time zone): no end date,
 * or an end date of today or later, the end date being the last day worked. A role is requested and given
 * only for such employment (issue 21): a director answers for the people who work at the organization now.
 */
export function isCurrentEmployment(employment: Pick<RoleEmployment, 'endDate'>, today: string): boolean {
  return employment.endDate === null || employment.endDate >= today;
}

/** What an employment row offers its person (spec 1 §4 and §6). */
export interface OfferedRoleActions {
  requestStaff: boolean;
  requestDirector: boolean;
  endStaff: boolean;
  endDirector: boolean;
  withdrawStaff: boolean;
  withdrawDirector: boolean;
}

/**
 * Spec 1 §4: the staff role can be requested only if not held and none is pending; the director role only
 * once the staff role is held, the director role is not held and none is pending; ending the director
 * role, and ending the staff role (only when no director role is held), are separate actions; a pending
 * request may be withdrawn. Employment-role actions show only for registry organizations (§6). A request
 * only for employment that goes on today (isCurrentEmployment).
 */
export function offeredRoleActions(
  state: OrganizationRoleState,
  employment: Pick<RoleEmployment, 'isRegistryOrganization' | 'endDate'>,
  today: string,
): OfferedRoleActions {
  const registry = employment.isRegistryOrganization;
  const current = isCurrentEmployment(employment, today);
  return {
    requestStaff: registry && current && !state.has100Role && !state.pending100,
    requestDirector: registry && current && state.has100Role && !state.has200Role && !state.pending200,
    endStaff: registry && state.has100Role && !state.has200Role,
    endDirector: registry && state.has200Role,
    withdrawStaff: registry && state.pending100,
    withdrawDirector: registry && state.pending200,
  };
}

/** Whether the action `actionId` is a Requested action that no action names as its parent (spec 1 §4). */
export function isPendingRequest(actions: readonly RoleActionRow[], actionId: number): boolean {
  const request = actions.find((action) => action.id === actionId);
  if (request?.actionType !== ROLE_ACTION.Requested) return false;
  return !actions.some((action) => action.parentActionId === actionId);
}

/**
 * Why a role action is refused (spec 1 §4, §6), in words the person and their director understand; the
 * server answers them as they are. Ours: the spec shows no message ("Failed role ... requests: busy state
 * stops; no message").
 */
export const ORGANIZATION_ROLE_TEXTS = {
  notRegistry:
    'Role actions exist only for employment at an organization of the registry. Choose the organization in the employment record first.',
  disabled: 'This employment record is disabled.',
  staffHeld: 'The staff role is already held for this employment.',
  staffPending: 'A staff role request for this employment is already pending.',
  directorNeedsStaff: 'The director role can be requested only once the staff role is held.',
  directorHeld: 'The director role is already held for this employment.',
  directorPending: 'A director role request for this employment is already pending.',
  staffNotHeld: 'The staff role is not held for this employment.',
  directorNotHeld: 'The director role is not held for this employment.',
  endDirectorFirst:
    'The staff role can be ended only while no director role is held: end the director role first.',
  nothingToWithdraw: 'There is no pending request of this role to withdraw.',
  notPending: 'This request is no longer pending: it was answered or withdrawn before.',
  notARequest: 'This action is not a role request.',
  approveDirectorNeedsStaff: 'The director role can be given only while the staff role is held.',
  organizationMismatch: 'organizationId is not the organization of this employment record.',
  userMismatch: 'userId is not the person of this employment record.',
  withdrawnWithStaff: 'Withdrawn because the staff role ended.',
  notOwnRequest: 'Only the person who made a request may withdraw it.',
  ownRequest: 'You may not answer your own request.',
  onlyThePerson: 'Only the person of the employment record may request a role for it.',
  endNotAllowed: 'Only the person or a user manager may end a role.',
  noSuchRequest: 'There is no such role request.',
  noSuchEmployment: 'There is no such employment record.',
  noSuchOrganization: 'There is no such organization.',
  noSuchCounty: 'There is no such county.',
  trainTnGrantNotAllowed: "Only the organization's director or a user manager may grant TrainTN access.",
  trainTnNeedsStaff: 'TrainTN access can be granted only for employment where the staff role is held.',
  requestEmploymentEnded: (endDate: string) =>
    `This employment ended on ${usDate(endDate)}: a role can be requested only for employment that goes on today.`,
  approveEmploymentEnded: (endDate: string) =>
    `This employment ended on ${usDate(endDate)}: a role can be given only for employment that goes on today. Reject the request instead.`,
} as const;

/** An action of the person on their employment's roles (the keys of OfferedRoleActions). */
export type OrganizationRoleAction = keyof OfferedRoleActions;

/**
 * Why `action` may not be taken now, or null when offeredRoleActions offers it: the same rules, with the
 * reason of a refusal. A disabled employment record, or one that has ended before `today`, takes no new
 * request (ending and withdrawing stay, so the person can still tidy up).
 */
export function organizationRoleActionProblem(
  state: OrganizationRoleState,
  employment: RoleEmployment,
  action: OrganizationRoleAction,
  today: string,
): string | null {
  const T = ORGANIZATION_ROLE_TEXTS;
  if (!employment.isRegistryOrganization) return T.notRegistry;
  const ended = isCurrentEmployment(employment, today) ? null : T.requestEmploymentEnded(employment.endDate!);
  switch (action) {
    case 'requestStaff':
      if (employment.disabled) return T.disabled;
      if (ended !== null) return ended;
      if (state.has100Role) return T.staffHeld;
      if (state.pending100) return T.staffPending;
      return null;
    case 'requestDirector':
      if (employment.disabled) return T.disabled;
      if (ended !== null) return ended;
      if (!state.has100Role) return T.directorNeedsStaff;
      if (state.has200Role) return T.directorHeld;
      if (state.pending200) return T.directorPending;
      return null;
    case 'endStaff':
      if (!state.has100Role) return T.staffNotHeld;
      if (state.has200Role) return T.endDirectorFirst;
      return null;
    case 'endDirector':
      return state.has200Role ? null : T.directorNotHeld;
    case 'withdrawStaff':
      return state.pending100 ? null : T.nothingToWithdraw;
    case 'withdrawDirector':
      return state.pending200 ? null : T.nothingToWithdraw;
  }
}

/**
 * Why a pending request may not be approved now, or null: a registry organization's employment, not
 * disabled, going on today (a request made while it did, whose employment has ended since, is rejected
 * instead), the role not held already, and the director role only beside a held staff role (spec 2 §6:
 * "organization role 200 requires organization role 100 in that organization"). Rejecting is always possible.
 */
export function roleApprovalProblem(
  state: OrganizationRoleState,
  employment: RoleEmployment,
  roleName: OrganizationRoleName,
  today: string,
): string | null {
  const T = ORGANIZATION_ROLE_TEXTS;
  if (!employment.isRegistryOrganization) return T.notRegistry;
  if (employment.disabled) return T.disabled;
  if (!isCurrentEmployment(employment, today)) return T.approveEmploymentEnded(employment.endDate!);
  if (roleName === '100') return state.has100Role ? T.staffHeld : null;
  if (state.has200Role) return T.directorHeld;
  return state.has100Role ? null : T.approveDirectorNeedsStaff;
}
