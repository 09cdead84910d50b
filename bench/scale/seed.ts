import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { assertConnection, createDatabase, type Db } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/db/seeds/demo.js';
import { seedRegistry } from '../../apps/server/src/seed.js';
import { PASSWORD_HASHING } from '../../apps/server/src/config.js';
import { registryIdPrefix } from '../../apps/server/src/modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../../apps/server/src/platform/passwords.js';
import { getTenant } from '../../packages/domain/src/index.js';
import { loadTable, type LoadTiming } from './copy.js';
import { dayOf, instantDate } from './days.js';
import { loadEmployment, loadOrganizationRoles, makeJobs, makeVerifiers } from './employment.js';
import { tenantGeography } from './geography.js';
import { readChoiceLists } from './lists.js';
import { bulk, createRng, type Person, type ScaleContext } from './model.js';
import type { ScaleOptions } from './options.js';
import { loadOrganizations, makeOrganizations } from './organizations.js';
import { loadGeneralRoles, loadProfiles, loadUsers, makePeople } from './people.js';
import { loadCertifications, loadCommunityService, loadEducation, loadMemberships } from './records.js';
import { loadMessages } from './messages.js';
import { loadPdp } from './pdp.js';
import { loadCoaching } from './coaching.js';
import { loadCareerClaims, loadPlacements } from './career.js';
import { loadCatalogue } from './sessions.js';
import { loadTrainings } from './trainings.js';
import { fillVerificationRecords, VERIFICATION_COLUMNS, VerificationLog } from './verification.js';

/** The configuration row whose updated_at is when the terms last changed (platform/sessions.ts). */
const TERMS_KEY = 'TermsAndConditionsText';
/** Older than every acceptance in the data set (people registered over the last ten years). */
const TERMS_AGE_DAYS = 3653;

/** The tables the data set fills, in the order they are filled. */
export const SCALE_TABLES = [
  'organizations',
  'users',
  'user_profiles',
  'user_general_roles',
  'employment_records',
  'organization_roles',
  'role_request_actions',
  'education_records',
  'certification_records',
  'community_service_records',
  'membership_records',
  'training_records',
  'verification_actions',
  'verification_records',
  'messages',
  'message_boxes',
  'pdp_required_trainings',
  'pdp_goals',
  'pdp_self_assessments',
  'pdp_comments',
  'coach_relationships',
  'coach_relationship_actions',
  'career_lattice_levels',
  'career_lattice_placements',
  'courses',
  'course_sections',
  'enrollments',
  'enrollment_actions',
] as const;

export interface ScaleStep {
  name: string;
  rows: number | null;
  ms: number;
  /** Of which: building indexes and checking foreign keys after the copy. */
  indexMs?: number;
}

export interface ScaleReport {
  steps: ScaleStep[];
  totalMs: number;
  rows: Record<string, number>;
  databaseBytes: number;
  tableBytes: Record<string, number>;
  listSizes: Record<string, number>;
  pendingStaffRequests: number;
  pendingDirectorRequests: number;
  openVerificationRequests: number;
  /** Accounts to try, with what they are. */
  samples: { label: string; email: string }[];
}

/**
 * Fills the database at `connectionString` with a state's volume: migrates it and runs the server's own
 * seeds (configuration, choice lists, forms, the demo accounts) first, then copies in the people,
 * organizations and records, then VACUUM ANALYZE. The database must hold no one but the demo accounts.
 * `log` hears each step as it finishes.
 */
