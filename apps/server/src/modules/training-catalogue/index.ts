/**
 * The training catalogue (issue 23; spec 3 §2-§9): courses (entity 23, form 23), their sessions (entity 24,
 * form 22) and the sessions' enrollments (entity 26, form 24), with their grids (manage-training,
 * schedule-training, manage-attendance), and Delete Training and Delete Session by id. Registration is the
 * training module's.
 */
import { courseSectionEntity } from './course-section.entity.js';
import { courseEntity } from './course.entity.js';
import { enrollmentEntity } from './enrollment.entity.js';

export { courseEntity } from './course.entity.js';
export { courseSectionEntity } from './course-section.entity.js';
export { enrollmentEntity } from './enrollment.entity.js';
export { COURSE, courseForm } from './course.form.js';
export { SESSION, courseSectionForm } from './course-section.form.js';
export { ENROLLMENT, enrollmentForm } from './enrollment.form.js';
export { registerTrainingCatalogueRoutes } from './training-catalogue.routes.js';
export {
  createTrainingCatalogueService,
  type TrainingCatalogueService,
} from './training-catalogue.service.js';

/** Every entity of the catalogue, for the registry (src/entities.ts). */
export const TRAINING_CATALOGUE_ENTITIES = [courseEntity, courseSectionEntity, enrollmentEntity] as const;
