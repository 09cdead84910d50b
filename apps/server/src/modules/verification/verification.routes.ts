import {
  API_PATHS,
  ZMessageResponse,
  ZVerificationAction,
  ZVerificationBulkReject,
  ZVerificationBulkRejectResponse,
  ZVerificationQueue,
  ZVerificationQueueQuery,
  ZVerificationState,
  ZVerificationHistory,
  ZVerificationHistoryQuery,
  ZVerificationRequest,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireAnyClaim, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { VerificationService } from './verification.service.js';

/**
 * The verifiers: records.verify (200 in tn, 350, 375), and the career lattice's (400, 500, AdminUser in al
 * and tn: lattice.verify). Each action still asks the entity's policy (mayVerify), each queue row its SQL.
 */
const VERIFIERS = requireAnyClaim(CLAIMS.verifyRecords, CLAIMS.verifyLattice, CLAIMS.verifyPdp);

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
  app.post(
    API_PATHS.verificationAction,
    {
      preHandler: [app.authenticate, VERIFIERS],
      schema: {
        tags: ['verification'],
        summary: 'Verify, decline, remove the verification of, or return a record (verifiers)',
        body: ZVerificationAction,
        response: { 200: ZVerificationState, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.act(authOf(request), request.body),
  );
  app.post(
    API_PATHS.verificationBulkReject,
    {
      preHandler: [app.authenticate, VERIFIERS],
      schema: {
        tags: ['verification'],
        summary: "Decline several of one person's records of one type with one comment",
        body: ZVerificationBulkReject,
        response: { 200: ZVerificationBulkRejectResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.bulkReject(authOf(request), request.body),
  );
  app.get(
    API_PATHS.verificationQueue,
    {
      preHandler: [app.authenticate, VERIFIERS],
      schema: {
        tags: ['verification'],
        summary: 'The verification requests waiting for this verifier, oldest first, with their ages',
        querystring: ZVerificationQueueQuery,
        response: { 200: ZVerificationQueue, ...failures(400, 401, 403) },
      },
    },
    (request) => service.queue(authOf(request), request.query),
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
