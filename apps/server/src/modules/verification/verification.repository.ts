import type { TVerificationHistoryEntry } from '@registry/contracts';
import type { RecordState, RecordsReachViewer, Tenant } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { VerificationActionsTable } from '../../db/types.js';
import type { EntityDefinition } from '../../platform/entities/index.js';

export type StoredActionType = VerificationActionsTable['actionType'];

/**
 * Marks the record of a verifiable entity's table 'Requested' (it is then locked for its owner), with when
 * it was asked for (the queue's order and ages), and stamps it.
 */
export async function markRequested(trx: Db, table: string, recordId: number, now: Date): Promise<void> {
  await sql`update ${sql.table(table)}
               set verification_status = 'Requested', verification_requested_at = ${now}, updated_at = ${now}
            where id = ${recordId}`.execute(trx);
}

/** A record's verification state as a verifier's action leaves it. */
export interface VerificationColumns {
  verified: boolean;
  rejected: boolean;
  verificationStatus: 'Requested' | null;
}

/** Writes the records' verification state (one statement for all of them) and stamps them. */
export async function writeVerificationState(
  trx: Db,
  table: string,
  recordIds: readonly number[],
  state: VerificationColumns,
  now: Date,
): Promise<void> {
  if (recordIds.length === 0) return;
  await sql`update ${sql.table(table)}
            set verified = ${state.verified}, rejected = ${state.rejected},
              verification_status = ${state.verificationStatus}, updated_at = ${now}
            where id = any(${[...recordIds]}::bigint[])`.execute(trx);
}

/** One step of a record's verification history (entity 29). */
export interface ActionRow {
  entityTypeId: number;
  entityId: number;
  ownerUserId: number;
  actionType: StoredActionType;
  actorUserId: number;
  agencyId?: number | null;
  comments?: string | null;
  at: Date;
}

/** Writes steps of records' verification histories (entity 29), in one statement. */
export async function insertActions(trx: Db, actions: readonly ActionRow[]): Promise<void> {
  if (actions.length === 0) return;
  await trx
    .insertInto('verificationActions')
    .values(
      actions.map((action) => ({
        ...action,
        agencyId: action.agencyId ?? null,
        comments: action.comments ?? null,
      })),
    )
    .execute();
}

/** Writes one step of the record's verification history (entity 29). */
export const insertAction = (trx: Db, action: ActionRow) => insertActions(trx, [action]);

/**
 * Keeps the records' rows of Verification History (entity 15; verification_records) in the transaction
 * of their step: their last action and time, their type's name and what names them now. Answers what
 * names each record, by id.
 */
export async function upsertHistoryRows(
  trx: Db,
  entity: Pick<EntityDefinition<RecordState>, 'entityType' | 'name' | 'rows' | 'verification'>,
  recordIds: readonly number[],
  actionType: StoredActionType,
  at: Date,
): Promise<Map<number, string | null>> {
  if (recordIds.length === 0) return new Map();
  const identifier = entity.verification?.identifier ?? sql`null`;
  const result = await sql<{ entityId: string | number; identifier: string | null }>`
    insert into verification_records
      (entity_type_id, entity_id, owner_user_id, record_type, identifier, last_action_type, last_action_at)
    select ${entity.entityType}, r.id, ${sql.ref(`r.${entity.rows.owner}`)}, ${entity.name}, ${identifier},
      ${actionType}, ${at}
    from ${sql.table(entity.rows.table)} r where r.id = any(${[...recordIds]}::bigint[])
    on conflict (entity_type_id, entity_id) do update set
      owner_user_id = excluded.owner_user_id, record_type = excluded.record_type,
      identifier = excluded.identifier, last_action_type = excluded.last_action_type,
      last_action_at = excluded.last_action_at
    returning entity_id as "entityId", identifier`.execute(trx);
  return new Map(result.rows.map((row) => [Number(row.entityId), row.identifier]));
}

