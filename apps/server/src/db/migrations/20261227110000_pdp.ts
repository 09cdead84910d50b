import { sql, type Kysely } from 'kysely';

/**
 * The professional development plan (issue 25; spec 3 §2 /dashboard/pdp, §3 entities 11, 12, 13 and 16,
 * forms 10, 11, 12, 14 and 15, §4 verification of Completed items, §6 who verifies, reflects and
 * comments; docs/decisions/pdp.md):
 * - pdp_required_trainings (entity 11, form 10) and pdp_goals (entity 12, form 11): a person's items, with
 *   a status (Not Started, In Progress, Completed) and the verification state of every verifiable record
 *   (verified, rejected, verification_status, verification_requested_at and the requests' partial index
 *   the verification queue reads, migration 20261215100000): a director verifies a Completed item.
 * - pdp_self_assessments (entity 13, form 12): one row per competency area (the state's core knowledge
 *   areas, choice list core-knowledge-areas) and person, with a rating and notes; the rows are made for
 *   the person the first time their Self-Assessment is opened (no Add: spec 3 §2).
 * - pdp_comments (entity 16, form 14 comment, form 15 reflection): comments and reflections on an item
 *   (item_entity_type_id 11 or 12, item_id), kept with the item's owner (user_id: whose PDP, the scope of
 *   its grid), the author and the role they wrote as (director, coach, owner): the owner sees who
 *   commented. Removed with the item's owner; an item's are removed with it (a trigger on each item table:
 *   no foreign key names two tables).
 */
const VERIFICATION_STATUS = sql`check (verification_status is null or verification_status = 'Requested')`;
const STATUS = sql`check (status in ('Not Started', 'In Progress', 'Completed'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const item = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('form_version', 'integer', (c) => c.notNull());
  const verifiable = (name: string) =>
    sql`alter table ${sql.table(name)}
          add column status text not null default 'Not Started' ${STATUS},
          add column completion_date date,
          add column notes text,
          add column verified boolean not null default false,
          add column rejected boolean not null default false,
          add column verification_status text ${VERIFICATION_STATUS},
          add column verification_requested_at timestamptz,
          add column disabled_at timestamptz,
          add column created_at timestamptz not null default now(),
          add column updated_at timestamptz not null default now()`;

  await item('pdp_required_trainings')
    .addColumn('training_name', 'text', (c) => c.notNull())
    .addColumn('required_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('due_date', 'date')
    .execute();
  await verifiable('pdp_required_trainings').execute(db);

  await item('pdp_goals')
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('action_steps', 'text')
    .addColumn('resources', 'text')
    .addColumn('target_date', 'date')
    .execute();
  await verifiable('pdp_goals').execute(db);

  for (const table of ['pdp_required_trainings', 'pdp_goals']) {
    // A person's items, newest change first (the grids' Last Updated).
    await sql`create index ${sql.id(`${table}_user_idx`)} on ${sql.table(table)} (user_id, updated_at desc)`.execute(
      db,
    );
    // The verification queue's open requests (migration 20261215100000's shape; status: the verifier rule).
    await sql`create index ${sql.id(`${table}_requested_idx`)} on ${sql.table(table)} (user_id)
              include (id, disabled_at, verification_requested_at, updated_at, status)
              where verification_status = 'Requested'`.execute(db);
  }

  await item('pdp_self_assessments')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('rating', 'text')
    .addColumn('notes', 'text')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pdp_self_assessments_area_key', ['user_id', 'area'])
    .execute();

  await db.schema
    .createTable('pdp_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Whose PDP: the item's owner.
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('item_entity_type_id', 'integer', (c) =>
      c.notNull().check(sql`item_entity_type_id in (11, 12)`),
    )
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('comment_type', 'text', (c) =>
      c.notNull().check(sql`comment_type in ('Comment', 'Reflection')`),
    )
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_role', 'text', (c) =>
      c.notNull().check(sql`author_role in ('owner', 'director', 'coach')`),
    )
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An item's comments (its grid, its count, whether a reflection exists).
  await sql`create index pdp_comments_item_idx on pdp_comments (item_entity_type_id, item_id, created_at)
            include (comment_type, author_role)`.execute(db);
  await sql`create index pdp_comments_user_idx on pdp_comments (user_id)`.execute(db);
  await sql`create function pdp_item_deleted() returns trigger language plpgsql as $$
            begin
              delete from pdp_comments where item_entity_type_id = tg_argv[0]::int and item_id = old.id;
              return old;
            end $$`.execute(db);
  await sql`create trigger pdp_required_trainings_comments after delete on pdp_required_trainings
            for each row execute function pdp_item_deleted('11')`.execute(db);
  await sql`create trigger pdp_goals_comments after delete on pdp_goals
            for each row execute function pdp_item_deleted('12')`.execute(db);
  await sql`create index pdp_comments_author_idx on pdp_comments (author_user_id) where author_user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pdp_comments').execute();
  await sql`drop trigger if exists pdp_goals_comments on pdp_goals`.execute(db);
  await sql`drop trigger if exists pdp_required_trainings_comments on pdp_required_trainings`.execute(db);
  await sql`drop function if exists pdp_item_deleted()`.execute(db);
  await db.schema.dropTable('pdp_self_assessments').execute();
  await db.schema.dropTable('pdp_goals').execute();
  await db.schema.dropTable('pdp_required_trainings').execute();
}
