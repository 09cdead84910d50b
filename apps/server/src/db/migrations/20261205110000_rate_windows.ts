import { sql, type Kysely } from 'kysely';

/**
 * Counts per key and fixed time window (platform/window-limit.ts; issue 20): reset mails per target
 * address, messages sent per user. In the database, not in a server's memory, so several servers share
 * one count. One row per key: a new window overwrites the last; old rows are swept now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().check(sql`hits > 0`))
    .execute();
  await db.schema.createIndex('rate_windows_start_idx').on('rate_windows').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_windows').execute();
}
