import type { TAlertList, TDismissAlertRequest } from '@registry/contracts';
import { ALERT_ERRORS, dateInZone, heldAudienceRoles, richTextContent } from '@registry/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../platform/app-types.js';
import { forbidden } from '../../platform/auth.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';

/** At most this many alerts on one dashboard (the newest); docs/decisions.md "Alerts". */
export const ALERTS_SHOWN_MAX = 20;

export type AlertsService = ReturnType<typeof createAlertsService>;

/**
 * The dashboard's alerts (spec 2 "Dashboard main", §3, §7): those shown to the caller today (alertShownTo
 * in packages/domain, here in SQL: not disabled, today within its days in the tenant's zone, an audience
 * role the caller holds) and not dismissed by them; and the dismissal of one.
 */
export function createAlertsService(deps: AppDeps & { deliveries: Deliveries }) {
  const { db, transaction, clock, tenant, deliveries } = deps;

  /** The condition "shown to this caller today", over alerts `a` (dismissals aside). */
  function shownTo(auth: AuthContext) {
    const held = heldAudienceRoles(auth.roles);
    const today = dateInZone(clock.now(), tenant.timeZone);
    return sql<boolean>`a.disabled_at is null and a.start_date <= ${today}::date
      and (a.end_date is null or a.end_date >= ${today}::date)
      and a.audience && ${held}::text[]`;
  }

  return {
    async list(auth: AuthContext): Promise<TAlertList> {
      const result = await sql<{
        alertId: number;
        subject: string;
        message: string | null;
        dismissible: boolean;
      }>`
        select a.id as "alertId", a.subject, a.message, a.dismissible from alerts a
        where ${shownTo(auth)}
          and not exists (select 1 from alert_dismissals d where d.user_id = ${auth.userId} and d.alert_id = a.id)
        order by a.start_date desc, a.id desc
        limit ${ALERTS_SHOWN_MAX}`.execute(db);
      return {
        alerts: result.rows.map((row) => ({
          ...row,
          alertId: Number(row.alertId),
          // An empty editor saves '' or an empty paragraph: no message to open.
          message: row.message !== null && richTextContent(row.message) !== '' ? row.message : null,
        })),
      };
    },

    /**
     * Records that the caller dismissed the alert. Only an alert shown to them (404 otherwise, as for one
     * that does not exist) and only a dismissible one (403); dismissing it again changes nothing. Their
     * other windows hear of it and read their alerts again.
     */
    async dismiss(auth: AuthContext, request: TDismissAlertRequest): Promise<void> {
      await transaction(async (trx) => {
        const found = await sql<{ dismissible: boolean }>`
          select a.dismissible from alerts a where a.id = ${request.alertId} and ${shownTo(auth)}`.execute(
          trx,
        );
        const alert = found.rows[0];
        if (!alert) throw notFound(ALERT_ERRORS.noSuchAlert);
        if (!alert.dismissible) throw forbidden(ALERT_ERRORS.notDismissible);
        const inserted = await sql`
          insert into alert_dismissals (user_id, alert_id) values (${auth.userId}, ${request.alertId})
          on conflict do nothing`.execute(trx);
        if (Number(inserted.numAffectedRows ?? 0) > 0)
          await deliveries.enqueue(trx, { kind: 'alertDismissed', userId: auth.userId });
      });
    },
  };
}
