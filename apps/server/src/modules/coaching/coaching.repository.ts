import type { CoachStatus } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A person as coaching reads them: their contact, general roles and whether their account is in use. */
export interface CoachingPerson {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  generalRoles: string[];
  usable: boolean;
}

const personColumns = sql`u.id, u.first_name || ' ' || u.last_name as name, u.email,
  (select p.phone from user_profiles p where p.user_id = u.id) as "phoneNumber",
  array(select g.role_name from user_general_roles g where g.user_id = u.id) as "generalRoles",
  (u.is_confirmed and not u.api_only) as usable`;

const toPerson = (row: CoachingPerson): CoachingPerson => ({ ...row, id: Number(row.id) });

export async function findPerson(db: Db, userId: number): Promise<CoachingPerson | undefined> {
  const result =
    await sql<CoachingPerson>`select ${personColumns} from users u where u.id = ${userId}`.execute(db);
  const row = result.rows[0];
  return row && toPerson(row);
}

/** A relationship, its row locked for the change to come. */
export interface LockedRelationship {
  id: number;
  coachUserId: number;
  userId: number;
  active: boolean;
  pdpShared: boolean;
  status: CoachStatus;
}

const relationshipColumns = sql`c.id, c.coach_user_id as "coachUserId", c.user_id as "userId", c.active,
  c.pdp_shared as "pdpShared", c.status`;

const toRelationship = (row: LockedRelationship): LockedRelationship => ({
  ...row,
  id: Number(row.id),
  coachUserId: Number(row.coachUserId),
  userId: Number(row.userId),
});

/**
 * The pair's relationship locked (FOR UPDATE), made first when the two never had one (status 1: it exists
 * only with its first request, written next in the same transaction).
 */
export async function lockPair(trx: Db, coachUserId: number, userId: number): Promise<LockedRelationship> {
  await sql`insert into coach_relationships (coach_user_id, user_id, status)
            values (${coachUserId}, ${userId}, 1) on conflict (coach_user_id, user_id) do nothing`.execute(
    trx,
  );
  const result = await sql<LockedRelationship>`
    select ${relationshipColumns} from coach_relationships c
    where c.coach_user_id = ${coachUserId} and c.user_id = ${userId} for update`.execute(trx);
  return toRelationship(result.rows[0]!);
}

/** A relationship by id locked; undefined: none. */
export async function lockRelationship(trx: Db, id: number): Promise<LockedRelationship | undefined> {
  const result = await sql<LockedRelationship>`
    select ${relationshipColumns} from coach_relationships c where c.id = ${id} for update`.execute(trx);
  const row = result.rows[0];
  return row && toRelationship(row);
}

/** The relationships of the requests named, each locked (in id order: two callers never wait on each other). */
export async function lockRelationshipsOfActions(
  trx: Db,
  actionIds: readonly number[],
): Promise<Map<number, LockedRelationship>> {
  const result = await sql<LockedRelationship & { actionId: number }>`
    select ${relationshipColumns}, a.id as "actionId"
    from coach_relationship_actions a join coach_relationships c on c.id = a.coach_relationship_id
    where a.id = any(${[...actionIds]}::bigint[])
    order by c.id
    for update of c`.execute(trx);
  return new Map(result.rows.map((row) => [Number(row.actionId), toRelationship(row)]));
}

/** A relationship's request waiting for its answer (read under the relationship's lock). */
export interface PendingRequest {
  id: number;
  actorUserId: number | null;
  expiresAt: Date;
  pdpShared: boolean | null;
}

export async function findPendingRequest(
  trx: Db,
  relationshipId: number,
): Promise<PendingRequest | undefined> {
  const row = await trx
    .selectFrom('coachRelationshipActions')
    .select(['id', 'actorUserId', 'expiresAt', 'pdpShared'])
    .where('coachRelationshipId', '=', relationshipId)
    .where('status', '=', 1)
    .where('answeredAt', 'is', null)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), expiresAt: row.expiresAt! };
}

/** A request ends: answered (approved, rejected, withdrawn) or lapsed (at its expiry). */
export async function closeRequest(trx: Db, actionId: number, at: Date): Promise<void> {
  await trx
    .updateTable('coachRelationshipActions')
    .set({ answeredAt: at })
    .where('id', '=', actionId)
    .execute();
}

