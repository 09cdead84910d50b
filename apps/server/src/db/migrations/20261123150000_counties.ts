import { COUNTIES_BY_STATE } from '@registry/domain';
import { sql, type Kysely } from 'kysely';

/**
 * The counties of the states the registry serves (al 67, tn 95), for the county searches and the
 * organizations' county. Reference data, the same whatever the tenant: keyed by the Census Bureau's FIPS
 * code, from the county lists generated from its boundaries (packages/domain/src/tenants/counties). A
 * later change to a list (a county renamed or merged) is a new migration, not an edit of this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('counties')
    .addColumn('fips', 'char(5)', (c) => c.primaryKey())
    .addColumn('state_fips', 'char(2)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addCheckConstraint('counties_state_fips_check', sql`left(fips, 2) = state_fips`)
    .execute();
  // One name per state; searches match a typed prefix of the name (DESIGN §2 "text search").
  await sql`create unique index counties_state_name_key on counties (state_fips, lower(name) text_pattern_ops)`.execute(
    db,
  );
  const rows = Object.entries(COUNTIES_BY_STATE).flatMap(([stateFips, counties]) =>
    counties.map((county) => ({ fips: county.fips, state_fips: stateFips, name: county.name })),
  );
  await db
    .insertInto('counties' as never)
    .values(rows as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counties').execute();
}
