import {
  API_PATHS,
  ZFlatFileRequest,
  ZGridDeleteRequest,
  ZGridDisableRequest,
  ZGridDisableResponse,
  ZGridRequest,
  ZGridResponse,
  ZGridSummaryRequest,
  ZGridSummaryResponse,
} from '@registry/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { GridService } from './grid.service.js';

/**
 * The grid calls (spec 3 §7 "Grids", POST /form/flatfile). A session is all they require: who sees which
 * rows, and may do what with them, is the policies' answer (a first-time user's employment tab included).
 */
export function registerGridRoutes(app: App, service: GridService): void {
  app.post(
    API_PATHS.grid,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['grids'],
        summary: "One page of a grid: the rows in the viewer's scope with their flags, and the columns",
        body: ZGridRequest,
        response: { 200: ZGridResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.page(authOf(request), request.body),
  );
  app.post(
    API_PATHS.gridSummary,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['grids'],
        summary: 'How many rows match (counted up to a cap) and their newest change',
        body: ZGridSummaryRequest,
        response: { 200: ZGridSummaryResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.summary(authOf(request), request.body),
  );
  app.post(
    API_PATHS.gridDisable,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['grids'],
        summary: 'Disable or enable one row',
        body: ZGridDisableRequest,
        response: { 200: ZGridDisableResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.disable(authOf(request), request.body),
  );
  app.post(
    API_PATHS.gridDelete,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['grids'],
        summary: 'Delete one row, with the files only it named',
        body: ZGridDeleteRequest,
        response: { 204: z.null(), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.delete(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.post(
    API_PATHS.flatFile,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['grids'],
        summary: "Every row matching a grid's filters as a CSV (streamed) or a PDF, as an attachment",
        body: ZFlatFileRequest,
        response: { 200: z.unknown().describe('the file'), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.exportFile(authOf(request), request.body);
      return (
        reply
          .type(file.contentType)
          // The names are ASCII by construction (the grid's file name and a time stamp).
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
}