export async function insertAction(
  trx: Db,
  action: {
    coachRelationshipId: number;
    status: CoachStatus;
    actorUserId: number;
    comments: string | null;
    at: Date;
    expiresAt: Date | null;
    pdpShared: boolean | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('coachRelationshipActions')
    .values(action)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The relationship after an action: its status (the latest action's), and what the action changed. */
export async function updateRelationship(
  trx: Db,
  id: number,
  change: {
    status: CoachStatus;
    active?: boolean;
    pdpShared?: boolean;
    startedAt?: Date | null;
    endedAt?: Date | null;
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = change;
  await trx
    .updateTable('coachRelationships')
    .set({ ...values, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

/** A request waiting for its answer, as GET /api/coach/requests lists it. */
export interface RequestRow {
  actionId: number;
  relationshipId: number;
  coachUserId: number;
  userId: number;
  actorUserId: number;
  active: boolean;
  pdpShared: boolean | null;
  at: Date;
  expiresAt: Date;
  comments: string | null;
  requester: Omit<CoachingPerson, 'generalRoles' | 'usable'>;
  professional: Omit<CoachingPerson, 'generalRoles' | 'usable'>;
  coach: Omit<CoachingPerson, 'generalRoles' | 'usable'>;
}

const contact = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name,
    'email', ${alias}.email,
    'phoneNumber', (select p.phone from user_profiles p where p.user_id = ${alias}.id))`);

/** The requests waiting for an answer (not lapsed at `now`) of the viewer's relationships on their side. */
export async function listPendingRequests(
  db: Db,
  viewerId: number,
  side: 'coach' | 'professional',
  now: Date,
): Promise<RequestRow[]> {
  const mine = side === 'coach' ? sql`c.coach_user_id` : sql`c.user_id`;
  const result = await sql<RequestRow>`
    select a.id as "actionId", c.id as "relationshipId", c.coach_user_id as "coachUserId",
      c.user_id as "userId", a.actor_user_id as "actorUserId", c.active, a.pdp_shared as "pdpShared", a.at,
      a.expires_at as "expiresAt", a.comments,
      ${contact('ru')} as requester, ${contact('pu')} as professional, ${contact('cu')} as coach
    from coach_relationships c
    join coach_relationship_actions a on a.coach_relationship_id = c.id and a.status = 1
      and a.answered_at is null and a.expires_at > ${now}
    join users ru on ru.id = a.actor_user_id
    join users pu on pu.id = c.user_id
    join users cu on cu.id = c.coach_user_id
    where ${mine} = ${viewerId}
    order by a.at desc, a.id desc`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    actionId: Number(row.actionId),
    relationshipId: Number(row.relationshipId),
    coachUserId: Number(row.coachUserId),
    userId: Number(row.userId),
    actorUserId: Number(row.actorUserId),
  }));
}

/** A relationship of the viewer with the other person, for the offers (a coach's search rows, Find a Coach). */
export interface RelationshipRow {
  relationshipId: number;
  coachUserId: number;
  userId: number;
  active: boolean;
  pdpShared: boolean;
  pendingActionId: number | null;
  pendingBy: number | null;
  hasHistory: boolean;
  person: Omit<CoachingPerson, 'generalRoles' | 'usable'>;
}

/** The relationships the viewer is the coach (side 'coach') or the professional of, with the other person. */
export async function listRelationships(
  db: Db,
  viewerId: number,
  side: 'coach' | 'professional',
  now: Date,
): Promise<RelationshipRow[]> {
  const mine = side === 'coach' ? sql`c.coach_user_id` : sql`c.user_id`;
  const other = side === 'coach' ? sql`c.user_id` : sql`c.coach_user_id`;
  const result = await sql<RelationshipRow>`
    select c.id as "relationshipId", c.coach_user_id as "coachUserId", c.user_id as "userId", c.active,
      c.pdp_shared as "pdpShared", pend.id as "pendingActionId", pend.actor_user_id as "pendingBy",
      exists (select 1 from coach_relationship_actions h where h.coach_relationship_id = c.id) as "hasHistory",
      ${contact('o')} as person
    from coach_relationships c
    join users o on o.id = ${other}
    left join lateral (
      select a.id, a.actor_user_id from coach_relationship_actions a
      where a.coach_relationship_id = c.id and a.status = 1 and a.answered_at is null and a.expires_at > ${now}
      limit 1) pend on true
    where ${mine} = ${viewerId}
    order by o.last_name, o.first_name, c.id`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    relationshipId: Number(row.relationshipId),
    coachUserId: Number(row.coachUserId),
    userId: Number(row.userId),
    pendingActionId: row.pendingActionId === null ? null : Number(row.pendingActionId),
    pendingBy: row.pendingBy === null ? null : Number(row.pendingBy),
  }));
}

/** The coaches (general role 300, account in use) whose name has a word starting with `name`'s words. */
export async function findCoaches(
  db: Db,
  name: string,
  excludeId: number,
): Promise<Omit<CoachingPerson, 'generalRoles' | 'usable'>[]> {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = sql.join(
    words.map(
      (word) =>
        sql`(lower(u.first_name) like ${`${word.replace(/[\\%_]/g, '\\$&')}%`} or lower(u.last_name) like ${`${word.replace(/[\\%_]/g, '\\$&')}%`})`,
    ),
    sql` and `,
  );
  const result = await sql<Omit<CoachingPerson, 'generalRoles' | 'usable'>>`
    select u.id, u.first_name || ' ' || u.last_name as name, u.email,
      (select p.phone from user_profiles p where p.user_id = u.id) as "phoneNumber"
    from users u
    where u.is_confirmed and not u.api_only and u.id <> ${excludeId}
      and exists (select 1 from user_general_roles g where g.user_id = u.id and g.role_name = '300')
      and ${matches}
    order by u.last_name, u.first_name, u.id
    limit 25`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The coaches the person has any relationship with (the coaching entities' reach). */
export async function relationshipCoachIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('coachRelationships')
    .select('coachUserId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => Number(row.coachUserId));
}
