import { sql, type Kysely } from 'kysely';

/**
 * Coaching (issue 25; spec 3 §3 coach relationship 21 and action 22, §4 the statuses and offers, §7
 * POST /coach/coachrelationshipaction, GET /coach/requests; spec 2 Coaching History):
 * - coach_relationships (entity 21): one row per coach (300) and professional (the "primary entity"), kept
 *   across request cycles: whether the coaching is active, whether the professional lets the coach comment
 *   on their PDP (pdp_shared), the latest action's status (1-7), and when it began and ended.
 * - coach_relationship_actions (entity 22): every step of it, statuses 1 requested, 2 approved, 3 rejected,
 *   4 closed, 5 withdrawn, 6 pdpShared, 7 pdpShareRemoved; who took it and their comment. A request (1)
 *   stays pending until answered (answered_at) or until it expires (expires_at).
 * Every action is written with the relationship's change in one transaction (coaching.service).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coach_relationships')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('coach_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pdp_shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 7`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('coach_relationships_pair_key', ['coach_user_id', 'user_id'])
    .addCheckConstraint('coach_relationships_self_check', sql`coach_user_id <> user_id`)
    .addCheckConstraint('coach_relationships_shared_check', sql`active or not pdp_shared`)
    .execute();
  // A professional's coaches (their records' reach: an active coach views them) and their Coaches list.
  await sql`create index coach_relationships_user_idx on coach_relationships (user_id, coach_user_id)
            include (active, pdp_shared)`.execute(db);

  await db.schema
    .createTable('coach_relationship_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('coach_relationship_id', 'bigint', (c) =>
      c.notNull().references('coach_relationships.id').onDelete('cascade'),
    )
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 7`))
    .addColumn('actor_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('comments', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A request's end of life; null for every other status.
    .addColumn('expires_at', 'timestamptz')
    // When a request was approved, rejected or withdrawn (null while pending); null for other statuses.
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint(
      'coach_relationship_actions_request_check',
      sql`(status = 1) = (expires_at is not null) and (status = 1 or answered_at is null)`,
    )
    .execute();
  await sql`create index coach_relationship_actions_relationship_idx
            on coach_relationship_actions (coach_relationship_id, at, id)`.execute(db);
  // At most one pending request per relationship (a second request while one waits is refused).
  await sql`create unique index coach_relationship_actions_pending_key
            on coach_relationship_actions (coach_relationship_id)
            where status = 1 and answered_at is null`.execute(db);
  await sql`create index coach_relationship_actions_actor_idx on coach_relationship_actions (actor_user_id)
            where actor_user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coach_relationship_actions').execute();
  await db.schema.dropTable('coach_relationships').execute();
}
