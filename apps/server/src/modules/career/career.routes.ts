import {
  API_PATHS,
  ZLatticePlacement,
  ZLatticePlacementQuery,
  ZLatticeRequirements,
  ZLatticeRequirementsUpdate,
  ZLatticeRequirementsUpdated,
} from '@registry/contracts';
import type { App } from '../../platform/app-types.js';
import { authOf } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { CareerService } from './career.service.js';

/**
 * The career lattice's calls (issue 25, beyond the spec's paths): its requirements and a person's explained
 * placement. The service answers 404 where the tenant has no lattice (jh) and checks the claims.
 */
export function registerCareerRoutes(app: App, service: CareerService): void {
  app.get(
    API_PATHS.careerRequirements,
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['career'],
        summary: "The career lattice's eight levels and what each requires",
        response: { 200: ZLatticeRequirements, ...failures(401, 403, 404) },
      },
    },
    (request) => service.requirements(authOf(request)),
  );
  app.put(
    API_PATHS.careerRequirements,
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['career'],
        summary: "Replace the career lattice's requirements (administrators); everyone is recomputed",
        body: ZLatticeRequirementsUpdate,
        response: { 200: ZLatticeRequirementsUpdated, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.updateRequirements(authOf(request), request.body),
  );
  app.get(
    API_PATHS.careerPlacement,
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['career'],
        summary: "A person's placement on the career lattice and what is missing for the next level",
        querystring: ZLatticePlacementQuery,
        response: { 200: ZLatticePlacement, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => service.placement(authOf(request), request.query),
  );
}
