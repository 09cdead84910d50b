import type {
  TMessageResponse,
  TVerificationAction,
  TVerificationBulkReject,
  TVerificationBulkRejectResponse,
  TVerificationHistoryEntry,
  TVerificationQueue,
  TVerificationQueueQuery,
  TVerificationRequest,
  TVerificationState,
} from '@registry/contracts';
import {
  NOTIFICATION_TEXTS,
  RECORD_TEXTS,
  verificationFormOf,
  verificationRequestProblem,
  verificationRequesterProblem,
  verifierTransition,
  type ProfileRecordState,
  type VerifierAction,
  type Reach,
  type RecordState,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { reachOf, readRecordState, type EntityDefinition } from '../../platform/entities/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { Db } from '../../db/database.js';
import {
  findHistory,
  findQueue,
  findViewed,
  insertAction,
  insertActions,
  isAssociatedOrganization,
  markRequested,
  upsertHistoryRows,
  writeVerificationState,
  type StoredActionType,
  type VerificationColumns,
} from './verification.repository.js';

export type VerificationService = ReturnType<typeof createVerificationService>;

type ActionName = VerifierAction;

/** What each action stores, says to the owner and to the verifier. */
const ACTIONS: Record<
  ActionName,
  { stored: StoredActionType; told: 'verified' | 'declined' | 'unverified' | 'returned'; done: string }
> = {
  verify: { stored: 'Verified', told: 'verified', done: RECORD_TEXTS.verifiedDone },
  decline: { stored: 'Rejected', told: 'declined', done: RECORD_TEXTS.declinedDone },
  remove: { stored: 'Unverified', told: 'unverified', done: RECORD_TEXTS.removedDone },
  return: { stored: 'Returned', told: 'returned', done: RECORD_TEXTS.returnedDone },
};

/** What a decline leaves: rejected, and a request it answers closed (the owner may change the record). */
const DECLINED: VerificationColumns = { verified: false, rejected: true, verificationStatus: null };

/** The verifier's actions on a record's state: the domain's one table (spec 3 §4). */
const transition = verifierTransition;

const stateOf = (record: VerificationColumns): VerificationColumns => ({
  verified: record.verified,
  rejected: record.rejected,
  verificationStatus: record.verificationStatus,
});

/**
 * Verification of profile records (spec 1 §4; spec 3 §4-§6; spec 2 "Verification History"): the owner's
 * request, the verifier's actions, the verifier's queue and each record's history.
 */
export function createVerificationService(deps: AppDeps & { deliveries: Deliveries }) {
  const { db, transaction, clock, tenant, entities, deliveries } = deps;

  /** The entity of a verifiable record type (its definition says so), or 400 for one that is not verified. */
  function verifiable(entityTypeId: number): EntityDefinition<ProfileRecordState> {
    const entity = entities.get(entityTypeId);
    if (!entity?.verifiable) throw badRequest({ entityTypeId: RECORD_TEXTS.notVerifiable(entityTypeId) });
    return entity as unknown as EntityDefinition<ProfileRecordState>;
  }

  /** The record's state and the viewer's reach, when the viewer may see it (404 otherwise, as for one that does not exist). */
  async function recordInReach(
    trx: Db,
    auth: AuthContext,
    entity: EntityDefinition<ProfileRecordState>,
    recordId: number,
    forUpdate = false,
  ): Promise<{ record: ProfileRecordState; reach: Reach }> {
    const stored = await readRecordState(trx, entity, tenant, recordId, { forUpdate });
    if (!stored) throw notFound();
    const reach = await reachOf({ db: trx, tenant }, auth, entity, stored.state.ownerUserId);
    if (reach === 'none') throw notFound();
    return { record: stored.state, reach };
  }

  /**
   * The agency a verifier acts for: the organization named, when the verifier is associated with it (an
   * employment record there, the one tie the schema keeps between a person and an organization); otherwise
   * none (null), rather than a refusal: the history then shows no agency, never one the verifier claims
   * without a tie to it.
   */
  async function agencyFor(trx: Db, auth: AuthContext, agencyId: number | null | undefined) {
    if (agencyId === null || agencyId === undefined) return null;
    return (await isAssociatedOrganization(trx, auth.userId, agencyId)) ? agencyId : null;
  }

  /** The owner's link to such records (a notification's route), or none. */
  const routeOf = (entity: EntityDefinition<RecordState>) => entity.verification?.route ?? null;

  return {
    /**
     * POST /api/verification/request: the record's owner asks for it to be verified. A record the viewer
     * may not see answers 404; a director (active 200) is told to ask the consultant role; anyone but the
     * owner, or a record verified, already requested, sent via API or disabled, is refused (400). The
     * record becomes 'Requested' (locked for its owner), with its history step, its Verification History
     * row and audit row, in one transaction that holds the record's row: of two simultaneous requests one
     * is made.
     */
    async request(auth: AuthContext, request: TVerificationRequest): Promise<TMessageResponse> {
      const entity = verifiable(request.entityTypeId);
      const now = clock.now();
      await transaction(async (trx) => {
        const { record } = await recordInReach(trx, auth, entity, request.entityId, true);
        const refusal = verificationRequesterProblem(auth.activeRole, tenant);
        if (refusal !== null) throw forbidden(refusal);
        if (record.ownerUserId !== auth.userId) throw badRequest({ entityId: RECORD_TEXTS.requestNotOwner });
        const problem = record.disabled ? RECORD_TEXTS.requestDisabled : verificationRequestProblem(record);
        if (problem !== null) throw badRequest({ entityId: problem });
        await markRequested(trx, entity.rows.table, request.entityId, now);
        await insertAction(trx, {
          entityTypeId: request.entityTypeId,
          entityId: request.entityId,
          ownerUserId: record.ownerUserId,
          actionType: 'Requested',
          actorUserId: auth.userId,
          at: now,
        });
        await upsertHistoryRows(trx, entity, [request.entityId], 'Requested', now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'verification.request',
          entity: entity.name,
          entityId: request.entityId,
          before: { verificationStatus: record.verificationStatus },
          after: { verificationStatus: 'Requested' },
          at: now,
        });
      });
      return { message: RECORD_TEXTS.requested };
    },

    /**
     * POST /api/verification/action: a verifier verifies, declines, removes a verification or returns a
     * request (`action`; absent: isVerified true verifies, false declines). A record out of reach, or not
     * the named person's, answers 404; one the policy does not let the viewer verify (mayVerify) 403. A
     * decline needs comments; an action that does not apply to the record's state is refused (400 naming
     * why); verify and decline need the record viewed through its form in this session. In one
     * transaction holding the record's row: its state, its history step and Verification History row, the
     * audit row and the owner's notification (delivered after commit).
     */
    async act(auth: AuthContext, body: TVerificationAction): Promise<TVerificationState> {
      const entity = verifiable(body.entityTypeId);
      const action: ActionName = body.action ?? (body.isVerified === true ? 'verify' : 'decline');
      const comments = body.comments?.trim() || null;
      const now = clock.now();
      const next = await transaction(async (trx) => {
        const { record, reach } = await recordInReach(trx, auth, entity, body.entityId, true);
        if (record.ownerUserId !== body.primaryEntityId) throw notFound();
        if (!entity.policy.mayVerify?.(recordsViewer(auth), tenant, reach, record))
          throw forbidden(RECORD_TEXTS.mayNotVerify);
        if (action === 'decline' && comments === null)
          throw badRequest({ comments: RECORD_TEXTS.declineNeedsComments });
        const outcome = transition(action, record);
        if ('problem' in outcome) throw badRequest({ action: outcome.problem });
        if (action === 'verify' || action === 'decline') {
          const viewed = await findViewed(trx, auth.sessionId, entity.entityType, [body.entityId]);
          if (!viewed.has(body.entityId)) throw badRequest({ entityId: RECORD_TEXTS.viewBeforeDeciding });
        }
        const agencyId = await agencyFor(trx, auth, body.agencyId);
        await writeVerificationState(trx, entity.rows.table, [body.entityId], outcome.next, now);
        await insertAction(trx, {
          entityTypeId: entity.entityType,
          entityId: body.entityId,
          ownerUserId: record.ownerUserId,
          actionType: ACTIONS[action].stored,
          actorUserId: auth.userId,
          agencyId,
          comments,
          at: now,
        });
        const names = await upsertHistoryRows(trx, entity, [body.entityId], ACTIONS[action].stored, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: `verification.${action}`,
          entity: entity.name,
          entityId: body.entityId,
          before: stateOf(record),
          after: { ...outcome.next, agencyId, comments },
          at: now,
        });
        await deliveries.notify(
          trx,
          [record.ownerUserId],
          NOTIFICATION_TEXTS.recordVerification(
            ACTIONS[action].told,
            entity.name,
            names.get(body.entityId) ?? null,
            comments,
            routeOf(entity),
          ),
        );
        return outcome.next;
      });
      return {
        entityTypeId: entity.entityType,
        entityId: body.entityId,
        ...next,
        message: ACTIONS[action].done,
      };
    },

    /**
     * POST /api/verification/bulkreject: declines several records of one person and one type with one
     * comment. The person out of reach answers 404. Each record is declined as one decline would be (the
     * person's, in reach, mayVerify, neither verified nor declined, viewed in this session); any other is
     * skipped and counted. In one transaction holding the rows (in id order): their states, history steps,
     * Verification History rows and audit rows, and one notification to the person.
     */
    async bulkReject(
      auth: AuthContext,
      body: TVerificationBulkReject,
    ): Promise<TVerificationBulkRejectResponse> {
      const entity = verifiable(body.entityTypeId);
      // Every record declined is this person's: their reach is read once.
      const reach = await reachOf(deps, auth, entity, body.primaryEntityId);
      if (reach === 'none') throw notFound();
      const comments = body.comments.trim();
      const ids = [...new Set(body.entityIds)].sort((a, b) => a - b);
      const now = clock.now();
      const declined = await transaction(async (trx) => {
        const viewer = recordsViewer(auth);
        const viewed = await findViewed(trx, auth.sessionId, entity.entityType, ids);
        const eligible: { id: number; before: VerificationColumns }[] = [];
        for (const id of ids) {
          const stored = await readRecordState(trx, entity, tenant, id, { forUpdate: true });
          if (!stored || stored.state.ownerUserId !== body.primaryEntityId || !viewed.has(id)) continue;
          if (!entity.policy.mayVerify?.(viewer, tenant, reach, stored.state)) continue;
          if ('problem' in transition('decline', stored.state)) continue;
          eligible.push({ id, before: stateOf(stored.state) });
        }
        if (eligible.length === 0) return 0;
        const agencyId = await agencyFor(trx, auth, body.agencyId);
        const next = { next: DECLINED };
        const eligibleIds = eligible.map((row) => row.id);
        await writeVerificationState(trx, entity.rows.table, eligibleIds, next.next, now);
        await insertActions(
          trx,
          eligibleIds.map((entityId) => ({
            entityTypeId: entity.entityType,
            entityId,
            ownerUserId: body.primaryEntityId,
            actionType: 'Rejected' as const,
            actorUserId: auth.userId,
            agencyId,
            comments,
            at: now,
          })),
        );
        await upsertHistoryRows(trx, entity, eligibleIds, 'Rejected', now);
        for (const row of eligible)
          await recordAudit(trx, {
            actorUserId: auth.userId,
            action: 'verification.decline',
            entity: entity.name,
            entityId: row.id,
            before: row.before,
            after: { ...next.next, agencyId, comments },
            at: now,
          });
        await deliveries.notify(
          trx,
          [body.primaryEntityId],
          NOTIFICATION_TEXTS.recordsDeclined(entity.name, eligible.length, comments, routeOf(entity)),
        );
        return eligible.length;
      });
      const skipped = ids.length - declined;
      return { declined, skipped, message: RECORD_TEXTS.bulkDeclined(declined, skipped) };
    },

    /**
     * GET /api/verification/queue: the requests waiting for this verifier (the records 'Requested' their
     * mayVerify lets them verify), oldest request first, with each one's age in whole days and the counts
     * by age (under 3 days, 3 to 14, over 14) by the server's clock.
     */
    async queue(auth: AuthContext, query: TVerificationQueueQuery): Promise<TVerificationQueue> {
      const found = await findQueue(db, entities.all, recordsViewer(auth), tenant, clock.now(), {
        offset: query.from - 1,
        limit: query.to - query.from + 1,
      });
      return {
        total: found.total,
        bands: { under3: found.under3, from3to14: found.from3to14, over14: found.over14 },
        items: found.rows.map((row) => ({
          entityTypeId: row.entityTypeId,
          entityId: row.entityId,
          formId: verificationFormOf(row.entityTypeId),
          verificationType: row.recordType,
          primaryEntityId: row.ownerUserId,
          primaryEntityName: row.ownerName,
          identifier: row.identifier,
          requestedAt: row.requestedAt.toISOString(),
          ageDays: row.ageDays,
        })),
      };
    },

    /** GET /api/verification/history: the record's steps, oldest first, for whoever may see the record. */
    async history(
      auth: AuthContext,
      query: { entityTypeId: number; entityId: number },
    ): Promise<TVerificationHistoryEntry[]> {
      await recordInReach(db, auth, verifiable(query.entityTypeId), query.entityId);
      return findHistory(db, query.entityTypeId, query.entityId);
    },
  };
}
