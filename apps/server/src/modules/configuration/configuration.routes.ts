import { API_PATHS, ZConfigurationQuery, ZConfigurationResponse, ZErrorBody } from '@registry/contracts';
import { isPublicConfigurationKey } from '@registry/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { sendJsonString } from '../../platform/errors.js';
import type { ConfigurationService } from './configuration.service.js';

export function registerConfigurationRoutes(app: App, service: ConfigurationService): void {
  app.get(
    API_PATHS.configuration,
    {
      // The public keys need no sign-in; any other key does (the service checks the claim).
      preHandler: async (request, reply) => {
        if (!isPublicConfigurationKey(request.query.key)) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['configuration'],
        summary:
          'One configuration value, as a JSON string (public keys for anyone; others need configuration.read)',
        querystring: ZConfigurationQuery,
        response: {
          200: ZConfigurationResponse,
          400: ZErrorBody,
          401: z.string(),
          403: z.string(),
          404: z.string(),
        },
      },
    },
    async (request, reply) => sendJsonString(reply, await service.get(request.query.key, request.auth)),
  );
}
