import { API_PATHS, ZBootResponse, ZErrorBody, ZHealthResponse, ZReadyResponse } from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import type { SystemService } from './system.service.js';

export function registerSystemRoutes(app: App, service: SystemService): void {
  app.get(
    API_PATHS.health,
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: ZHealthResponse } } },
    () => service.health(),
  );
  app.get(
    API_PATHS.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: ZReadyResponse, 503: ZErrorBody },
      },
    },
    () => service.ready(),
  );
  app.get(
    API_PATHS.boot,
    {
      schema: {
        tags: ['system'],
        summary: 'Public tenant configuration, environment and version',
        response: { 200: ZBootResponse },
      },
    },
    () => service.boot(),
  );
}
