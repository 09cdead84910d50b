/**
 * The professional development plan (issue 25; spec 3 §2 /dashboard/pdp, §3 entities 11, 12, 13 and 16,
 * §4, §6): the items' entities (Required Training, Goals, Self-Assessment), comments and reflections, and
 * the calls that add a comment or reflection, read an item's actions and make the Self-Assessment's rows.
 */
export {
  PDP_ENTITIES,
  pdpCommentEntity,
  pdpGoalEntity,
  pdpRequiredTrainingEntity,
  pdpSelfAssessmentEntity,
} from './pdp.entity.js';
export { GOAL, REQUIRED_TRAINING, SELF_ASSESSMENT } from './pdp.form.js';
export { pdpScope } from './pdp-scope.js';
export { registerPdpRoutes } from './pdp.routes.js';
export { createPdpService, type PdpService } from './pdp.service.js';
