import { sql, type Kysely } from 'kysely';

/**
 * The grids of everyone within reach at a state's scale (issue 9: 3,000,000 training records):
 * - training records newest first across people, so that a page of a filtered grid walks the records in
 *   order and stops after a page of matches, instead of sorting every match (1.5 s for a common word over
 *   3,000,000 records without it; 6 ms with it). It carries the person, the name and the disabled mark, so
 *   that the walk over a filter on the name, in the viewer's reach, reads the index alone (a word in one
 *   record of a hundred: 7-14 ms reading each record, 2.6 ms from the index; 293 MB beside 90 MB);
 * - a trigram index over people's full names, for the grid's Contains on the person's name (the form
 *   searches' word-prefix index cannot answer an infix match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index training_records_date_idx on training_records (training_date desc, id desc)
            include (user_id, training_name, disabled_at)`.execute(db);
  await sql`create index users_name_trgm_idx on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_name_trgm_idx`.execute(db);
  await sql`drop index training_records_date_idx`.execute(db);
}
