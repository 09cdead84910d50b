import type { Reach, RecordState, Tenant } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { EntityDefinition } from '../../platform/entities/index.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { findViewed, insertView } from './verification.repository.js';

/**
 * Spec 3 §4: "approve/decline only after the record was viewed in that session". The form engine calls
 * this when it serves a record's form (POST /api/form): when the viewer may verify the record (its
 * policy's mayVerify), the session's view of it is kept (verification_views), which verify and decline
 * then require. Anyone else's view is not kept.
 */
export async function noteRecordViewed(
  db: Db,
  tenant: Tenant,
  auth: AuthContext,
  view: {
    entity: EntityDefinition<RecordState>;
    reach: Reach;
    record: RecordState;
    recordId: number;
    at: Date;
  },
): Promise<void> {
  const { entity, reach, record } = view;
  if (!entity.verifiable || !entity.policy.mayVerify?.(recordsViewer(auth), tenant, reach, record)) return;
  await insertView(db, {
    sessionId: auth.sessionId,
    entityTypeId: entity.entityType,
    entityId: view.recordId,
    at: view.at,
  });
}

/** Which of the records of the entity type the session has viewed through their form (a grid's `viewed`). */
export const viewedRecords = (
  db: Db,
  auth: AuthContext,
  entityTypeId: number,
  recordIds: readonly number[],
) => findViewed(db, auth.sessionId, entityTypeId, recordIds);
