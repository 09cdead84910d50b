import {
  API_PATHS,
  ZPdpCommentAnswer,
  ZPdpCommentRequest,
  ZPdpItem,
  ZPdpItemQuery,
  ZPdpSelfAssessmentAnswer,
  ZPdpSelfAssessmentRequest,
} from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { PdpService } from './pdp.service.js';

/**
 * The PDP's calls (issue 25): for any signed-in viewer; whose PDP they reach is the policy's (pdpAccess),
 * and anything beyond it answers 404. The items are written through their forms and listed by their grids.
 */
export function registerPdpRoutes(app: App, service: PdpService): void {
  const preHandler = [app.authenticate];
  app.post(
    API_PATHS.pdpComment,
    {
      preHandler,
      schema: {
        tags: ['pdp'],
        summary: 'Add a comment (form 14) or reflection (form 15) to a PDP item',
        body: ZPdpCommentRequest,
        response: { 200: ZPdpCommentAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.addComment(authOf(request), request.body),
  );
  app.get(
    API_PATHS.pdpItem,
    {
      preHandler,
      schema: {
        tags: ['pdp'],
        summary: "A PDP item's state and what the viewer may do on it (verify, reflect, comment)",
        querystring: ZPdpItemQuery,
        response: { 200: ZPdpItem, ...failures(400, 401, 404) },
      },
    },
    (request) => service.item(authOf(request), request.query),
  );
  app.post(
    API_PATHS.pdpSelfAssessment,
    {
      preHandler,
      schema: {
        tags: ['pdp'],
        summary: "Make the person's Self-Assessment rows (one per competency area) where missing",
        body: ZPdpSelfAssessmentRequest,
        response: { 200: ZPdpSelfAssessmentAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.prepareSelfAssessment(authOf(request), request.body),
  );
}
