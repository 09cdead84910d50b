import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PATHS } from '@registry/contracts';
import type { Tenant } from '@registry/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas; UI at /api/docs, document at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, tenant: Tenant, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${tenant.productName} API`, version },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI loads only its own script files, so it works under the app's CSP unchanged.
  await app.register(swaggerUi, { routePrefix: API_PATHS.docs });
}
