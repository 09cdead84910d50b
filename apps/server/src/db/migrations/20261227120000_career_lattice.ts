import { sql, type Kysely } from 'kysely';

/**
 * The career lattice (issue 25; spec 3 §2-§4, §9; docs/decisions/career-lattice.md):
 * - career_lattice_requirements: the eight levels' requirements, the tenant's (one database per tenant;
 *   the seed writes the defaults, administrators change them): a minimum degree (a degree-types code),
 *   whether it must be in early childhood, credentials (any one of them), training hours in total and per
 *   core knowledge area, years of experience;
 * - career_lattice_levels: entity 31 (form 28), the level a professional claims, verifiable like the
 *   profile records (verified, rejected, verification_status 'Requested' locks it for the owner,
 *   verification_requested_at and the queue's covering index of migration 20261215100000);
 * - career_lattice_placements: each person's placement, by all their records (level) and by verified
 *   records only (verified_level), kept in the transaction of every change of a record that counts:
 *   statement-level triggers on the four record tables recompute the people a statement touched, set-based
 *   (career_lattice_recompute); after a change of the requirements a job recomputes everyone in batches;
 * - career_lattice_facts(ids): what a person's records say (the placement's facts), one row per person: the
 *   repository's one query for a person, and the recompute's input. The same rules as the domain's
 *   lattice.ts (DEGREE_RANKS, ECE_FIELD_PATTERN, place): career-lattice.sql.test.ts holds them equal.
 *
 * A session that loads records in bulk (the state-scale generator) sets registry.career_lattice_deferred
 * to 'on' and recomputes everyone once at the end.
 */
const ECE_FIELD_PATTERN = 'early child|early care|early education|child development|(^|[^a-z])ece([^a-z]|$)';

