/**
 * The career lattice (issue 25; spec 3 §2 /dashboard/career, §3 entity 31 / form 28, §4, §9): the level a
 * professional claims (entity 31), the tenant's requirements and each person's explained placement, and the
 * job that recomputes everyone's placement after the requirements change.
 */
export { careerLatticeEntity } from './career-lattice.entity.js';
export { CAREER_LATTICE, careerLatticeForm } from './career-lattice.form.js';
export { registerCareerRoutes } from './career.routes.js';
export { createCareerService, CAREER_RECOMPUTE_QUEUE, type CareerService } from './career.service.js';
export { recomputeAll, recomputeBatch, findFacts, findRequirements } from './career.repository.js';
