import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, so they use an untyped Kysely.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('configuration')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('configuration').execute();
}
