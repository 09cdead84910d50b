import { sql, type Kysely } from 'kysely';

/**
 * Search Users by name at a million people (bench/users.ts): a name rare there ("Grant": 2,992 people)
 * walked the people in name order and normalised every name on the way to test its words (62 ms p99 under
 * ten users). Now:
 * - each person's name words are kept (`name_search`, generated from the name as the GIN index of
 *   migration 20261125100000 computes them), with a GIN index of their own;
 * - the name order index carries them and the login name, so the walk reads no table row and tests
 *   stored words;
 * - an organization's county lists its organizations in name order from one index (the county search's
 *   second step, thousands of organizations in a large county).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column name_search tsvector
            generated always as (to_tsvector('simple', registry_search_text(first_name || ' ' || last_name))) stored`.execute(
    db,
  );
  await sql`create index users_name_search_vector_idx on users using gin (name_search)`.execute(db);
  await sql`drop index users_name_sort_idx`.execute(db);
  await sql`create index users_name_sort_idx on users (lower(first_name || ' ' || last_name), id)
            include (name_search, user_name)`.execute(db);
  await sql`create index organizations_county_name_idx on organizations (county_fips, lower(name), id)
            include (name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index organizations_county_name_idx`.execute(db);
  await sql`drop index users_name_sort_idx`.execute(db);
  await sql`create index users_name_sort_idx on users (lower(first_name || ' ' || last_name), id)`.execute(
    db,
  );
  await sql`drop index users_name_search_vector_idx`.execute(db);
  await sql`alter table users drop column name_search`.execute(db);
}
