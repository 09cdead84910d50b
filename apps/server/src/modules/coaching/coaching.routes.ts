import {
  API_PATHS,
  ZCoachActionAnswer,
  ZCoachActionRequest,
  ZCoachFindQuery,
  ZCoachRelationships,
  ZCoachRequests,
} from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { CoachingService } from './coaching.service.js';

/**
 * Coaching's calls (spec 3 §7: POST /coach/coachrelationshipaction, GET /coach/requests; ours: the caller's
 * relationships and Find a Coach), for a professional (active 100) or a coach (active 300) in a tenant with
 * coaching (al: 404; other roles 403: the service decides, by the active role and its claims).
 */
export function registerCoachingRoutes(app: App, service: CoachingService): void {
  const preHandler = [app.authenticate];
  app.post(
    API_PATHS.coachAction,
    {
      preHandler,
      schema: {
        tags: ['coaching'],
        summary:
          'A coaching action: request, withdraw, approve, reject, end coaching, allow or remove PDP commenting',
        body: ZCoachActionRequest,
        response: { 200: ZCoachActionAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.act(authOf(request), request.body),
  );
  app.get(
    API_PATHS.coachRequests,
    {
      preHandler,
      schema: {
        tags: ['coaching'],
        summary: "The caller's coaching requests waiting for an answer, sent and received",
        response: { 200: ZCoachRequests, ...failures(401, 403, 404) },
      },
    },
    (request) => service.requests(authOf(request)),
  );
  app.get(
    API_PATHS.coachRelationships,
    {
      preHandler,
      schema: {
        tags: ['coaching'],
        summary: "The caller's coaching relationships with the other person and the actions offered",
        response: { 200: ZCoachRelationships, ...failures(401, 403, 404) },
      },
    },
    (request) => service.relationships(authOf(request)),
  );
  app.get(
    API_PATHS.coachFind,
    {
      preHandler,
      schema: {
        tags: ['coaching'],
        summary: 'Find a coach by name (a professional), with the actions offered for each',
        querystring: ZCoachFindQuery,
        response: { 200: ZCoachRelationships, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.findCoaches(authOf(request), request.query.name),
  );
}
