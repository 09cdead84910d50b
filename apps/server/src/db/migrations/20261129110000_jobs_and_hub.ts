import PgBoss from 'pg-boss';
import { sql, type Kysely } from 'kysely';

/** The schema pg-boss keeps its queues in (platform/jobs.ts). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Background jobs and the real-time hub across server instances (issue 10; DESIGN §2 "jobs", "real-time"):
 * - pg-boss's own tables, as pg-boss 10.4.2 builds them (its construction plan without its BEGIN and
 *   COMMIT: the migration's transaction holds it). The servers start pg-boss with `migrate: false`, so
 *   its schema changes only here: a pg-boss upgrade comes with a migration of its getMigrationPlans.
 *   In the migrations, not at start, so the tests' template database carries it once.
 * - socket_io_attachments: where @socket.io/postgres-adapter puts a broadcast too large for a NOTIFY.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans(JOBS_SCHEMA)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
  await sql.raw(plan).execute(db);
  await sql`
    create table socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table socket_io_attachments`.execute(db);
  await sql.raw(`drop schema ${JOBS_SCHEMA} cascade`).execute(db);
}
