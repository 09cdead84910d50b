import type { RecordState, Tenant } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EntityDefinition } from './definition.js';

/** A record as its entity's policy reads it, with the row as read (its state's columns). */
export interface StoredRecordState<State extends RecordState> {
  state: State;
  raw: Record<string, unknown>;
  /** The whole row as stored (columns in camelCase): an audit's "before". Only with `whole`. */
  record: Record<string, unknown>;
}

/** Whether the row is disabled, as SQL (false for rows that never are). */
export function disabledSql(entity: Pick<EntityDefinition, 'rows'>) {
  return entity.rows.disabledAt === null
    ? sql<boolean>`false`
    : sql<boolean>`${sql.ref(`r.${entity.rows.disabledAt}`)} is not null`;
}

/**
 * One record's owner, disabled flag and state (the entity's state SQL), or undefined when there is no
 * such record. `forUpdate` locks the row until the caller's transaction ends (a save, a verification
 * request, a disable or delete of it then take turns); `whole` reads the row as stored too.
 */
export async function readRecordState<State extends RecordState>(
  db: Db,
  entity: EntityDefinition<State>,
  tenant: Tenant,
  recordId: number,
  options: { forUpdate?: boolean; whole?: boolean } = {},
): Promise<StoredRecordState<State> | undefined> {
  const { rows } = entity;
  const result = await sql<Record<string, unknown>>`
    select ${sql.ref(`r.${rows.owner}`)} as owner, ${disabledSql(entity)} as disabled,
      ${entity.state.select(tenant)} ${options.whole ? sql`, to_jsonb(r) as record` : sql``}
    from ${sql.table(rows.table)} r ${entity.state.joins ?? sql``}
    where ${sql.ref(`r.${rows.id}`)} = ${recordId}
    ${options.forUpdate ? sql`for update of r` : sql``}`.execute(db);
  const raw = result.rows[0];
  if (!raw) return undefined;
  const base = { ownerUserId: Number(raw.owner), disabled: raw.disabled === true };
  return {
    state: entity.state.read(raw, base),
    raw,
    record: (raw.record ?? {}) as Record<string, unknown>,
  };
}
