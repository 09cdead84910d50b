import { API_ERRORS, hasClaims, type Claim } from '@registry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import type { AuthContext, Sessions } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live session, else 401. Sets request.auth. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const notSignedIn = () => new HttpError(401, API_ERRORS.notSignedIn);
export const forbidden = (message: string = API_ERRORS.notAllowed) => new HttpError(403, message);

/** Registers app.authenticate and request.auth (null until authenticate ran). */
export function registerAuth(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const context = match?.[1] ? await sessions.authenticate(match[1]) : null;
    if (context === null) throw notSignedIn();
    request.auth = context;
  });
}

/** preHandler after app.authenticate: the active role's claims must include every one of `claims`, else 403. */
export function requireClaims(...claims: Claim[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasClaims(authOf(request).claims, claims)) throw forbidden();
  };
}

/** request.auth of a route that ran app.authenticate. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw notSignedIn();
  return request.auth;
}
