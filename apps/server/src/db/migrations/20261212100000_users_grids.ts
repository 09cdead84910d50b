import { sql, type Kysely } from 'kysely';

/**
 * The users grids (Manage Users, Search Users; spec 2 §2) at a state's scale (a million people):
 * - people in the order of their names (the grids' default sort: lower(first last), then id), so that a
 *   page walks the index and stops after a page of people in reach instead of sorting everyone;
 * - the login e-mail's lower case for prefix matches (LIKE 'x%'): the Search by User Name's e-mail half
 *   (the names' half is users_name_search_idx, migration 20261125100000). The unique index on
 *   lower(user_name) has the database's collation, which answers no LIKE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_name_sort_idx on users (lower(first_name || ' ' || last_name), id)`.execute(
    db,
  );
  await sql`create index users_user_name_pattern_idx on users (lower(user_name) text_pattern_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_user_name_pattern_idx`.execute(db);
  await sql`drop index users_name_sort_idx`.execute(db);
}
