/**
 * The profile (spec 1 §2 profile tabs, spec 3 §3): the person's own record (the user, form 1) and their
 * profile records (training, education, community service, membership, certification, experience), each
 * one entity definition.
 */
import { certificationEntity } from './certification.entity.js';
import { communityServiceEntity } from './community-service.entity.js';
import { educationEntity } from './education.entity.js';
import { experienceEntity } from './experience.entity.js';
import { membershipEntity } from './membership.entity.js';
import { trainingRecordEntity } from './training-record.entity.js';
import { userEntity } from './user.entity.js';

export const PROFILE_ENTITIES = [
  userEntity,
  trainingRecordEntity,
  educationEntity,
  communityServiceEntity,
  membershipEntity,
  certificationEntity,
  experienceEntity,
] as const;

export {
  certificationEntity,
  communityServiceEntity,
  educationEntity,
  experienceEntity,
  membershipEntity,
  trainingRecordEntity,
  userEntity,
};
export { CERTIFICATION, certificationForm } from './certification.form.js';
export { COMMUNITY_SERVICE, communityServiceForm } from './community-service.form.js';
export { EDUCATION, EDUCATION_STATUS_CHOICES, educationForm } from './education.form.js';
export { EXPERIENCE, experienceForm } from './experience.form.js';
export { MEMBERSHIP, MEMBERSHIP_TYPE_CHOICES, membershipForm } from './membership.form.js';
export { PERSONAL, personalForm } from './personal.form.js';
export { TRAINING, trainingRecordForm } from './training-record.form.js';
// The verifiable record's definition, shared by the career lattice level (entity 31, modules/career).
export { profileRecordEntity, verificationColumns } from './profile-record.js';
