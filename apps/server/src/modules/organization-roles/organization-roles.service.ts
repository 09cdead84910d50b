import type {
  TOrganizationRolesResponse,
  TPendingRoleRequest,
  TRoleRequestAction,
  TRoleRequestActionRequest,
  TRoleRequestRequest,
  TSetOrganizationRoleRequest,
  TTrainTnAccessRequest,
} from '@registry/contracts';
import {
  API_ERRORS,
  CLAIMS,
  dateInZone,
  isCurrentEmployment,
  mayActOnAccount,
  mayToggleOwnRole,
  organizationRoleToggleProblem,
  employmentRoleAccess,
  isPendingRequest,
  NOTIFICATION_TEXTS,
  organizationRoleActionProblem,
  organizationRoleState,
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_TEXTS as TEXTS,
  pendingRequest,
  ROLE_ACTION,
  roleApprovalProblem,
  roleRequestScope,
  type EmploymentRoleAccess,
  type OrganizationRoleName,
  type RecordsReachViewer,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../platform/app-types.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { holdsRole, loadUserRoles } from '../../platform/role-holdings.js';
import type { AuthContext, Sessions } from '../../platform/sessions.js';
import {
  activeRoles,
  findEmployment,
  findRoleAction,
  insertRoleAction,
  lockEmployment,
  pendingRequests,
  roleActions,
  setOrganizationRole,
  setTrainTnAccess,
  type EmploymentRow,
  type RoleActionRecord,
} from './organization-roles.repository.js';

/** The most pending requests GET .../requests answers, newest first: a work list, not an export. */
export const PENDING_REQUESTS_LIMIT = 500;

export type OrganizationRolesService = ReturnType<typeof createOrganizationRolesService>;

/** The viewer as the domain's rules see them: their active role's claims and the organizations they direct. */
export function viewerOf(auth: AuthContext): RecordsReachViewer {
  return {
    userId: auth.userId,
    activeRole: auth.activeRole,
    claims: auth.claims,
    directorOrganizationIds: auth.roles.organization
      .filter((row) => row.role === '200' && row.active)
      .map((row) => row.organizationId),
  };
}

const conflict = (message: string) => new HttpError(409, message);
const UNCHANGED = Symbol('unchanged');

function asAction(row: RoleActionRecord): TRoleRequestAction {
  return {
    rolePromotionActionId: row.id,
    parentActionId: row.parentActionId,
    roleRequested: row.roleName,
    actionType: row.actionType,
    comments: row.comments,
    lastChangeDateTime: row.lastChangeAt.toISOString(),
    userLastUpdated: row.userLastUpdated,
  };
}

/** What an employment's roles are now: the held roles, the actions, and the state the domain makes of them. */
async function snapshotOf(db: Db, employment: EmploymentRow) {
  // One after the other: inside a transaction both go through its one connection anyway.
  const roles = await activeRoles(db, employment.id);
  const actions = await roleActions(db, employment.id);
  return { roles, actions, state: organizationRoleState(roles, actions) };
}
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

function response(employment: EmploymentRow, snapshot: Snapshot): TOrganizationRolesResponse {
  const { roles, actions, state } = snapshot;
  const pending = ORGANIZATION_ROLES.flatMap((role) => {
    const request = pendingRequest(actions, role);
    return request ? [actions.find((action) => action.id === request.id)!] : [];
  });
  return {
    employmentRecordId: employment.id,
    organizationId: employment.organizationId,
    organizationName: employment.organizationName,
    isRegistryOrganization: employment.isRegistryOrganization,
    active: roles.map((roleName) => ({ roleName })),
    requests: pending.map(asAction),
    has100Role: state.has100Role,
    has200Role: state.has200Role,
    pending100: state.pending100,
    pending200: state.pending200,
    hasTrainTNAccess: employment.hasTrainTnAccess,
  };
}

/** What the audit keeps of an employment's roles before and after a change. */
const auditState = (employment: EmploymentRow, snapshot: Snapshot) => ({
  roles: snapshot.roles,
  pending: ORGANIZATION_ROLES.filter((role) => pendingRequest(snapshot.actions, role) !== null),
  hasTrainTnAccess: employment.hasTrainTnAccess,
});

/**
 * Employment and organization roles (spec 1 §3, §4, §6, §7): the employment's roles and requests, role
 * requests, their answers and history, ending a role, and TrainTN access (tn). Whose employment is the
 * domain's employmentRoleAccess, checked first: out of reach is 404, as for a record that does not exist;
 * in reach but not allowed 403. The rules of spec 1 §4 are the domain's (organizationRoleActionProblem).
 * Every change locks the employment record (lockEmployment) and is one transaction with its role action
 * and its audit row.
 */
export function createOrganizationRolesService(
  deps: AppDeps & { sessions: Sessions; deliveries: Deliveries },
) {
  const { db, transaction, clock, tenant, sessions, deliveries } = deps;

  /** The employment and what the viewer may do with it; 404 when it is not there or not theirs to see. */
  function reach(auth: AuthContext, employment: EmploymentRow | undefined, missing: string) {
    if (!employment) throw notFound(missing);
    const access = employmentRoleAccess(viewerOf(auth), {
      userId: employment.userId,
      generalRoles: employment.generalRoles,
      organizationId: employment.organizationId,
    });
    if (!access.view) throw notFound(missing);
    return { employment, access };
  }

  function allow(access: EmploymentRoleAccess, what: keyof EmploymentRoleAccess, message: string) {
    if (!access[what]) throw forbidden(message);
  }

  /**
   * Sessions whose active role the person no longer holds end, as when an administrator removes a
   * general role (the session check would refuse them anyway; this records why).
   */
  async function endSessionsOfLostRole(trx: Db, userId: number, roleName: OrganizationRoleName) {
    if (!holdsRole(await loadUserRoles(trx, userId), roleName))
      await sessions.revokeUser(trx, userId, 'role-removed', roleName);
  }

  /**
   * Runs a change of one employment's roles: locked, checked, written and audited in one transaction.
   * `write` checks and writes; it answers the employment as changed (TrainTN access), UNCHANGED when there
   * was nothing to do (no audit row then), or nothing.
   */
  function change(
    auth: AuthContext,
    employmentRecordId: number,
    action: string,
    write: (
      trx: Db,
      context: { employment: EmploymentRow; access: EmploymentRoleAccess; snapshot: Snapshot; now: Date },
    ) => Promise<EmploymentRow | typeof UNCHANGED | void>,
    missing: string = TEXTS.noSuchEmployment,
  ): Promise<TOrganizationRolesResponse> {
    return transaction(async (trx) => {
      const found = await lockEmployment(trx, employmentRecordId);
      const { employment, access } = reach(auth, found, missing);
      const before = await snapshotOf(trx, employment);
      const now = clock.now();
      const written = await write(trx, { employment, access, snapshot: before, now });
      if (written === UNCHANGED) return response(employment, before);
      const changed = written ?? employment;
      const after = await snapshotOf(trx, changed);
      await recordAudit(trx, {
        actorUserId: auth.userId,
        action,
        entity: 'employment_record',
        entityId: employment.id,
        before: auditState(employment, before),
        after: auditState(changed, after),
        at: now,
      });
      return response(changed, after);
    });
  }

  return {
    /** GET /api/userorganizationroles: the employment's roles, pending requests and state flags. */
    async roles(auth: AuthContext, employmentRecordId: number): Promise<TOrganizationRolesResponse> {
      const { employment } = reach(
        auth,
        await findEmployment(db, employmentRecordId),
        TEXTS.noSuchEmployment,
      );
      return response(employment, await snapshotOf(db, employment));
    },

    /** GET .../actionhistory: every role action of the employment, oldest first, with who made it. */
    async history(auth: AuthContext, employmentRecordId: number): Promise<TRoleRequestAction[]> {
      const { employment } = reach(
        auth,
        await findEmployment(db, employmentRecordId),
        TEXTS.noSuchEmployment,
      );
      return (await roleActions(db, employment.id)).map(asAction);
    },

    /** POST .../request: the person asks for the staff or the director role (spec 1 §4). */
    request(auth: AuthContext, body: TRoleRequestRequest): Promise<TOrganizationRolesResponse> {
      return change(auth, body.employmentRecordId, 'organization-role.requested', async (trx, context) => {
        allow(context.access, 'request', TEXTS.onlyThePerson);
        const problem = organizationRoleActionProblem(
          context.snapshot.state,
          context.employment,
          body.requestType === '100' ? 'requestStaff' : 'requestDirector',
          dateInZone(context.now, tenant.timeZone),
        );
        if (problem !== null) throw badRequest({ requestType: problem });
        await insertRoleAction(trx, {
          employmentRecordId: context.employment.id,
          roleName: body.requestType,
          actionType: ROLE_ACTION.Requested,
          parentActionId: null,
          comments: body.comments?.trim() || null,
          actorUserId: auth.userId,
          at: context.now,
        });
      });
    },

    /**
     * POST /api/userorganizationroles (active: false): ends a held role, the director role or the staff
     * role (only while no director role is held) as separate actions. Ending the staff role withdraws a
     * pending director request and TrainTN access with it.
     */
    end(auth: AuthContext, body: TSetOrganizationRoleRequest): Promise<TOrganizationRolesResponse> {
      return change(auth, body.employmentRecordId, 'organization-role.removed', async (trx, context) => {
        const { employment, snapshot, now } = context;
        allow(context.access, 'end', TEXTS.endNotAllowed);
        if (body.organizationId !== undefined && body.organizationId !== employment.organizationId)
          throw badRequest({ organizationId: TEXTS.organizationMismatch });
        if (body.userId !== undefined && body.userId !== employment.userId)
          throw badRequest({ userId: TEXTS.userMismatch });
        const staff = body.roleName === '100';
        const problem = organizationRoleActionProblem(
          snapshot.state,
          employment,
          staff ? 'endStaff' : 'endDirector',
          dateInZone(now, tenant.timeZone),
        );
        if (problem !== null) throw badRequest({ roleName: problem });
        const record = { employmentRecordId: employment.id, actorUserId: auth.userId, at: now };
        await setOrganizationRole(trx, employment.id, body.roleName, false, now);
        await insertRoleAction(trx, {
          ...record,
          roleName: body.roleName,
          actionType: ROLE_ACTION.Removed,
          parentActionId: null,
          comments: null,
        });
        await endSessionsOfLostRole(trx, employment.userId, body.roleName);
        if (!staff) return;
        const directorRequest = pendingRequest(snapshot.actions, '200');
        if (directorRequest)
          await insertRoleAction(trx, {
            ...record,
            roleName: '200',
            actionType: ROLE_ACTION.Withdrawn,
            parentActionId: directorRequest.id,
            comments: TEXTS.withdrawnWithStaff,
          });
        if (!employment.hasTrainTnAccess) return;
        await setTrainTnAccess(trx, employment.id, false, now);
        return { ...employment, hasTrainTnAccess: false };
      });
    },

    /** POST /api/userorganizationroles: grants a role (active: true) or ends a held one (active: false). */
    set(auth: AuthContext, body: TSetOrganizationRoleRequest): Promise<TOrganizationRolesResponse> {
      return body.active ? this.grant(auth, body) : this.end(auth, body);
    },

    /**
     * POST /api/userorganizationroles with active: true (User Access Permissions, spec 2 §6): a user manager
     * (CLAIMS.manageRoles, else 403) gives the staff (100) or director (200) role at the organization of
     * the employment record of a person within their reach (mayActOnAccount, else 404), never on their own
     * account (mayToggleOwnRole, 403). The toggle rules (organizationRoleToggleProblem: 200 needs 100 at
     * that organization, a role held already) and the employment (a registry organization's, not disabled,
     * going on today) answer 400. The grant is an Approved action by the manager, answering the person's
     * pending request of that role when there is one; the person is told as when a director approves.
     */
    grant(auth: AuthContext, body: TSetOrganizationRoleRequest): Promise<TOrganizationRolesResponse> {
      if (!auth.claims.includes(CLAIMS.manageRoles)) throw forbidden(API_ERRORS.notAllowed);
      return change(auth, body.employmentRecordId, 'organization-role.granted', async (trx, context) => {
        const { employment, snapshot, now } = context;
        const inReach = mayActOnAccount(
          { userId: auth.userId, activeRole: auth.activeRole },
          { userId: employment.userId, generalRoles: employment.generalRoles },
        );
        if (!inReach) throw notFound(TEXTS.noSuchEmployment);
        if (!mayToggleOwnRole(auth.userId, employment.userId, true))
          throw forbidden(API_ERRORS.roleSelfGrant);
        if (body.organizationId !== undefined && body.organizationId !== employment.organizationId)
          throw badRequest({ organizationId: TEXTS.organizationMismatch });
        if (body.userId !== undefined && body.userId !== employment.userId)
          throw badRequest({ userId: TEXTS.userMismatch });
        if (!employment.isRegistryOrganization || employment.organizationId === null)
          throw badRequest({ employmentRecordId: TEXTS.notRegistry });
        if (employment.disabled) throw badRequest({ employmentRecordId: TEXTS.disabled });
        if (!isCurrentEmployment(employment, dateInZone(now, tenant.timeZone)))
          throw badRequest({ employmentRecordId: TEXTS.approveEmploymentEnded(employment.endDate!) });
        const holdings = await loadUserRoles(trx, employment.userId);
        const problem = organizationRoleToggleProblem(
          holdings,
          employment.organizationId,
          body.roleName,
          true,
        );
        if (problem !== null) throw badRequest({ roleName: problem });
        await setOrganizationRole(trx, employment.id, body.roleName, true, now);
        await insertRoleAction(trx, {
          employmentRecordId: employment.id,
          roleName: body.roleName,
          actionType: ROLE_ACTION.Approved,
          parentActionId: pendingRequest(snapshot.actions, body.roleName)?.id ?? null,
          comments: null,
          actorUserId: auth.userId,
          at: now,
        });
        await deliveries.notify(
          trx,
          [employment.userId],
          NOTIFICATION_TEXTS.roleRequestAnswered(
            body.roleName,
            true,
            employment.organizationName ?? '',
            null,
          ),
        );
        await deliveries.enqueue(trx, {
          kind: 'rolePromotionAction',
          userId: employment.userId,
          employmentRecordId: employment.id,
        });
      });
    },

    /**
     * POST .../requestaction: approve (2) or reject (3) a pending request (its organization's director or a
     * user manager in reach, never one's own; CLAIMS.decideRoleRequests), or withdraw (10) one's own. An
     * approval makes the role held at the organization. A request no longer pending answers 409.
     */
    async requestAction(
      auth: AuthContext,
      body: TRoleRequestActionRequest,
    ): Promise<TOrganizationRolesResponse> {
      const withdraw = body.actionType === ROLE_ACTION.Withdrawn;
      const decision = roleRequestScope(viewerOf(auth));
      // The claim first (it depends on no record): answering requests is for directors and user managers.
      if (!withdraw && decision === null) throw forbidden();
      const request = await findRoleAction(db, body.rolePromotionActionId);
      if (!request) throw notFound(TEXTS.noSuchRequest);
      const action = { 2: 'approved', 3: 'rejected', 10: 'withdrawn' }[body.actionType];
      // Beyond reach it is as if there were no such request (the same answer, so ids tell nothing).
      return change(
        auth,
        request.employmentRecordId,
        `organization-role.${action}`,
        async (trx, context) => {
          const { employment, access, snapshot, now } = context;
          if (withdraw) allow(access, 'request', TEXTS.notOwnRequest);
          else allow(access, 'decide', access.request ? TEXTS.ownRequest : API_ERRORS.notAllowed);
          if (request.actionType !== ROLE_ACTION.Requested)
            throw badRequest({ rolePromotionActionId: TEXTS.notARequest });
          if (!isPendingRequest(snapshot.actions, request.id)) throw conflict(TEXTS.notPending);
          const roleName = snapshot.actions.find((row) => row.id === request.id)!.roleName;
          if (body.actionType === ROLE_ACTION.Approved) {
            const problem = roleApprovalProblem(
              snapshot.state,
              employment,
              roleName,
              dateInZone(now, tenant.timeZone),
            );
            if (problem !== null) throw badRequest({ rolePromotionActionId: problem });
            await setOrganizationRole(trx, employment.id, roleName, true, now);
          }
          const comments = body.comments?.trim() || null;
          await insertRoleAction(trx, {
            employmentRecordId: employment.id,
            roleName,
            actionType: body.actionType,
            parentActionId: request.id,
            comments,
            actorUserId: auth.userId,
            at: now,
          });
          // The person is told (a notification, and their employment row reloads live).
          if (!withdraw) {
            await deliveries.notify(
              trx,
              [employment.userId],
              NOTIFICATION_TEXTS.roleRequestAnswered(
                roleName as '100' | '200',
                body.actionType === ROLE_ACTION.Approved,
                employment.organizationName ?? '',
                comments,
              ),
            );
            await deliveries.enqueue(trx, {
              kind: 'rolePromotionAction',
              userId: employment.userId,
              employmentRecordId: employment.id,
            });
          }
        },
        TEXTS.noSuchRequest,
      );
    },

    /**
     * GET .../requests: the pending requests the viewer may answer (roleRequestScope, in the WHERE
     * clause), newest first.
     */
    async pendingRequests(auth: AuthContext): Promise<TPendingRoleRequest[]> {
      const scope = roleRequestScope(viewerOf(auth));
      if (scope === null) throw forbidden();
      return pendingRequests(db, scope, PENDING_REQUESTS_LIMIT);
    },

    /**
     * POST /api/accounts/trainTNAccess (tn): grant TrainTN access for an employment where the staff role is
     * held (its organization's director or a user manager), or remove it (they, or the person). Asking for
     * what is already so changes nothing.
     */
    async trainTnAccess(auth: AuthContext, body: TTrainTnAccessRequest): Promise<TOrganizationRolesResponse> {
      if (!tenant.features.trainTnAccess) throw notFound();
      const grant = body.accessStatus;
      return change(
        auth,
        body.employmentRecordId,
        grant ? 'train-tn-access.granted' : 'train-tn-access.removed',
        async (trx, context) => {
          const { employment, snapshot, now } = context;
          if (grant) {
            allow(context.access, 'grantTrainTn', TEXTS.trainTnGrantNotAllowed);
            if (!employment.isRegistryOrganization)
              throw badRequest({ employmentRecordId: TEXTS.notRegistry });
            if (!snapshot.state.has100Role) throw badRequest({ accessStatus: TEXTS.trainTnNeedsStaff });
          } else allow(context.access, 'removeTrainTn', API_ERRORS.notAllowed);
          if (employment.hasTrainTnAccess === grant) return UNCHANGED;
          await setTrainTnAccess(trx, employment.id, grant, now);
          return { ...employment, hasTrainTnAccess: grant };
        },
      );
    },
  };
}
