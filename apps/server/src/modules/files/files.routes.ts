import { API_PATHS, ZStaticFileParams } from '@registry/contracts';
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
        summary: 'A static document (user guides, PDP help) as a PDF',
        params: ZStaticFileParams,
        // The PDF's bytes: a Buffer is sent as it is, never serialized.
        response: { 200: z.unknown().describe('application/pdf'), ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.staticFile(request.params.code);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );
}
