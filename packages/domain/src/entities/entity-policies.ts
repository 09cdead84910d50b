import {
  alertPolicy,
  feedbackPolicy,
  formSamplePolicy,
  userPolicy,
} from '../policies/account-record-policies.js';
import {
  certificationPolicy,
  communityServicePolicy,
  educationPolicy,
  experiencePolicy,
  membershipPolicy,
  trainingRecordPolicy,
} from '../policies/profile-record-policy.js';
import { coursePolicy } from '../policies/course-policy.js';
import { courseSectionPolicy } from '../policies/course-section-policy.js';
import { enrollmentPolicy } from '../policies/enrollment-policy.js';
import { reportPolicy } from '../policies/report-policy.js';
import { coachRelationshipActionPolicy, coachRelationshipPolicy } from '../policies/coaching-policy.js';
import { verificationPolicy } from '../policies/verification-policy.js';
import {
  pdpCommentPolicy,
  pdpGoalPolicy,
  pdpRequiredTrainingPolicy,
  pdpSelfAssessmentPolicy,
} from '../policies/pdp-policy.js';
import { careerLatticePolicy } from '../policies/career-lattice-policy.js';
import { referencePolicy, resumePolicy } from '../policies/resume-policy.js';
import type { EntityPolicy, PolicyTenant } from './entity-policy.js';
import type { EntityType } from './entity-types.js';
import type { RoleName } from '../roles.js';

/**
 * Every entity's policy, by entity type: what the server's entity definitions name, and what the web asks
 * when it presents (Include Disabled, the help legend). Adding an entity adds its policy here.
 */
const POLICIES: readonly EntityPolicy<never>[] = [
  userPolicy,
  trainingRecordPolicy,
  educationPolicy,
  communityServicePolicy,
  membershipPolicy,
  certificationPolicy,
  experiencePolicy,
  alertPolicy,
  feedbackPolicy,
  formSamplePolicy,
  verificationPolicy,
  coursePolicy,
  courseSectionPolicy,
  enrollmentPolicy,
  reportPolicy,
  coachRelationshipPolicy,
  coachRelationshipActionPolicy,
  pdpRequiredTrainingPolicy,
  pdpGoalPolicy,
  pdpSelfAssessmentPolicy,
  pdpCommentPolicy,
  careerLatticePolicy,
  resumePolicy,
  referencePolicy,
];

const BY_TYPE = new Map<number, EntityPolicy<never>>(POLICIES.map((policy) => [policy.entityType, policy]));

/** The policy of an entity type, or undefined for a type without records of its own yet. */
export function entityPolicy(entityType: EntityType | number): EntityPolicy<never> | undefined {
  return BY_TYPE.get(entityType);
}

/**
 * Whether a grid of the entity type shows Disable/Enable and Include Disabled to the active role (spec 3
 * §6), as its policy says; no for an entity type without a policy.
 */
export function showsDisableControls(
  activeRole: RoleName | string | null,
  entityTypeId: number,
  tenant: PolicyTenant,
): boolean {
  return entityPolicy(entityTypeId)?.disableControls(activeRole as RoleName | null, tenant) ?? false;
}
