import {
  API_PATHS,
  ZReportRun,
  ZReportRunParams,
  ZReportRunRequest,
  ZReportRunsQuery,
  ZReportRunsResponse,
} from '@registry/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { ReportsService } from './reports.service.js';

const tags = ['reports'];

/** A CSV as an attachment (the names are ASCII by construction: a reportType and a time stamp). */
function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * The report screens' calls (issue 27; spec 2 §7, paths ours). A session is all the routes require: the
 * screen's claim, the tenant's list and the organization are the service's (the domain's reportRunDecision),
 * and a run is its owner's alone.
 */
export function registerReportsRoutes(app: App, service: ReportsService): void {
  app.post(
    API_PATHS.reportRun,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Run a screen's report: its CSV at once, or (202) the run of a report that runs as a job",
        body: ZReportRunRequest,
        response: {
          200: z.unknown().describe('text/csv'),
          202: ZReportRun,
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.run(authOf(request), request.body);
      if (answer.kind === 'run') return reply.code(202).send(answer.run);
      return sendCsv(reply, answer.fileName, answer.body);
    },
  );
  app.get(
    API_PATHS.reportRuns,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "My runs of a screen's reports, newest first (at most 20)",
        querystring: ZReportRunsQuery,
        response: { 200: ZReportRunsResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.runs(authOf(request), request.query.screen),
  );
  app.get(
    API_PATHS.reportRunOne,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One of my runs: its status and progress',
        params: ZReportRunParams,
        response: { 200: ZReportRun, ...failures(400, 401, 404) },
      },
    },
    (request) => service.one(authOf(request), request.params.runId),
  );
  app.get(
    API_PATHS.reportRunFile,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One of my done runs' CSV",
        params: ZReportRunParams,
        response: { 200: z.unknown().describe('text/csv'), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.file(authOf(request), request.params.runId);
      return sendCsv(reply, file.fileName, file.body);
    },
  );
}
