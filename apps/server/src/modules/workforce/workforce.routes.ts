import { API_PATHS, ZWorkforceExportQuery, ZWorkforceSummary } from '@registry/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures, ZNoQuery } from '../../platform/route-schemas.js';
import type { WorkforceService } from './workforce.service.js';

/**
 * The workforce dashboard's calls (issue 27, beyond the spec): every chart's numbers, and one chart's as a
 * de-identified CSV. The service checks who may (managers and administrators; anyone else 403).
 */
export function registerWorkforceRoutes(app: App, service: WorkforceService): void {
  app.get(
    API_PATHS.workforceSummary,
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['reports'],
        summary: "The workforce dashboard's charts, from the aggregates computed at most 15 minutes before",
        querystring: ZNoQuery,
        response: { 200: ZWorkforceSummary, ...failures(401, 403) },
      },
    },
    (request) => service.summary(authOf(request)),
  );
  app.get(
    API_PATHS.workforceExport,
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['reports'],
        summary: "One chart's numbers as a de-identified CSV (counts under 10 written as 'fewer than 10')",
        querystring: ZWorkforceExportQuery,
        response: { 200: z.unknown().describe('the CSV'), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const file = await service.exportChart(authOf(request), request.query.chart);
      return (
        reply
          .type('text/csv; charset=utf-8')
          // The names are ASCII by construction (the chart's file name and a time stamp).
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
}
