import { API_PATHS, ZConfigurationQuery, ZConfigurationResponse, ZErrorBody } from '@registry/contracts';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { sendJsonString } from '../../platform/errors.js';
import type { ConfigurationService } from './configuration.service.js';

export function registerConfigurationRoutes(app: App, service: ConfigurationService): void {
  // No sign-in required yet (see the service); the accounts issue adds the claim check.
  app.get(
    API_PATHS.configuration,
    {
      schema: {
        tags: ['configuration'],
        summary: 'One configuration value, as a JSON string',
        querystring: ZConfigurationQuery,
        response: { 200: ZConfigurationResponse, 400: ZErrorBody, 404: z.string() },
      },
    },
    async (request, reply) => sendJsonString(reply, await service.get(request.query.key)),
  );
}
