import { API_PATHS, ZTrainingReportQuery, ZTrainingReportResponse } from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { TrainingReportService } from './training-report.service.js';

/** GET /api/accounts/trainingreport (tn): Search Users' training report of a person at an organization. */
export function registerTrainingReportRoutes(app: App, service: TrainingReportService): void {
  app.get(
    API_PATHS.trainingReport,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.searchUsers)],
      schema: {
        tags: ['users'],
        summary: "A person's training records at an organization as a PDF (tn)",
        querystring: ZTrainingReportQuery,
        response: { 200: ZTrainingReportResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.report(authOf(request), request.query),
  );
}