const RECORD_TABLES = [
  'training_records',
  'education_records',
  'certification_records',
  'employment_records',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table career_lattice_requirements (
    level smallint primary key check (level between 1 and 8),
    title text not null,
    description text not null,
    min_degree text,
    degree_in_ece boolean not null default false,
    credentials text[] not null default '{}',
    training_hours numeric(7,2) not null default 0 check (training_hours >= 0),
    training_by_area jsonb not null default '{}'::jsonb,
    experience_years numeric(5,2) not null default 0 check (experience_years >= 0),
    updated_at timestamptz not null default now(),
    updated_by bigint references users (id) on delete set null
  )`.execute(db);

  await sql`create table career_lattice_levels (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    form_id integer not null,
    form_version integer not null,
    career_lattice_level smallint not null check (career_lattice_level between 1 and 8),
    comments text,
    verified boolean not null default false,
    rejected boolean not null default false,
    verification_status text check (verification_status is null or verification_status = 'Requested'),
    verification_requested_at timestamptz,
    disabled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index career_lattice_levels_user_idx on career_lattice_levels (user_id, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index career_lattice_levels_requested_idx on career_lattice_levels (user_id)
            include (id, disabled_at, verification_requested_at, updated_at)
            where verification_status = 'Requested'`.execute(db);

  await sql`create table career_lattice_placements (
    user_id bigint primary key references users (id) on delete cascade,
    level smallint not null,
    verified_level smallint not null,
    computed_at timestamptz not null
  )`.execute(db);
  await sql`create index career_lattice_placements_level_idx on career_lattice_placements (level, verified_level)`.execute(
    db,
  );

  // The rank of a degree-types code (the domain's DEGREE_RANKS).
  await sql`create function career_lattice_degree_rank(code text) returns integer
    language sql immutable parallel safe as $$
      select case code
        when 'high-school' then 1 when 'ged' then 1 when 'coursework' then 2 when 'certificate' then 3
        when 'associate' then 4 when 'bachelor' then 5 when 'master' then 6 when 'specialist' then 7
        when 'doctorate' then 8 end
    $$`.execute(db);

  // What the records of each person say, by verified records (v_) and by all (a_), in PL/pgSQL so that a
  // session plans it once (a person's placement is read often; planning the query took longer than running
  // it). Counted: completed
  // education, current credentials, completed training (verified: verified or from the registry's own
  // sessions or another system), employment periods up to today (overlaps once); nothing disabled.
  await sql`create function career_lattice_facts(ids bigint[]) returns table (
      user_id bigint,
      v_degree integer, a_degree integer, v_ece integer, a_ece integer,
      v_credentials text[], a_credentials text[],
      v_hours numeric, a_hours numeric, v_by_area jsonb, a_by_area jsonb,
      v_years numeric, a_years numeric)
    language plpgsql stable as $$
    #variable_conflict use_column
    begin
      return query
      with edu as (
        select e.user_id,
               max(career_lattice_degree_rank(e.degree_type)) filter (where e.verified) as v_degree,
               max(career_lattice_degree_rank(e.degree_type)) as a_degree,
               max(career_lattice_degree_rank(e.degree_type))
                 filter (where e.verified and e.field_of_study ~* ${sql.lit(ECE_FIELD_PATTERN)}) as v_ece,
               max(career_lattice_degree_rank(e.degree_type))
                 filter (where e.field_of_study ~* ${sql.lit(ECE_FIELD_PATTERN)}) as a_ece
          from education_records e
         where e.user_id = any(ids) and e.disabled_at is null and e.completed = 'completed'
         group by e.user_id),
      cred as (
        select c.user_id,
               array_agg(distinct c.credential_type) filter (where c.verified) as v_credentials,
               array_agg(distinct c.credential_type) as a_credentials
          from certification_records c
         where c.user_id = any(ids) and c.disabled_at is null
           and (c.expiration_date is null or c.expiration_date >= current_date)
         group by c.user_id),
      area as (
        select t.user_id, t.core_knowledge_area as area,
               coalesce(sum(t.hours) filter (where t.verified or t.sent_via_api), 0) as v,
               sum(t.hours) as a
          from training_records t
         where t.user_id = any(ids) and t.disabled_at is null and t.status = 'Completed'
         group by t.user_id, t.core_knowledge_area),
      train as (
        select user_id, sum(v) as v_hours, sum(a) as a_hours,
               coalesce(jsonb_object_agg(area, v) filter (where area is not null and v > 0), '{}') as v_by_area,
               coalesce(jsonb_object_agg(area, a) filter (where area is not null), '{}') as a_by_area
          from area group by user_id),
      periods as (
        select e.user_id,
               range_agg(daterange(e.start_date, least(coalesce(e.end_date, current_date), current_date), '[]'))
                 filter (where e.verified or e.start_date_verified) as v,
               range_agg(daterange(e.start_date, least(coalesce(e.end_date, current_date), current_date), '[]')) as a
          from employment_records e
         where e.user_id = any(ids) and e.disabled_at is null and e.start_date is not null
           and e.start_date <= current_date and (e.end_date is null or e.end_date >= e.start_date)
         group by e.user_id),
      years as (
        select p.user_id,
               round(coalesce((select sum(upper(x) - lower(x)) from unnest(p.v) x), 0) / 365.25, 2) as v_years,
               round(coalesce((select sum(upper(x) - lower(x)) from unnest(p.a) x), 0) / 365.25, 2) as a_years
          from periods p)
      select p.id,
             coalesce(edu.v_degree, 0), coalesce(edu.a_degree, 0), coalesce(edu.v_ece, 0), coalesce(edu.a_ece, 0),
             coalesce(cred.v_credentials, '{}'), coalesce(cred.a_credentials, '{}'),
             coalesce(train.v_hours, 0), coalesce(train.a_hours, 0),
             coalesce(train.v_by_area, '{}'), coalesce(train.a_by_area, '{}'),
             coalesce(years.v_years, 0), coalesce(years.a_years, 0)
        from unnest(ids) as p(id)
        left join edu on edu.user_id = p.id
        left join cred on cred.user_id = p.id
        left join train on train.user_id = p.id
        left join years on years.user_id = p.id;
    end
    $$`.execute(db);

  // The highest level whose requirements the facts meet (the domain's place; 0: none).
  await sql`create function career_lattice_level(
      p_degree integer, p_ece integer, p_credentials text[], p_hours numeric, p_by_area jsonb, p_years numeric)
    returns smallint language sql stable as $$
      select coalesce(max(q.level), 0)::smallint
        from career_lattice_requirements q
       where (q.min_degree is null
              or (case when q.degree_in_ece then p_ece else p_degree end)
                 >= coalesce(career_lattice_degree_rank(q.min_degree), 2147483647))
         and (cardinality(q.credentials) = 0 or q.credentials && p_credentials)
         and p_hours >= q.training_hours
         and p_years >= q.experience_years
         and not exists (select 1 from jsonb_each_text(q.training_by_area) r
                          where coalesce((p_by_area ->> r.key)::numeric, 0) < r.value::numeric)
    $$`.execute(db);

  // Recomputes and stores the placements of these people (those that exist); returns how many.
  await sql`create function career_lattice_recompute(ids bigint[]) returns integer
    language sql as $$
      with written as (
        insert into career_lattice_placements as p (user_id, level, verified_level, computed_at)
        select f.user_id,
               career_lattice_level(f.a_degree, f.a_ece, f.a_credentials, f.a_hours, f.a_by_area, f.a_years),
               career_lattice_level(f.v_degree, f.v_ece, f.v_credentials, f.v_hours, f.v_by_area, f.v_years),
               now()
          from career_lattice_facts(array(select u.id from users u where u.id = any(ids) order by u.id)) f
         -- People in id order: two statements recomputing overlapping people lock their rows in one order.
         order by f.user_id
        on conflict (user_id) do update
           set level = excluded.level, verified_level = excluded.verified_level, computed_at = excluded.computed_at
        returning 1)
      select count(*)::integer from written
    $$`.execute(db);

  // The trigger of the record tables: the people a statement touched, recomputed in its transaction.
  await sql`create function career_lattice_records_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('registry.career_lattice_deferred', true) = 'on' then
        return null;
      end if;
      if tg_op = 'INSERT' then
        perform career_lattice_recompute(array(select distinct user_id from new_rows));
      elsif tg_op = 'UPDATE' then
        perform career_lattice_recompute(array(select user_id from new_rows union select user_id from old_rows));
      else
        perform career_lattice_recompute(array(select distinct user_id from old_rows));
      end if;
      return null;
    end
  $$`.execute(db);
  for (const table of RECORD_TABLES) {
    await sql`create trigger ${sql.id(`${table}_lattice_insert`)} after insert on ${sql.table(table)}
              referencing new table as new_rows
              for each statement execute function career_lattice_records_changed()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_lattice_update`)} after update on ${sql.table(table)}
              referencing new table as new_rows old table as old_rows
              for each statement execute function career_lattice_records_changed()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_lattice_delete`)} after delete on ${sql.table(table)}
              referencing old table as old_rows
              for each statement execute function career_lattice_records_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORD_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.id(`${table}_lattice_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
  await sql`drop function if exists career_lattice_records_changed()`.execute(db);
  await sql`drop function if exists career_lattice_recompute(bigint[])`.execute(db);
  await sql`drop function if exists career_lattice_level(integer, integer, text[], numeric, jsonb, numeric)`.execute(
    db,
  );
  await sql`drop function if exists career_lattice_facts(bigint[])`.execute(db);
  await sql`drop function if exists career_lattice_degree_rank(text)`.execute(db);
  await sql`drop table if exists career_lattice_placements`.execute(db);
  await sql`drop table if exists career_lattice_levels`.execute(db);
  await sql`drop table if exists career_lattice_requirements`.execute(db);
}
