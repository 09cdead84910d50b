import { API_PATHS, ZStaticFileParams, ZStaticFileQuery } from '@registry/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { failures } from '../../platform/route-schemas.js';
import type { FilesService } from './files.service.js';

export function registerFilesRoutes(app: App, service: FilesService): void {
  // Public: the guides hold no personal data, and the dashboard links to them directly.
  app.get(
    API_PATHS.staticFile,
    {
      schema: {
        tags: ['files'],
        summary:
          'A static document (user guides, PDP help) as a PDF: inline, or an attachment with download=true',
        params: ZStaticFileParams,
        querystring: ZStaticFileQuery,
        // The PDF's bytes: a Buffer is sent as it is, never serialized.
        response: { 200: z.unknown().describe('application/pdf'), ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.staticFile(request.params.code);
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${fileName}"`)
          // Public documents: the browser may keep them for an hour (its PDF viewer reads the cached copy
          // instead of fetching the file a second time).
          .header('cache-control', 'public, max-age=3600')
          .send(bytes)
      );
    },
  );
}
