import {
  API_PATHS,
  RENEWED_TOKEN_HEADER,
  ZClaimsResponse,
  ZHeartbeatResponse,
  ZLoginRequest,
  ZLoginResponse,
} from '@registry/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures, ZNoQuery } from '../../platform/route-schemas.js';
import type { SignInService } from './sign-in.service.js';

/** Login attempts count per client address and user name, so one user's mistakes do not block another. */
function loginKey(request: FastifyRequest): string {
  const userName = (request.body as { userName?: unknown } | undefined)?.userName;
  return `${request.ip}|${typeof userName === 'string' ? userName.trim().toLowerCase() : ''}`;
}

export function registerSignInRoutes(app: App, service: SignInService, loginLimit: number): void {
  app.post(
    API_PATHS.login,
    {
      config: {
        // After validation, so the key can use the user name from the body.
        rateLimit: { max: loginLimit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: loginKey },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; a token, the next route and whether the account is API-only',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...failures(400, 429) },
      },
    },
    (request) => service.login(request.body, request.ip),
  );

  app.post(
    API_PATHS.logout,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session ends and its token stops working',
        querystring: ZNoQuery,
        response: { 204: z.null(), ...failures(401) },
      },
    },
    async (request, reply) => {
      await service.logout(authOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    API_PATHS.heartbeat,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: `A renewed token for the session (also in the ${RENEWED_TOKEN_HEADER} header)`,
        querystring: ZNoQuery,
        response: { 200: ZHeartbeatResponse, ...failures(401) },
      },
    },
    async (request, reply) => {
      const jwt = await service.heartbeat(authOf(request));
      reply.header(RENEWED_TOKEN_HEADER, jwt.auth_token);
      return { jwt };
    },
  );

  app.get(
    API_PATHS.claims,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The active role and its claims',
        querystring: ZNoQuery,
        response: { 200: ZClaimsResponse, ...failures(401) },
      },
    },
    (request) => service.claims(authOf(request)),
  );
}
