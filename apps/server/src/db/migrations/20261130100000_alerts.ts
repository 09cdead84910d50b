import { sql, type Kysely } from 'kysely';

/**
 * Alerts (issue 10; spec 2 "Dashboard main", §3 "Alert", §7 "dismiss alert"; spec 3 §3 entity 20, form 18).
 *
 * - alerts: one row per alert an administrator wrote through form 18 (user_id: who wrote it, with the form
 *   and version): the plain subject, the HTML message as cleaned on save (optional), the audience (role
 *   names; packages/domain ALERT_AUDIENCE_ROLES), the first and last day it shows (no last day: until it
 *   is disabled or deleted) and whether people may dismiss it. Disabled from the grid: shown to nobody.
 * - alert_dismissals: who dismissed which alert (spec 2: "Dismissing sends the alertId"), one row each.
 *
 * A registry holds tens of alerts, not millions: the dashboard reads them all and keeps those for the
 * person, so no index beyond the keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alerts (
      id bigserial primary key,
      user_id bigint not null references users (id),
      form_id integer not null,
      form_version integer not null,
      subject text not null,
      message text,
      audience text[] not null default '{}',
      start_date date not null,
      end_date date,
      dismissible boolean not null default true,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint alerts_days check (end_date is null or end_date >= start_date)
    )`.execute(db);
  await sql`
    create table alert_dismissals (
      user_id bigint not null references users (id) on delete cascade,
      alert_id bigint not null references alerts (id) on delete cascade,
      dismissed_at timestamptz not null default now(),
      primary key (user_id, alert_id)
    )`.execute(db);
  await sql`create index alert_dismissals_alert_idx on alert_dismissals (alert_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table alert_dismissals`.execute(db);
  await sql`drop table alerts`.execute(db);
}
