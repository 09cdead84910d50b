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

/** Rows a statement (7 parameters each, under PostgreSQL's 65,535). */
const AUDIT_ROWS_A_STATEMENT = 5_000;

/** Writes several audit rows, 5,000 a statement (a bulk change: one row per record it changed). */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let from = 0; from < entries.length; from += AUDIT_ROWS_A_STATEMENT)
    await insertAudits(db, entries.slice(from, from + AUDIT_ROWS_A_STATEMENT));
}

async function insertAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  await db
    .insertInto('auditLog')
    .values(
      entries.map((entry) => ({
        actorUserId: entry.actorUserId,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
        at: entry.at,
      })),
    )
    .execute();
}
