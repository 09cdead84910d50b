import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** An alert on a dashboard (spec 2 §3 "Alert"). */
export interface ShownAlertRow {
  alertId: number;
  subject: string;
  message: string | null;
  dismissible: boolean;
}

/** The condition "shown to whoever holds these audience roles on this day", over alerts `a`. */
export function shownCondition(heldRoles: readonly string[], today: string): RawBuilder<boolean> {
  return sql<boolean>`a.disabled_at is null and a.start_date <= ${today}::date
    and (a.end_date is null or a.end_date >= ${today}::date)
    and a.audience && ${[...heldRoles]}::text[]`;
}

/** The alerts shown to the person (not dismissed by them), newest first day first, at most `limit`. */
export async function shownAlerts(
  db: Db,
  userId: number,
  shown: RawBuilder<boolean>,
  limit: number,
): Promise<ShownAlertRow[]> {
  const result = await sql<ShownAlertRow>`
    select a.id as "alertId", a.subject, a.message, a.dismissible from alerts a
    where ${shown}
      and not exists (select 1 from alert_dismissals d where d.user_id = ${userId} and d.alert_id = a.id)
    order by a.start_date desc, a.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...row, alertId: Number(row.alertId) }));
}

/** Whether the alert shown so can be dismissed; undefined when it is not shown (or does not exist). */
export async function shownAlertDismissible(
  db: Db,
  alertId: number,
  shown: RawBuilder<boolean>,
): Promise<boolean | undefined> {
  const found = await sql<{ dismissible: boolean }>`
    select a.dismissible from alerts a where a.id = ${alertId} and ${shown}`.execute(db);
  return found.rows[0]?.dismissible;
}

/** Records the person's dismissal; whether it is new (dismissing again changes nothing). */
export async function insertDismissal(db: Db, userId: number, alertId: number): Promise<boolean> {
  const inserted = await sql`
    insert into alert_dismissals (user_id, alert_id) values (${userId}, ${alertId})
    on conflict do nothing`.execute(db);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}
