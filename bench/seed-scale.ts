/**
 * `npm run seed:scale`: fills a database with a state's volume (issue 9), deterministic from SCALE_SEED:
 * 150,000 professionals with profiles and roles, 6,000 organizations across the tenant's counties, their
 * employment and organization roles, 600,000 employment, education and certification records, community
 * service and memberships, 3,000,000 training records, pending role and verification requests, 20,000
 * training sessions of the trainers' courses with their enrollments. Test data:
 * every person signs in with one printed password.
 *
 * Where (bench/scale/target.ts): DATABASE_URL (with SCALE_DATABASE: that database, created when missing),
 * else the embedded PostgreSQL in SCALE_DATA_DIR (./data/scale), database 'registry', which
 * `DATA_DIR=data/scale npm start` then serves. SCALE_REPLACE=1 drops a named database first.
 * What (bench/scale/options.ts): REGISTRY_TENANT (al), SCALE_SEED (1), SCALE_PEOPLE (150000),
 * SCALE_ORGANIZATIONS (6000), SCALE_TRAININGS (3000000), SCALE_MESSAGES (2000000), SCALE_SESSIONS (20000), SCALE_RECORDS (600000), SCALE_AS_OF (2026-11-01),
 * SCALE_PASSWORD.
 */
import { getTenant } from '../packages/domain/src/index.js';
import { tenantGeography } from './scale/geography.js';
import { optionsFromEnvironment } from './scale/options.js';
import { seedScale, type ScaleReport } from './scale/seed.js';
import { openTarget, type ScaleTarget } from './scale/target.js';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const options = optionsFromEnvironment(process.env);
  // A tenant that is not one state's is refused before any database is touched.
  tenantGeography(getTenant(options.tenant));
  const target = await openTarget(process.env, log);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= target.close());
  process.once('SIGINT', () => {
    log('Interrupted: stopping.');
    void close().finally(() => process.exit(130));
  });
  try {
    log(
      `Filling ${target.description} for tenant ${options.tenant}, seed ${options.seed}: ${options.people} people, ` +
        `${options.organizations} organizations, ${options.records} records, ${options.trainings} trainings, ${options.messages} messages, ${options.sessions} training sessions (as of ${options.asOf}).`,
    );
    const report = await seedScale(target.connectionString, options, log);
    printReport(report, target, options.password);
  } finally {
    await close();
  }
}

function printReport(report: ScaleReport, target: ScaleTarget, password: string): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const lines = [
    '',
    `Done in ${(report.totalMs / 1000).toFixed(1)} s; the database is ${mb(report.databaseBytes)} (${target.description}).`,
    '',
    'Rows:',
    ...Object.entries(report.rows).map(
      ([table, rows]) =>
        `  ${table.padEnd(28)} ${rows.toLocaleString('en-US').padStart(11)}  ${mb(report.tableBytes[table] ?? 0).padStart(8)}`,
    ),
    `Pending role requests: ${report.pendingStaffRequests} staff, ${report.pendingDirectorRequests} director; open verification requests: ${report.openVerificationRequests}.`,
    `Choice lists: ${Object.entries(report.listSizes)
      .map(([code, size]) => `${code} (${size})`)
      .join(', ')}.`,
    '',
    `TEST DATA, made up: every one of these people signs in with the password ${password}`,
    ...report.samples.map((sample) => `  ${sample.email.padEnd(44)} ${sample.label}`),
    `The demo accounts (…@demo.registry.example) keep the demo password. Serve it: ${target.serveHint}`,
  ];
  log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
