import type { TTokenPayload } from '@registry/contracts';
import { API_ERRORS, hasClaims, type Claim } from '@registry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, isApiPath } from './errors.js';
import type { AuthContext, Sessions } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live session, else 401. Sets request.auth. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The verified payload of the request's bearer token (signature and expiry checked once, on arrival),
     * or null. It says whose the request claims to be (the rate limit counts per user); only
     * app.authenticate, which checks the session row, makes it request.auth.
     */
    tokenPayload: TTokenPayload | null;
  }
}

export const notSignedIn = () => new HttpError(401, API_ERRORS.notSignedIn);
export const forbidden = (message: string = API_ERRORS.notAllowed) => new HttpError(403, message);

const BEARER = /^Bearer\s+(\S+)$/i;

/** Registers app.authenticate, request.auth (null until authenticate ran) and request.tokenPayload. */
export function registerAuth(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenPayload', null);
  // Callback hooks, not async ones: every request runs them, and a promise per hook per request adds up.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header !== undefined && isApiPath(request.url)) {
      const token = BEARER.exec(header)?.[1];
      if (token !== undefined) request.tokenPayload = sessions.verify(token);
    }
    done();
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const context = request.tokenPayload === null ? null : await sessions.resume(request.tokenPayload);
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

/** preHandler after app.authenticate: the active role's claims must include one of `claims`, else 403. */
export function requireAnyClaim(...claims: Claim[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const held = authOf(request).claims;
    if (!claims.some((claim) => held.includes(claim))) throw forbidden();
  };
}

/** request.auth of a route that ran app.authenticate. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw notSignedIn();
  return request.auth;
}
