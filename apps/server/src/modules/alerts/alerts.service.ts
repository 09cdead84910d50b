import type { TAlertList, TDismissAlertRequest } from '@registry/contracts';
import { ALERT_ERRORS, dateInZone, heldAudienceRoles, richTextContent } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { forbidden } from '../../platform/auth.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import { insertDismissal, shownAlertDismissible, shownAlerts, shownCondition } from './alerts.repository.js';

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

  /** The condition "shown to this caller today", over alerts (dismissals aside): alertShownTo in SQL. */
  function shownTo(auth: AuthContext) {
    return shownCondition(heldAudienceRoles(auth.roles), dateInZone(clock.now(), tenant.timeZone));
  }

  return {
    async list(auth: AuthContext): Promise<TAlertList> {
      const rows = await shownAlerts(db, auth.userId, shownTo(auth), ALERTS_SHOWN_MAX);
      return {
        alerts: rows.map((row) => ({
          ...row,
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
        const dismissible = await shownAlertDismissible(trx, request.alertId, shownTo(auth));
        if (dismissible === undefined) throw notFound(ALERT_ERRORS.noSuchAlert);
        if (!dismissible) throw forbidden(ALERT_ERRORS.notDismissible);
        if (await insertDismissal(trx, auth.userId, request.alertId))
          await deliveries.enqueue(trx, { kind: 'alertDismissed', userId: auth.userId });
      });
    },
  };
}
