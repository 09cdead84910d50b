import type { TMessageResponse, TVerificationHistoryEntry, TVerificationRequest } from '@registry/contracts';
import {
  RECORD_TEXTS,
  verificationRequestProblem,
  verificationRequesterProblem,
  type ProfileRecordState,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { reachOf, readRecordState, type EntityDefinition } from '../../platform/entities/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { Db } from '../../db/database.js';
import { findHistory, insertAction, markRequested } from './verification.repository.js';

export type VerificationService = ReturnType<typeof createVerificationService>;

/** Verification requests and history of profile records (spec 1 §4; spec 2 "Verification History"). */
export function createVerificationService(deps: AppDeps) {
  const { db, transaction, clock, tenant, entities } = deps;

  /** The entity of a verifiable record type (its definition says so), or 400 for one that is not verified. */
  function verifiable(entityTypeId: number): EntityDefinition<ProfileRecordState> {
    const entity = entities.get(entityTypeId);
    if (!entity?.verifiable) throw badRequest({ entityTypeId: RECORD_TEXTS.notVerifiable(entityTypeId) });
    return entity as unknown as EntityDefinition<ProfileRecordState>;
  }

  /** The record's state, when the viewer may see it (404 otherwise, as for one that does not exist). */
  async function recordInReach(
    trx: Db,
    auth: AuthContext,
    entity: EntityDefinition<ProfileRecordState>,
    recordId: number,
    forUpdate = false,
  ): Promise<ProfileRecordState> {
    const stored = await readRecordState(trx, entity, tenant, recordId, { forUpdate });
    if (!stored || (await reachOf({ db: trx, tenant }, auth, entity, stored.state.ownerUserId)) === 'none')
      throw notFound();
    return stored.state;
  }

  return {
    /**
     * POST /api/verification/request: the record's owner asks for it to be verified. A record the viewer
     * may not see answers 404; a director (active 200) is told to ask the consultant role; anyone but the
     * owner, or a record verified, already requested, sent via API or disabled, is refused (400). The
     * record becomes 'Requested' (locked for its owner), with its history step and audit row, in one
     * transaction that holds the record's row: of two simultaneous requests one is made.
     */
    async request(auth: AuthContext, request: TVerificationRequest): Promise<TMessageResponse> {
      const entity = verifiable(request.entityTypeId);
      const now = clock.now();
      await transaction(async (trx) => {
        const record = await recordInReach(trx, auth, entity, request.entityId, true);
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
