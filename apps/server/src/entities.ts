import { alertEntity } from './modules/alerts/index.js';
import { feedbackEntity } from './modules/feedback/index.js';
import { formSampleEntity } from './modules/form-sample/index.js';
import { PROFILE_ENTITIES } from './modules/profile/index.js';
import { reportEntity } from './modules/reporting/index.js';
import { PDP_ENTITIES } from './modules/pdp/index.js';
import { COACHING_ENTITIES } from './modules/coaching/index.js';
import { careerLatticeEntity } from './modules/career/index.js';
import { RESUME_ENTITIES } from './modules/resume/index.js';
import { TRAINING_CATALOGUE_ENTITIES } from './modules/training-catalogue/index.js';
import { verificationEntity } from './modules/verification/index.js';
import { createEntityRegistry } from './platform/entities/index.js';

/**
 * Every entity of the registry, each defined once in its feature module (DESIGN §3 "Entity definitions";
 * the recipe is in docs/architecture.md): the registry the app hands to the forms service, the grid
 * engine, uploads and verification. Like app.ts, only the composition (app.ts, main.ts, the tests'
 * set-up) imports it; no module does.
 */
export const ENTITY_REGISTRY = createEntityRegistry([
  ...PROFILE_ENTITIES,
  alertEntity,
  feedbackEntity,
  formSampleEntity,
  verificationEntity,
  ...TRAINING_CATALOGUE_ENTITIES,
  reportEntity,
  ...PDP_ENTITIES,
  ...COACHING_ENTITIES,
  careerLatticeEntity,
  ...RESUME_ENTITIES,
]);
