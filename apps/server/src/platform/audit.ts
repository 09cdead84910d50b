import type { Db } from '../db/database.js';

export interface AuditEntry {
  /** Null when the system acts (say, a lock after failed sign-ins). */
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Writes one audit row (DESIGN §3 "Audit"); pass the transaction that makes the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      at: entry.at,
    })
    .execute();
}
