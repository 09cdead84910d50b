import { sql, type Kysely } from 'kysely';

/**
 * Coaching's rows beside migration 20261227100000 (issue 25):
 * - coach_relationship_actions.pdp_shared: the professional's 'Allow coach PDP commenting' on their own
 *   request or their approval (null on the other actions). A coach's approval of a professional's request
 *   takes the professional's choice from the request.
 * - coach_relationship_action_rows: each action with its relationship's two people, the rows of entity 22's
 *   grids (the grid engine reads a row's owner from its own table; the history's owner is the professional).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coach_relationship_actions').addColumn('pdp_shared', 'boolean').execute();
  await sql`create view coach_relationship_action_rows as
    select a.id, a.coach_relationship_id, a.status, a.actor_user_id, a.comments, a.at, a.expires_at,
      a.answered_at, a.pdp_shared, c.user_id, c.coach_user_id
    from coach_relationship_actions a join coach_relationships c on c.id = a.coach_relationship_id`.execute(
    db,
  );
  // A coach's cases and requests (the other end of coach_relationships_user_idx).
  await sql`create index coach_relationships_coach_idx on coach_relationships (coach_user_id, user_id)
            include (active, pdp_shared)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index coach_relationships_coach_idx`.execute(db);
  await sql`drop view coach_relationship_action_rows`.execute(db);
  await db.schema.alterTable('coach_relationship_actions').dropColumn('pdp_shared').execute();
}
