import type { TMessageResponse, TVerificationHistoryEntry, TVerificationRequest } from '@registry/contracts';
import { directorsAskConsultant, RECORD_TEXTS, verificationRequestProblem } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { personRecordsAccessOf } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { readVerifiable, verifiableTable, type VerifiableTable } from '../../platform/verifiable-records.js';
import { findHistory, insertAction, markRequested } from './verification.repository.js';

export type VerificationService = ReturnType<typeof createVerificationService>;

/** Verification requests and history of profile records (spec 1 §4; spec 2 "Verification History"). */
export function createVerificationService({ db, clock, tenant }: AppDeps) {
  /** The record type's table, or 400 for a type that is not verified. */
  function tableOf(entityTypeId: number): VerifiableTable {
    const table = verifiableTable(entityTypeId);
    if (!table) throw badRequest({ entityTypeId: RECORD_TEXTS.notVerifiable(entityTypeId) });
    return table;
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
      const table = tableOf(request.entityTypeId);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const record = await readVerifiable(trx, table, request.entityId, { forUpdate: true });
        if (!record || (await personRecordsAccessOf(trx, auth, record.ownerUserId)) === 'none')
          throw notFound();
        if (auth.activeRole === '200') throw forbidden(directorsAskConsultant(tenant.labels.staffRole));
        if (record.ownerUserId !== auth.userId) throw badRequest({ entityId: RECORD_TEXTS.requestNotOwner });
        const problem = record.disabled ? RECORD_TEXTS.requestDisabled : verificationRequestProblem(record);
        if (problem !== null) throw badRequest({ entityId: problem });
        await markRequested(trx, table, request.entityId, now);
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
          entity: table.name,
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
      const table = tableOf(query.entityTypeId);
      const record = await readVerifiable(db, table, query.entityId);
      if (!record || (await personRecordsAccessOf(db, auth, record.ownerUserId)) === 'none') throw notFound();
      return findHistory(db, query.entityTypeId, query.entityId);
    },
  };
}
