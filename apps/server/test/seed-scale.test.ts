import { randomBytes } from 'node:crypto';
import { API_PATHS, type TLoginResponse } from '@registry/contracts';
import { getTenant, TRAINING_REGIONS } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readChoiceLists } from '../../../bench/scale/lists.js';
import { DEFAULT_OPTIONS, type ScaleOptions } from '../../../bench/scale/options.js';
import { SCALE_TABLES, seedScale, type ScaleReport } from '../../../bench/scale/seed.js';
import { createDatabase, type Db } from '../src/db/database.js';
import { DEMO_EMAIL_DOMAIN, demoAccounts, demoOrganizations } from '../src/db/seeds/demo.js';
import { adminQuery, databaseUrl, quoteIdentifier } from './database-admin.js';
import { createTestApp } from './helpers.js';

/**
 * The state-scale data set (bench/seed-scale.ts) at a small scale, into fresh databases: the counts it
 * promises, foreign keys and indexes back after the bulk copies, the rules of organization roles and
 * verification requests, values from the choice lists, the same rows from the same seed, and a person of
 * it signing in with the printed password.
 */
const { adminUrl, template } = inject('database');
const created: string[] = [];
const dbs: Db[] = [];

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  for (const name of created)
    await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`);
});

const SMALL: ScaleOptions = {
  ...DEFAULT_OPTIONS,
  seed: 'test',
  people: 400,
  organizations: 40,
  trainings: 6000,
  messages: 3000,
  sessions: 300,
  records: 1600,
  // Small tables too take the bulk path (indexes and foreign keys dropped and rebuilt, COPY FREEZE).
  bulkFrom: 500,
};

async function freshDatabase(): Promise<string> {
  const name = `${template}_scale_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${quoteIdentifier(name)}`);
  created.push(name);
  return databaseUrl(adminUrl, name);
}

async function seeded(options: ScaleOptions): Promise<{ url: string; db: Db; report: ScaleReport }> {
  const url = await freshDatabase();
  const report = await seedScale(url, options);
  const db = createDatabase(url, { max: 2 });
  dbs.push(db);
  return { url, db, report };
}

const ORDER: Record<string, string> = {
  user_profiles: 'user_id',
  user_general_roles: 'user_id, role_name',
  message_boxes: 'user_id, message_id',
  career_lattice_placements: 'user_id',
};
/** The demo seed's rows carry the time it ran (now()): the data set's own rows are compared. */
const DEMO_USERS = sql`(select id from users where user_name like '%@demo.registry.example')`;
const OWN_ROWS: Record<string, RawBuilder<unknown>> = {
  user_general_roles: sql`user_id not in ${DEMO_USERS}`,
  employment_records: sql`user_id not in ${DEMO_USERS}`,
  organization_roles: sql`employment_record_id not in (select id from employment_records where user_id in ${DEMO_USERS})`,
  // The demo teacher's records waiting for verification, stamped with the time the demo seed ran.
  education_records: sql`user_id not in ${DEMO_USERS}`,
  certification_records: sql`user_id not in ${DEMO_USERS}`,
  training_records: sql`user_id not in ${DEMO_USERS}`,
  // The career lattice's demo claims, dated from the time the demo seed ran.
  career_lattice_levels: sql`user_id not in ${DEMO_USERS}`,
  verification_actions: sql`owner_user_id not in ${DEMO_USERS}`,
  verification_records: sql`owner_user_id not in ${DEMO_USERS}`,
  // The demo trainings (the demo trainer's, or in tn the demo administrator's) carry the time the seed ran.
  courses: sql`user_id not in ${DEMO_USERS}`,
  course_sections: sql`user_id not in ${DEMO_USERS}`,
  enrollments: sql`trainer_user_id not in ${DEMO_USERS}`,
  enrollment_actions: sql`enrollment_id in (select id from enrollments where trainer_user_id not in ${DEMO_USERS})`,
};

/**
 * A fingerprint of the table's rows (the password hash aside: its salt is random, as the server's; and when
 * a placement was computed).
 */
async function fingerprint(db: Db, table: string): Promise<string> {
  const result = await sql<{ md5: string }>`
    select md5(string_agg((to_jsonb(t) - 'password_hash' - 'computed_at')::text, E'\\n' order by ${sql.raw(ORDER[table] ?? 'id')})) as md5
      from ${sql.table(table)} t where ${OWN_ROWS[table] ?? sql`true`}`.execute(db);
  return result.rows[0]!.md5;
}

async function one<T>(db: Db, query: RawBuilder<T>): Promise<T> {
  return (await query.execute(db)).rows[0]!;
}

describe('seed:scale at a small scale', () => {
  let first: Awaited<ReturnType<typeof seeded>>;
  let second: Awaited<ReturnType<typeof seeded>>;

  beforeAll(async () => {
    first = await seeded(SMALL);
    second = await seeded(SMALL);
  }, 180_000);

  it('makes what it promises, twice the same from the same seed', async () => {
    // The server's demo seed comes first: its accounts, organizations and their employment records.
    const tenant = getTenant(SMALL.tenant);
    const demo = demoAccounts(tenant);
    const demoJobs = demo.reduce((sum, account) => sum + account.organizations.length, 0);
    const { rows } = first.report;
    expect(rows.users).toBe(SMALL.people + demo.length);
    expect(rows.organizations).toBe(SMALL.organizations + demoOrganizations(tenant).length);
    // The demo seed's own training records (the career lattice's demo professional's) are not the data set's.
    const demoTrainings = await one(
      first.db,
      sql<{ n: number }>`select count(*)::int as n from training_records t join users u on u.id = t.user_id
                          where u.user_name like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
    );
    expect(rows.training_records! - demoTrainings.n).toBe(SMALL.trainings);
    expect(rows.messages).toBe(SMALL.messages);
    // Each message: its recipient's copy (never the sender's own) and its sender's in Sent.
    expect(rows.message_boxes).toBe(2 * SMALL.messages);
    expect(
      await one(
        first.db,
        sql<{ n: number }>`select count(*)::int as n from messages where sender_id = named_recipient_ids[1]`,
      ),
    ).toEqual({ n: 0 });
    // The demo teacher's education and certification waiting for verification are the demo seed's.
    // The career lattice's demo professional (issue 25): a diploma and an employment, where the tenant has it;
    // elsewhere the demo resume (issue 26) gives her an education record of its own.
    const demoRecords =
      2 * demo.filter((account) => account.recordsToVerify === true).length +
      (tenant.features.career ? 2 : 1);
    expect(
      rows.employment_records! -
        demoJobs +
        rows.education_records! +
        rows.certification_records! -
        demoRecords,
    ).toBe(SMALL.records);
    expect(rows.community_service_records).toBe(Math.round(SMALL.people * 0.06));
    // And the demo resume's membership (issue 26).
    expect(rows.membership_records).toBe(Math.round(SMALL.people * 0.12) + 1);
    expect(first.report.pendingStaffRequests).toBeGreaterThan(0);
    expect(first.report.openVerificationRequests).toBeGreaterThan(0);
    for (const table of SCALE_TABLES) {
      expect(second.report.rows[table], table).toBe(rows[table]);
      expect(await fingerprint(second.db, table), table).toBe(await fingerprint(first.db, table));
    }
  });

  it('gives other people from another seed', { timeout: 60_000 }, async () => {
    const other = await seeded({ ...SMALL, seed: 'another', trainings: 100, records: 200 });
    expect(other.report.rows.users).toBe(first.report.rows.users);
    expect(await fingerprint(other.db, 'users')).not.toBe(await fingerprint(first.db, 'users'));
  });

  it('leaves every foreign key, constraint and index of the migrated schema, validated', async () => {
    const { db } = first;
    const templateDb = createDatabase(databaseUrl(adminUrl, template), { max: 1 });
    dbs.push(templateDb);
    const schema = (target: Db) =>
      sql<{ item: string }>`
        select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as item
          from pg_constraint where connamespace = 'public'::regnamespace
        union all
        select indexdef from pg_indexes where schemaname = 'public'
        order by 1`
        .execute(target)
        .then((result) => result.rows.map((row) => row.item));
    expect(await schema(db)).toEqual(await schema(templateDb));
    const unvalidated = await sql`select conname from pg_constraint where not convalidated`.execute(db);
    expect(unvalidated.rows).toEqual([]);
  });

  it('keeps the organization-role rules (spec 1 §4)', async () => {
    const { db, report } = first;
    // Roles only at registry organizations; a director holds the staff role there too; one director each.
    expect(
      await one(
        db,
        sql<{ count: number }>`select count(*)::int as count from organization_roles r
          join employment_records e on e.id = r.employment_record_id
          where not e.is_registry_organization or e.organization_id is null`,
      ),
    ).toEqual({ count: 0 });
    expect(
      await one(
        db,
        sql<{ count: number }>`select count(*)::int as count from organization_roles d
          where d.role_name = '200' and d.active and not exists (
            select from organization_roles s
             where s.employment_record_id = d.employment_record_id and s.role_name = '100' and s.active)`,
      ),
    ).toEqual({ count: 0 });
    expect(
      await one(
        db,
        sql<{ count: number }>`select count(*)::int as count from (
          select e.organization_id from organization_roles r join employment_records e on e.id = r.employment_record_id
           where r.role_name = '200' and r.active group by 1 having count(*) > 1) twice`,
      ),
    ).toEqual({ count: 0 });
    // An answer names a request of the same record and comes after it.
    expect(
      await one(
        db,
        sql<{ count: number }>`select count(*)::int as count from role_request_actions a
          join role_request_actions p on p.id = a.parent_action_id
          where p.employment_record_id <> a.employment_record_id or p.id >= a.id or p.action_type <> 1
             or p.role_name <> a.role_name`,
      ),
    ).toEqual({ count: 0 });
    // Pending: Requested with no later action naming it (the data set's own; the demo seed adds one of its own).
    const pending = await sql<{ role: string; count: number }>`
      select a.role_name as role, count(*)::int as count from role_request_actions a
        join employment_records e on e.id = a.employment_record_id
        join users u on u.id = e.user_id
       where a.action_type = 1 and not exists (select from role_request_actions c where c.parent_action_id = a.id)
         and u.user_name not like '%@demo.registry.example'
       group by 1 order by 1`.execute(db);
    expect(pending.rows).toEqual([
      { role: '100', count: report.pendingStaffRequests },
      ...(report.pendingDirectorRequests > 0 ? [{ role: '200', count: report.pendingDirectorRequests }] : []),
    ]);
    // Most facilities have a director.
    const directed = await one(
      db,
      sql<{ share: number }>`select avg((exists (select from organization_roles r
          join employment_records e on e.id = r.employment_record_id
         where e.organization_id = o.id and r.role_name = '200' and r.active))::int)::float as share
        from organizations o where o.kind = 'facility'`,
    );
    expect(directed.share).toBeGreaterThan(0.5);
  });

  it('keeps the verification rules: an open request has its Requested action last, never by a director', async () => {
    const { db, report } = first;
    const tables = [
      ['training_records', 3],
      ['education_records', 4],
      ['community_service_records', 5],
      ['membership_records', 6],
      ['certification_records', 7],
      ['employment_records', 8],
    ] as const;
    let open = 0;
    for (const [table, entityTypeId] of tables) {
      const result = await one(
        db,
        sql<{ open: number; wrong: number; verifiedAndOpen: number }>`
          select count(*) filter (where r.verification_status = 'Requested')::int as open,
                 count(*) filter (where r.verification_status = 'Requested' and (last.action_type is distinct from 'Requested'
                   or exists (select from organization_roles o join employment_records e on e.id = o.employment_record_id
                               where e.user_id = r.user_id and o.role_name = '200' and o.active)))::int as wrong,
                 count(*) filter (where r.verified and r.verification_status is not null)::int as "verifiedAndOpen"
            from ${sql.table(table)} r
            left join lateral (select v.action_type from verification_actions v
                                where v.entity_type_id = ${entityTypeId} and v.entity_id = r.id
                                order by v.at desc, v.id desc limit 1) last on true`,
      );
      expect(result.wrong, table).toBe(0);
      expect(result.verifiedAndOpen, table).toBe(0);
      open += result.open;
    }
    // The demo seed's own open requests (the demo teacher's) are not the data set's.
    const demoOpen = await one(
      db,
      sql<{
        n: number;
      }>`select count(*)::int as n from verification_actions a join users u on u.id = a.owner_user_id
                          where u.user_name like ${`%@${DEMO_EMAIL_DOMAIN}`} and a.action_type = 'Requested'
                            and a.entity_type_id in (3, 4, 5, 6, 7, 8)`,
    );
    expect(open - demoOpen.n).toBe(report.openVerificationRequests);
    // Trainings sent through the API are never verified (spec 3 §6).
    expect(
      await one(
        db,
        sql<{
          count: number;
        }>`select count(*)::int as count from training_records where sent_via_api and verified`,
      ),
    ).toEqual({ count: 0 });
  });

  it("keeps each session's counts those of its enrollments (the training catalogue, issue 23)", async () => {
    const { db } = first;
    const own = await one(
      db,
      sql<{ sessions: number; trainers: number; notTrainers: number; enrollments: number }>`select
        (select count(*) from course_sections where user_id not in ${DEMO_USERS})::int as sessions,
        (select count(distinct user_id) from course_sections where user_id not in ${DEMO_USERS})::int as trainers,
        (select count(*) from courses c where c.user_id not in ${DEMO_USERS} and not exists (
           select from user_general_roles g where g.user_id = c.user_id and g.role_name = '250'))::int as "notTrainers",
        (select count(*) from enrollments where trainer_user_id not in ${DEMO_USERS})::int as enrollments`,
    );
    expect(own.sessions).toBe(SMALL.sessions);
    expect(own.trainers).toBeGreaterThan(0);
    // Only trainers (250) publish courses in al.
    expect(own.notTrainers).toBe(0);
    expect(own.enrollments).toBeGreaterThan(SMALL.sessions);
    // Every session of the database (the demo's too): its counts are its enrollments', never above its places.
    const counts = await one(
      db,
      sql<Record<string, number>>`select
        count(*) filter (where s.registered_count <> x.registered)::int as registered,
        count(*) filter (where s.waitlisted_count <> x.waitlisted)::int as waitlisted,
        count(*) filter (where s.has_had_enrollments <> (x.total > 0))::int as "hasHad",
        count(*) filter (where s.registered_count > s.capacity or s.waitlisted_count > s.waitlist_capacity)::int as over,
        count(*) filter (where s.waitlisted_count > 0 and s.registered_count < s.capacity)::int as "waitingWithSeats",
        count(*) filter (where s.waitlist_seq < coalesce(x.last_seq, 0))::int as seq,
        count(*) filter (where x.total <> x.people)::int as twice
        from course_sections s
        cross join lateral (
          select count(*) filter (where e.status = 'Registered') as registered,
                 count(*) filter (where e.status = 'Waitlisted') as waitlisted,
                 count(*) as total, count(distinct e.user_id) as people, max(e.waitlist_seq) as last_seq
            from enrollments e where e.course_section_id = s.id) x`,
    );
    expect(counts).toEqual({
      registered: 0,
      waitlisted: 0,
      hasHad: 0,
      over: 0,
      waitingWithSeats: 0,
      seq: 0,
      twice: 0,
    });
    // The waitlist of each session is 1, 2, ... in order of arrival; only the waitlisted hold a place in it.
    const waitlists = await one(
      db,
      sql<{ gaps: number; stray: number; waiting: number }>`select
        (select count(*) from (
           select course_section_id, waitlist_seq, row_number() over (partition by course_section_id order by waitlist_seq) as n
             from enrollments where status = 'Waitlisted') w where w.waitlist_seq is distinct from w.n)::int as gaps,
        (select count(*) from enrollments where (status = 'Waitlisted') <> (waitlist_seq is not null))::int as stray,
        (select count(*) from enrollments where status = 'Waitlisted')::int as waiting`,
    );
    expect(waitlists).toMatchObject({ gaps: 0, stray: 0 });
    expect(waitlists.waiting).toBeGreaterThan(0);
    // Held sessions mostly locked, the coming ones open; registration states of every kind.
    const shape = await one(
      db,
      sql<{ pastLocked: number; futureLocked: number; statuses: string[]; regions: string[] }>`select
        avg(record_is_locked::int) filter (where training_end < ${SMALL.asOf}::timestamp)::float as "pastLocked",
        avg(record_is_locked::int) filter (where training_start > ${SMALL.asOf}::timestamp)::float as "futureLocked",
        (select array_agg(distinct status order by status) from enrollments) as statuses,
        array_agg(distinct region order by region) filter (where region is not null) as regions
        from course_sections where user_id not in ${DEMO_USERS}`,
    );
    expect(shape.pastLocked).toBeGreaterThan(0.8);
    expect(shape.futureLocked).toBe(0);
    expect(shape.statuses).toEqual(
      expect.arrayContaining(['Canceled', 'Pending Approval', 'Registered', 'Unregistered', 'Waitlisted']),
    );
    expect(shape.regions).toEqual(TRAINING_REGIONS.map(([code]) => code).sort());
  });

  it('takes values from the choice lists and places everything in the tenant state', async () => {
    const { db } = first;
    const lists = await readChoiceLists(db);
    const ids = (code: Parameters<typeof lists.get>[0]) => lists.get(code).map((choice) => choice.id);
    const distinct = async (query: RawBuilder<{ value: string }>) =>
      (await query.execute(db)).rows.map((row) => row.value);
    const within = (values: string[], allowed: string[]) =>
      expect(values.filter((value) => !allowed.includes(value))).toEqual([]);
    within(
      await distinct(sql`select distinct preferred_language as value from user_profiles`),
      ids('languages'),
    );
    within(await distinct(sql`select distinct unnest(races) as value from user_profiles`), ids('races'));
    within(
      await distinct(sql`select distinct highest_education as value from user_profiles`),
      ids('education-levels'),
    );
    within(
      await distinct(sql`select distinct core_knowledge_area as value from training_records`),
      ids('core-knowledge-areas'),
    );
    within(
      await distinct(sql`select distinct delivery_method as value from training_records`),
      ids('delivery-methods'),
    );
    within(
      await distinct(sql`select distinct credential_type as value from certification_records`),
      ids('credential-types'),
    );
    // The training sessions' classification (spec 3 §9).
    for (const [column, code] of [
      ['core_knowledge_area', 'core-knowledge-areas'],
      ['target_age_group', 'age-groups'],
      ['dhr_minimum_standard', 'dhr-standards'],
      ['cda_area', 'cda-areas'],
      ['ccdf_area', 'ccdf-areas'],
    ] as const) {
      const values = await distinct(
        sql`select distinct unnest(${sql.ref(column)}) as value from course_sections`,
      );
      expect(values.length, column).toBeGreaterThan(0);
      within(values, ids(code));
    }
    within(
      await distinct(sql`select distinct delivery_method as value from course_sections`),
      ids('delivery-methods'),
    );
    const facts = await one(
      db,
      sql<{ outside: number; badIds: number; names: number }>`select
        (select count(*) from user_profiles where county_fips not like '01%')::int
          + (select count(*) from organizations where county_fips not like '01%')::int as outside,
        (select count(*) from users where registry_id !~ '^AL[0-9]{7}$')::int as "badIds",
        (select count(distinct training_name) from training_records)::int as names`,
    );
    expect(facts.outside).toBe(0);
    expect(facts.badIds).toBe(0);
    // Several hundred titles, so a Contains filter meets many rows.
    expect(facts.names).toBeGreaterThan(300);
  });

  it('lets a person of the data set sign in with the printed password', { timeout: 30_000 }, async () => {
    const sample = first.report.samples[0]!;
    const t = await createTestApp({ databaseUrl: first.url });
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { userName: sample.email, password: SMALL.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TLoginResponse>();
    // A full sign-in: no step pending (terms accepted after they last changed, profile completed).
    expect(body.route).toBe('default');
    const user = await first.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', sample.email)
      .executeTakeFirstOrThrow();
    expect(body.userId).toBe(user.id);
    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { userName: sample.email, password: 'NotThePassword1' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