export async function seedScale(
  connectionString: string,
  options: ScaleOptions,
  log: (line: string) => void = () => undefined,
): Promise<ScaleReport> {
  const started = performance.now();
  const steps: ScaleStep[] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    const result = await work();
    const timing = result as Partial<LoadTiming>;
    const entry: ScaleStep = {
      name,
      rows: typeof timing?.rows === 'number' ? timing.rows : null,
      ms: performance.now() - from,
      ...(typeof timing?.indexMs === 'number' && timing.indexMs > 0 ? { indexMs: timing.indexMs } : {}),
    };
    steps.push(entry);
    log(describeStep(entry));
    return result;
  };

  const tenant = getTenant(options.tenant);
  const geography = tenantGeography(tenant);
  const db = createDatabase(connectionString, { max: 2 });
  const client = new pg.Client({ connectionString });
  try {
    await assertConnection(db, connectionString);
    await client.connect();
    // Nothing here needs to survive a crash of the machine before the final commit's flush.
    await client.query('set synchronous_commit = off');
    // The career lattice's triggers stay out of the bulk load: everyone is placed once at the end.
    await client.query("set registry.career_lattice_deferred = 'on'");
    await assertEmpty(db);
    await step('migrate', () => migrateToLatest(db));
    const today = dayOf(options.asOf);
    const hasher = createPasswordHasher(PASSWORD_HASHING);
    await step('server seeds (configuration, choice lists, forms, demo accounts)', async () => {
      await seedRegistry(db, {
        tenant,
        publicBaseUrl: process.env.PUBLIC_BASE_URL || 'http://localhost:3000',
      });
      await seedDemoData(db, {
        tenant,
        password: DEMO_PASSWORD,
        hashPassword: (password) => hasher.hash(password),
        now: instantDate(today, 14 * 60),
      });
      // The seed stamps the terms with the time it ran, after "today" of the data set, which would make
      // every acceptance in it older than the terms (terms pending: a limited login). The terms the
      // people accepted are older than the registry's ten years.
      await db
        .updateTable('configuration')
        .set({ updatedAt: instantDate(today - TERMS_AGE_DAYS, 0) })
        .where('key', '=', TERMS_KEY)
        .execute();
    });
    const passwordHash = await step('the shared password hash (argon2id, the server\u2019s cost)', () =>
      hasher.hash(options.password),
    );
    const context: ScaleContext = {
      options,
      tenant,
      geography,
      lists: await readChoiceLists(db),
      formVersions: await readFormVersions(db),
      today,
      verifications: new VerificationLog(today),
      rng: createRng(options.seed),
    };
    const ids = await nextIds(db);

    const organizations = makeOrganizations(context, ids.organizations, await existingOrganizations(db));
    await step('organizations', () => loadOrganizations(context, client, organizations.all));

    const people = makePeople(context, ids.users);
    const registryIds = await reserveRegistryIds(db, people.length);
    await step('users', () =>
      loadUsers(
        context,
        client,
        people,
        { prefix: registryIdPrefix(tenant.code), first: registryIds },
        passwordHash,
      ),
    );
    await step('user_profiles', () => loadProfiles(context, client, people));
    await step('user_general_roles', () => loadGeneralRoles(context, client, people));

    const employment = Math.round(options.records * 0.45);
    const education = Math.round(options.records * 0.3);
    const certification = options.records - employment - education;
    const jobs = makeJobs(context, people, organizations, ids.employment_records, employment);
    const verifiers = makeVerifiers(people);
    await step('employment_records', () => loadEmployment(context, client, jobs, verifiers));
    const roles = await loadOrganizationRoles(
      context,
      client,
      jobs,
      people,
      ids.organization_roles,
      ids.role_request_actions,
    );
    for (const [name, timing] of [
      ['organization_roles', roles.roles],
      ['role_request_actions', roles.actions],
    ] as const) {
      const entry: ScaleStep = {
        name,
        rows: timing.rows,
        ms: timing.copyMs + timing.indexMs,
        indexMs: timing.indexMs,
      };
      steps.push(entry);
      log(describeStep(entry));
    }
    await step('education_records', () =>
      loadEducation(context, client, people, ids.education_records, education, verifiers),
    );
    await step('certification_records', () =>
      loadCertifications(context, client, people, ids.certification_records, certification, verifiers),
    );
    await step('community_service_records', () =>
      loadCommunityService(
        context,
        client,
        people,
        ids.community_service_records,
        Math.round(options.people * 0.06),
        verifiers,
      ),
    );
    await step('membership_records', () =>
      loadMemberships(
        context,
        client,
        people,
        ids.membership_records,
        Math.round(options.people * 0.12),
        verifiers,
      ),
    );
    await step('training_records', () =>
      loadTrainings(context, client, people, organizations, ids.training_records, verifiers),
    );
    const verificationRows = context.verifications.rows;
    await step('verification_actions', () =>
      loadTable(
        client,
        'verification_actions',
        VERIFICATION_COLUMNS,
        bulk(context, verificationRows.length, true),
        (writer) => {
          verificationRows.forEach((row, index) => writer.row([ids.verification_actions + index, ...row]));
        },
      ),
    );
    // Verification History's rows (entity 15): each record's last step, as every request and action keeps it.
    await step('verification_records', () => fillVerificationRecords(db));
    await step('messages (and their copies: the recipient\u2019s and the sender\u2019s)', () =>
      loadMessages(client, options.messages, options.asOf),
    );
    // The PDPs (issue 25): a third of the professionals with two required trainings and two goals.
    await step('PDP items, self-assessments and comments', () => loadPdp(context, client, options.asOf));
    // Coaching (issue 25): one professional in 25 with a coach, active, closed, pending or rejected.
    await step('coach relationships and their actions', () => loadCoaching(client, options.asOf));
    // The career lattice (issue 25): claims (entity 31); every person's placement once all is loaded.
    await step('career lattice levels claimed', () => loadCareerClaims(client, options.asOf));
    const catalogue = await loadCatalogue(context, client, people, ids);
    for (const [name, timing] of Object.entries(catalogue)) {
      const entry: ScaleStep = {
        name,
        rows: timing.rows,
        ms: timing.copyMs + timing.indexMs,
        ...(timing.indexMs > 0 ? { indexMs: timing.indexMs } : {}),
      };
      steps.push(entry);
      log(describeStep(entry));
    }
    await step('sequences', () => setSequences(db));
    // VACUUM sets the visibility map of the tables not copied frozen (index-only scans) and ANALYZE
    // gives the planner the new sizes and distributions.
    await step('vacuum (analyze)', async () => {
      for (const table of SCALE_TABLES) await client.query(`vacuum (analyze) ${table}`);
    });
    // Every person's placement on the career lattice, set-based (the recompute job's own function), over the
    // analyzed records; then its table analyzed too.
    await step('career lattice placements (everyone, set-based)', async () => {
      const timing = await loadPlacements(db);
      await client.query('vacuum (analyze) career_lattice_placements');
      return timing;
    });

    const rows = await countRows(db);
    const sizes = await sql<{ table: string; bytes: string }>`
      select relname as "table", pg_total_relation_size(oid)::text as bytes from pg_class
       where relkind = 'r' and relname in (${sql.join(SCALE_TABLES.map((table) => sql.lit(table)))})`.execute(
      db,
    );
    const database = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database())::text as bytes`.execute(db);
    return {
      steps,
      totalMs: performance.now() - started,
      rows,
      databaseBytes: Number(database.rows[0]!.bytes),
      tableBytes: Object.fromEntries(sizes.rows.map((row) => [row.table, Number(row.bytes)])),
      listSizes: context.lists.sizes(),
      pendingStaffRequests: roles.pendingStaff,
      pendingDirectorRequests: roles.pendingDirector,
      openVerificationRequests: context.verifications.requested,
      samples: sampleAccounts(people),
    };
  } finally {
    await client.end().catch(() => undefined);
    await db.destroy();
  }
}

function describeStep(step: ScaleStep): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const rows = step.rows === null ? '' : `${step.rows.toLocaleString('en-US')} rows `;
  const index =
    step.indexMs === undefined ? '' : ` (of which indexes and foreign keys ${seconds(step.indexMs)})`;
  return `${step.name}: ${rows}in ${seconds(step.ms)}${index}`;
}

/** Only the server's seeds may be there: the data set is never mixed into a database that holds people. */
async function assertEmpty(db: Db): Promise<void> {
  const migrated = await sql<{
    found: boolean;
  }>`select to_regclass('public.users') is not null as found`.execute(db);
  if (!migrated.rows[0]?.found) return;
  const people = await sql<{ count: string }>`
    select count(*)::text as count from users where lower(user_name) not like ${`%@${DEMO_EMAIL_DOMAIN}`}`.execute(
    db,
  );
  const count = Number(people.rows[0]?.count ?? 0);
  if (count > 0) {
    throw new Error(
      `The database already holds ${count} accounts besides the demo ones: seed:scale fills an empty database. Name a new one with SCALE_DATABASE, or add SCALE_REPLACE=1 to drop and recreate it.`,
    );
  }
}

type IdTable = (typeof SCALE_TABLES)[number];

/** The first free id of every table the data set fills (the demo seed's rows come first). */
async function nextIds(db: Db): Promise<Record<IdTable, number>> {
  const entries = await Promise.all(
    SCALE_TABLES.filter(
      (table) =>
        !['user_profiles', 'user_general_roles', 'message_boxes', 'career_lattice_placements'].includes(
          table,
        ),
    ).map(async (table) => {
      const result = await sql<{ next: string }>`
          select (coalesce(max(id), 0) + 1)::text as next from ${sql.table(table)}`.execute(db);
      return [table, Number(result.rows[0]!.next)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<IdTable, number>;
}

async function existingOrganizations(db: Db): Promise<{ name: string; county: string }[]> {
  return db.selectFrom('organizations').select(['name', 'county']).execute();
}

async function readFormVersions(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('formDefinitions')
    .select(['formId', (eb) => eb.fn.max('version').as('version')])
    .groupBy('formId')
    .execute();
  return new Map(rows.map((row) => [row.formId, Number(row.version)]));
}

/** Takes the next `count` registry numbers from the server's sequence, as its inserts would; answers the first. */
async function reserveRegistryIds(db: Db, count: number): Promise<number> {
  const result = await sql<{ first: string }>`
    select (case when is_called then last_value + 1 else last_value end)::text as first from registry_id_seq`.execute(
    db,
  );
  const first = Number(result.rows[0]!.first);
  await sql`select setval('registry_id_seq', ${first + count - 1})`.execute(db);
  return first;
}

/** Moves every id sequence past the copied rows. */
async function setSequences(db: Db): Promise<void> {
  for (const table of SCALE_TABLES) {
    if (
      [
        'user_profiles',
        'user_general_roles',
        'messages',
        'message_boxes',
        'career_lattice_placements',
      ].includes(table)
    )
      continue;
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id)) from ${sql.table(table)} having count(*) > 0`.execute(
      db,
    );
  }
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SCALE_TABLES) {
    const result = await sql<{
      count: string;
    }>`select count(*)::text as count from ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]!.count);
  }
  return counts;
}

function sampleAccounts(people: readonly Person[]): { label: string; email: string }[] {
  const samples: { label: string; email: string }[] = [];
  const find = (label: string, test: (p: Person) => boolean) => {
    const found = people.find(test);
    if (found) samples.push({ label, email: found.email });
  };
  find(
    'professional (100) with an approved staff role',
    (p) => !p.elevated && !p.directs && p.currentJob?.staff === 'approved',
  );
  find('director (200)', (p) => p.directs?.kind === 'facility');
  find('professional with a staff request pending', (p) => p.currentJob?.staff === 'pending');
  find('agency staff (350)', (p) => p.elevated === '350');
  find('manager (400)', (p) => p.elevated === '400');
  find('administrator (500)', (p) => p.elevated === '500');
  return samples;
}
