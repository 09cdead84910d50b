import { sql, type Kysely } from 'kysely';

/**
 * The distinct training names (issue 9: the grid's Contains on the name over 3,000,000 records at p99
 * under 50 ms). Training names repeat: a state's courses are taken by thousands of people, so the names
 * that contain a word are found among the few distinct names (hundreds to tens of thousands), and the
 * records bearing those names are read from a btree by name that carries the date, the person and the
 * disabled mark, in an index-only scan. A rare word ("workshop", 3,472 records scattered over 3,396 heap
 * pages) cost 4.5-10 ms through the trigram index, which must visit every record to sort by date; through
 * the names it costs 0.8 ms. grid-vocabulary.ts explains when the grid takes this path.
 *
 * The vocabulary is kept by statement-level triggers over the rows each statement inserted or updated
 * (a COPY of millions of rows adds its names in one statement). Names are never removed: a name no record
 * bears any more matches no record, and is harmless. Two transactions adding the same name meet on the
 * primary key (on conflict do nothing waits for the other to commit or roll back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table training_names (name text primary key)`.execute(db);
  await sql`create index training_names_trgm_idx on training_names using gin (name gin_trgm_ops)`.execute(db);
  await sql`
    create function training_names_add() returns trigger language plpgsql as $$
    begin
      insert into training_names (name)
        select distinct n.training_name from new_rows n where n.training_name is not null
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  // A trigger with transition tables takes one event: one for inserts, one for updates.
  await sql`
    create trigger training_names_on_insert after insert on training_records
      referencing new table as new_rows for each statement execute function training_names_add()`.execute(db);
  await sql`
    create trigger training_names_on_update after update on training_records
      referencing new table as new_rows for each statement execute function training_names_add()`.execute(db);
  await sql`
    insert into training_names (name) select distinct training_name from training_records
      where training_name is not null on conflict do nothing`.execute(db);
  await sql`create index training_records_name_date_idx on training_records
              (training_name, training_date desc, id desc) include (user_id, disabled_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index training_records_name_date_idx`.execute(db);
  await sql`drop trigger training_names_on_update on training_records`.execute(db);
  await sql`drop trigger training_names_on_insert on training_records`.execute(db);
  await sql`drop function training_names_add()`.execute(db);
  await sql`drop table training_names`.execute(db);
}
