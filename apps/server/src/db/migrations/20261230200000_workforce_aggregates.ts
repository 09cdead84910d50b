import { sql, type Kysely } from 'kysely';

/**
 * The workforce dashboard's aggregates (issue 27, beyond the spec; docs/decisions/workforce.md):
 * - workforce_aggregates: each chart's rows as the dashboard shows them (JSON), with when they were
 *   computed. The dashboard reads one row per chart by its key; a job recomputes them from the records
 *   when a read finds them older than 15 minutes. refresh_queued_at: when a read queued that job (one
 *   job at a time among all servers; cleared when the job writes the rows).
 * - verification_actions_verified_idx: the verifications of a period in time order (the turnaround chart
 *   reads the last 12 months' approvals; the request before each is found by verification_actions_record_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table workforce_aggregates (
    chart text primary key,
    rows jsonb not null,
    computed_at timestamptz not null,
    refresh_queued_at timestamptz
  )`.execute(db);
  await sql`create index verification_actions_verified_idx on verification_actions (at)
            include (entity_type_id, entity_id) where action_type = 'Verified'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index verification_actions_verified_idx`.execute(db);
  await sql`drop table workforce_aggregates`.execute(db);
}
