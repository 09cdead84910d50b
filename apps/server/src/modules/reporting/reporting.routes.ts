import {
  API_PATHS,
  ZReportAnswer,
  ZReportComments,
  ZReportCommentsQuery,
  ZReportRespondRequest,
  ZReportSubmitRequest,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { ReportingService } from './reporting.service.js';

/**
 * The DHR reports' calls (spec 3 §7: POST /reporting/submit and /reporting/respond; the Review Comments'
 * GET), for the roles holding CLAIMS.dhrReports (250, 400, 500, AdminUser; anyone else 403). The reports
 * themselves are written through form 25 and listed by the dhr-report grid.
 */
export function registerReportingRoutes(app: App, service: ReportingService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.dhrReports)];
  app.post(
    API_PATHS.reportSubmit,
    {
      preHandler,
      schema: {
        tags: ['reporting'],
        summary: 'Submit my Draft or Declined DHR report for review, with an optional comment',
        body: ZReportSubmitRequest,
        response: { 200: ZReportAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.submit(authOf(request), request.body),
  );
  app.post(
    API_PATHS.reportRespond,
    {
      preHandler,
      schema: {
        tags: ['reporting'],
        summary: 'Approve (455) or decline (456, with a comment) a submitted DHR report',
        body: ZReportRespondRequest,
        response: { 200: ZReportAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.respond(authOf(request), request.body),
  );
  app.get(
    API_PATHS.reportComments,
    {
      preHandler,
      schema: {
        tags: ['reporting'],
        summary: "A DHR report's Review Comments: each submission and decision, oldest first",
        querystring: ZReportCommentsQuery,
        response: { 200: ZReportComments, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.comments(authOf(request), request.query),
  );
}
