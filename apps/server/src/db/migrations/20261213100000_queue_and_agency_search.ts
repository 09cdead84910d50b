import { sql, type Kysely } from 'kysely';

/**
 * Issue 22's searches at a state's scale (bench/users.ts, a million people and 40,000 organizations):
 * - the open requests' history rows (verification_records whose last step is the request), with when it
 *   was made: the verification queue reads them in one pass (a hash join) instead of one index descent per
 *   waiting record (400 ms for 6,000 requests under ten users; migration 20261210100000 made the table);
 * - organizations by their normalised name, byte-wise ("C": a LIKE prefix is a range of it): the agency
 *   search's names that start with the query, read in order and stopped after a page, where a two-letter
 *   query meets thousands of organizations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index verification_records_requested_idx on verification_records (entity_type_id, entity_id)
            include (last_action_at) where last_action_type = 'Requested'`.execute(db);
  await sql`create index organizations_search_prefix_idx
            on organizations ((lower(registry_search_text(name)) collate "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index organizations_search_prefix_idx`.execute(db);
  await sql`drop index verification_records_requested_idx`.execute(db);
}