/** Records that a session viewed a record through its form (again: the time is the latest view). */
export async function insertView(
  db: Db,
  view: { sessionId: string; entityTypeId: number; entityId: number; at: Date },
): Promise<void> {
  await db
    .insertInto('verificationViews')
    .values({
      sessionId: view.sessionId,
      entityTypeId: view.entityTypeId,
      entityId: view.entityId,
      viewedAt: view.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['sessionId', 'entityTypeId', 'entityId']).doUpdateSet({ viewedAt: view.at }),
    )
    .execute();
}

/** Which of the records the session has viewed through their form. */
export async function findViewed(
  db: Db,
  sessionId: string,
  entityTypeId: number,
  recordIds: readonly number[],
): Promise<Set<number>> {
  if (recordIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('verificationViews')
    .select('entityId')
    .where('sessionId', '=', sessionId)
    .where('entityTypeId', '=', entityTypeId)
    .where('entityId', 'in', [...recordIds])
    .execute();
  return new Set(rows.map((row) => Number(row.entityId)));
}

/**
 * Whether the organization is one the user is associated with: they have an employment record (not
 * disabled) there. The only tie between a person and an organization the schema keeps.
 */
export async function isAssociatedOrganization(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('employmentRecords')
    .select('id')
    .where('userId', '=', userId)
    .where('organizationId', '=', organizationId)
    .where('disabledAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spec 2 §4 names the action types Requested, Approved and Declined; the history stores the verifier's
 * act as Verified and Rejected, which the screen calls by the spec's names. The others (Unverified,
 * Returned, Withdrawn) read as stored.
 */
const ACTION_NAMES: Record<string, string> = { Verified: 'Approved', Rejected: 'Declined' };

/** The record's history, oldest first, with the acting user's name and the agency they acted for. */
export async function findHistory(
  db: Db,
  entityTypeId: number,
  entityId: number,
): Promise<TVerificationHistoryEntry[]> {
  const rows = await db
    .selectFrom('verificationActions as a')
    .leftJoin('users as u', 'u.id', 'a.actorUserId')
    .leftJoin('organizations as o', 'o.id', 'a.agencyId')
    .select([
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('actorName'),
      'a.at',
      'a.actionType',
      'o.name as agencyName',
      'a.comments',
    ])
    .where('a.entityTypeId', '=', entityTypeId)
    .where('a.entityId', '=', entityId)
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    actionUser: { name: row.actorName },
    lastChangeDateTime: new Date(row.at).toISOString(),
    actionType: ACTION_NAMES[row.actionType] ?? row.actionType,
    agencyName: row.agencyName,
    comments: row.comments,
  }));
}

/** One waiting request of the queue as read. */
export interface QueueRow {
  entityTypeId: number;
  entityId: number;
  recordType: string;
  ownerUserId: number;
  ownerName: string;
  identifier: string | null;
  requestedAt: Date;
  ageDays: number;
}

/** The entities whose records wait in a queue: verifiable, with a verifier rule and an owner scope. */
function queueEntities(entities: readonly EntityDefinition<RecordState>[]) {
  return entities.flatMap((entity) => {
    const verification = entity.verification;
    const scope = entity.scope.sql;
    if (!entity.verifiable || verification === undefined || !scope) return [];
    return [{ entity, verification, scope }];
  });
}

/**
 * The records with an open request that the viewer may verify, as one SQL source over every verifiable
 * entity: the row 'Requested' (the partial index of each record table, which carries what is read here:
 * migration 20261215100000), not disabled, not the viewer's own, its owner within the entity's scope (the
 * WHERE clause of its grids), and the entity's verifier rule (mayVerify as SQL). When the request was made
 * is the record's verification_requested_at (where a record was marked Requested without it, when it
 * last changed). Only what counting and ordering need: what names a record is read for the page's rows
 * (queuePage).
 */
