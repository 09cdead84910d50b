import { API_PATHS, ZAlertList, ZDismissAlertRequest } from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { AlertsService } from './alerts.service.js';

/**
 * The dashboard's alerts (spec 2 §7 "dismiss alert"; the list's path is not shown): whoever has a
 * dashboard (CLAIMS.dashboard) reads the alerts meant for them and dismisses their own.
 */
export function registerAlertsRoutes(app: App, service: AlertsService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.dashboard)];
  app.get(
    API_PATHS.alerts,
    {
      preHandler,
      schema: {
        tags: ['alerts'],
        summary: 'The alerts shown on my dashboard today, newest first',
        response: { 200: ZAlertList, ...failures(401, 403) },
      },
    },
    (request) => service.list(authOf(request)),
  );
  app.post(
    API_PATHS.alertDismiss,
    {
      preHandler,
      schema: {
        tags: ['alerts'],
        summary: 'Dismiss one of my alerts',
        body: ZDismissAlertRequest,
        response: { 204: z.null(), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.dismiss(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
