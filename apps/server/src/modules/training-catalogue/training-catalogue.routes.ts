import { API_PATHS, ZDeleteCourseRequest, ZDeleteSectionRequest } from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import { z } from 'zod';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { TrainingCatalogueService } from './training-catalogue.service.js';

/**
 * Delete Training and Delete Session (spec 3 §7: POST /course/deletecourse, /coursesection/deletesection),
 * for trainers (CLAIMS.manageTraining; anyone else 403). The courses and sessions themselves are written
 * through forms 23 and 22 and listed by the grids.
 */
export function registerTrainingCatalogueRoutes(app: App, service: TrainingCatalogueService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.manageTraining)];
  app.post(
    API_PATHS.deleteCourse,
    {
      preHandler,
      schema: {
        tags: ['training'],
        summary: 'Delete one of my trainings (only while it has no session)',
        body: ZDeleteCourseRequest,
        response: { 204: z.null(), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.deleteCourse(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.post(
    API_PATHS.deleteSection,
    {
      preHandler,
      schema: {
        tags: ['training'],
        summary: 'Delete one of my sessions (only while it never had an enrollment)',
        body: ZDeleteSectionRequest,
        response: { 204: z.null(), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.deleteSection(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
