import {
  API_PATHS,
  ZMessageResponse,
  ZVerificationHistory,
  ZVerificationHistoryQuery,
  ZVerificationRequest,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { VerificationService } from './verification.service.js';

export function registerVerificationRoutes(app: App, service: VerificationService): void {
  app.post(
    API_PATHS.verificationRequest,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.profile)],
      schema: {
        tags: ['verification'],
        summary: "Ask for one of one's own profile records to be verified; it is locked until returned",
        body: ZVerificationRequest,
        response: { 200: ZMessageResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.request(authOf(request), request.body),
  );
  app.get(
    API_PATHS.verificationHistory,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['verification'],
        summary: "A profile record's verification history, oldest first",
        querystring: ZVerificationHistoryQuery,
        response: { 200: ZVerificationHistory, ...failures(400, 401, 404) },
      },
    },
    (request) => service.history(authOf(request), request.query),
  );
}
