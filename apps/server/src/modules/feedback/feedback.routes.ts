import { API_PATHS, ZFeedbackListQuery, ZFeedbackListResponse } from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { FeedbackService } from './feedback.service.js';

export function registerFeedbackRoutes(app: App, service: FeedbackService): void {
  app.get(
    API_PATHS.feedback,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.readFeedback)],
      schema: {
        tags: ['feedback'],
        summary: 'What users sent through Feedback, newest first',
        querystring: ZFeedbackListQuery,
        response: { 200: ZFeedbackListResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.list(request.query),
  );
}
