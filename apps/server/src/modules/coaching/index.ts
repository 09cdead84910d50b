/**
 * Coaching (issue 25; spec 3 §2 /dashboard/coaches and the coach pages, §3 entities 21 and 22, §4, §5, §7;
 * spec 2 Coaching History): the coach relationship and its actions (entity definitions and their grids), and
 * the calls that request, answer, withdraw and end coaching and switch PDP commenting.
 */
import { coachRelationshipActionEntity } from './coach-relationship-action.entity.js';
import { coachRelationshipEntity } from './coach-relationship.entity.js';

export { coachRelationshipActionEntity, coachRelationshipEntity };
export const COACHING_ENTITIES = [coachRelationshipEntity, coachRelationshipActionEntity] as const;
export { registerCoachingRoutes } from './coaching.routes.js';
export { createCoachingService, type CoachingService } from './coaching.service.js';