function queueSource(
  entities: readonly EntityDefinition<RecordState>[],
  viewer: RecordsReachViewer,
  tenant: Tenant,
): RawBuilder<unknown> | null {
  const branches = queueEntities(entities).map(({ entity, verification, scope }) => {
    const owner = sql.ref(`r.${entity.rows.owner}`);
    const disabled =
      entity.rows.disabledAt === null ? sql`true` : sql`${sql.ref(`r.${entity.rows.disabledAt}`)} is null`;
    const changed =
      entity.rows.updatedAt === null ? sql`null::timestamptz` : sql.ref(`r.${entity.rows.updatedAt}`);
    return sql`select ${sql.lit(entity.entityType)}::int as et, r.id as rid, ${owner} as owner,
            coalesce(r.verification_requested_at, ${changed}) as requested
          from ${sql.table(entity.rows.table)} r
          where r.verification_status = 'Requested' and ${disabled} and ${owner} <> ${viewer.userId}
            and ${scope(viewer, sql<number>`${owner}`).admits}
            and ${verification.verifiedBy(viewer, tenant)}`;
  });
  if (branches.length === 0) return null;
  return sql`(${sql.join(branches, sql` union all `)})`;
}

/** A page row's record type and what names it (the entity's identifier), read for that row alone. */
function queuePage(entities: readonly EntityDefinition<RecordState>[]) {
  const typed = queueEntities(entities);
  const rtype = sql`case p.et ${sql.join(
    typed.map(({ entity }) => sql`when ${sql.lit(entity.entityType)} then ${entity.name}::text`),
    sql` `,
  )} end`;
  const ident = sql`case p.et ${sql.join(
    typed.map(
      ({ entity, verification }) =>
        sql`when ${sql.lit(entity.entityType)} then
              (select ${verification.identifier} from ${sql.table(entity.rows.table)} r where r.id = p.rid)`,
    ),
    sql` `,
  )} end`;
  return { rtype, ident };
}

/** The page of the viewer's queue, oldest request first, and how many wait by age (under 3, 3-14, over 14 days). */
export async function findQueue(
  db: Db,
  entities: readonly EntityDefinition<RecordState>[],
  viewer: RecordsReachViewer,
  tenant: Tenant,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: QueueRow[]; total: number; under3: number; from3to14: number; over14: number }> {
  const source = queueSource(entities, viewer, tenant);
  const none = { rows: [], total: 0, under3: 0, from3to14: 0, over14: 0 };
  if (source === null) return none;
  const { rtype, ident } = queuePage(entities);
  // Whole days since the request (the age a row shows); the counts compare the request's time with the
  // bands' bounds instead (age < 3 is a request after now - 3 days), with nothing computed per request.
  const day = 86_400_000;
  const since = (days: number) => sql`${new Date(now.getTime() - days * day)}::timestamptz`;
  // One pass over the waiting requests (materialized once): the counts by age over all of them, and the
  // page with its owners' names and what names each record; the counts come also for a page past the end.
  const result = await sql<Record<string, unknown>>`
    with w as materialized (select * from ${source} s),
    counts as (
      select count(*)::int as total,
        count(*) filter (where w.requested > ${since(3)})::int as under3,
        count(*) filter (where w.requested <= ${since(3)} and w.requested > ${since(15)})::int as from3to14,
        count(*) filter (where w.requested <= ${since(15)})::int as over14
      from w),
    page as (select * from w order by w.requested asc, w.et asc, w.rid asc limit ${page.limit} offset ${page.offset})
    select c.total, c.under3, c.from3to14, c.over14, p.et, p.rid, p.owner, ${rtype} as rtype, ${ident} as ident,
      p.requested, floor(extract(epoch from (${now}::timestamptz - p.requested)) / 86400)::int as age,
      u.first_name || ' ' || u.last_name as oname
    from counts c
    left join (page p join users u on u.id = p.owner) on true
    order by p.requested asc, p.et asc, p.rid asc`.execute(db);
  const first = result.rows[0];
  const summary = {
    total: Number(first?.total ?? 0),
    under3: Number(first?.under3 ?? 0),
    from3to14: Number(first?.from3to14 ?? 0),
    over14: Number(first?.over14 ?? 0),
  };
  const rows = { rows: result.rows.filter((row) => row.rid !== null && row.rid !== undefined) };
  return {
    ...summary,
    rows: rows.rows.map((row) => ({
      entityTypeId: Number(row.et),
      entityId: Number(row.rid),
      recordType: String(row.rtype),
      ownerUserId: Number(row.owner),
      ownerName: String(row.oname),
      identifier: (row.ident as string | null) ?? null,
      requestedAt: new Date(row.requested as Date),
      ageDays: Number(row.age),
    })),
  };
}
