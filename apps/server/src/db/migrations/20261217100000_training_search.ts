import { sql, type Kysely } from 'kysely';

/**
 * Finding trainings at a state's scale (bench/registration.ts: 20,000 sessions, 9,300 open): the calendar's
 * month and Search Training read the sessions open to registration from indexes that carry what those
 * reads test of a session (when it ends, in which time zone, its course; the calendar also its region), so
 * they choose and count the sessions from the indexes alone (index-only scans) and read in full only the
 * rows they answer (catalogue.service.ts):
 * - course_sections_listed_idx, the open sessions by start, replaces course_sections_open_idx (the same key
 *   and condition): Search Training's matches and count, a calendar of every region;
 * - course_sections_region_open_idx: the open sessions of a region by start, the calendar's month of the
 *   viewer's regions (the range's sessions of that region, not every region's).
 * A session's course name and its own name keep their trigram indexes (migration 20261216100000), which
 * the name's union reads; the five classifications their GIN index.
 *
 * An index-only scan reads a session's row after all when its page is not marked all-visible, and a page
 * loses the mark at every change of one of its rows (each registration changes its session's counts)
 * until the next VACUUM; the planner, seeing few pages marked, reads the table instead (on the state-scale
 * data, half marked: every open session's row for each search). So course_sections (20,000 rows at a
 * state's scale, each one ~700 bytes) is vacuumed after 2% of its rows changed or were added, not 20%:
 * well under a second's work, which keeps the marks current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index course_sections_listed_idx on course_sections (training_start, id)
            include (training_end, time_zone, course_id, delivery_method)
            where disabled_at is null and not record_is_locked`.execute(db);
  await sql`drop index course_sections_open_idx`.execute(db);
  await sql`create index course_sections_region_open_idx on course_sections (region, training_start, id)
            include (training_end, time_zone, course_id)
            where disabled_at is null and not record_is_locked`.execute(db);
  await sql`alter table course_sections set (autovacuum_vacuum_scale_factor = 0.02,
            autovacuum_vacuum_insert_scale_factor = 0.02)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table course_sections reset (autovacuum_vacuum_scale_factor,
            autovacuum_vacuum_insert_scale_factor)`.execute(db);
  await sql`drop index course_sections_region_open_idx`.execute(db);
  await sql`create index course_sections_open_idx on course_sections (training_start, id)
            where disabled_at is null and not record_is_locked`.execute(db);
  await sql`drop index course_sections_listed_idx`.execute(db);
}
