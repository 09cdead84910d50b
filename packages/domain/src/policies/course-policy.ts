import { CLAIMS } from '../claims.js';
import {
  disableControlsFor,
  NO_PERMISSIONS,
  type EntityPolicy,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { isRoleIn, type GeneralRole } from '../roles.js';
import type { RecordsViewer } from './records.js';

/**
 * The roles that see every trainer's catalogue (courses, sessions, enrollments), read only: the
 * administrators (docs/decisions/training-catalogue.md). They neither add, edit, disable nor delete.
 */
export const TRAINING_OVERSIGHT_ROLES = ['400', '500', 'AdminUser'] as const satisfies readonly GeneralRole[];

/**
 * How far the viewer reaches the catalogue of `trainer` (the owner of a course, of a session, and, for the
 * enrollments, the trainer of their session): a trainer (CLAIMS.manageTraining, active role 250) their own
 * ('edit'); the administrators everyone's ('view'); nobody else anyone's (their calls answer 404). Another
 * trainer's courses are beyond a trainer. The SQL of the catalogue's grids says the same (its scope).
 */
export function trainingCatalogueReach(viewer: RecordsViewer, trainer: { userId: number }): Reach {
  if (viewer.claims.includes(CLAIMS.manageTraining) && viewer.userId === trainer.userId) return 'edit';
  if (isRoleIn(TRAINING_OVERSIGHT_ROLES, viewer.activeRole)) return 'view';
  return 'none';
}

/**
 * Disable/Enable and Include Disabled on courses, sessions and enrollments (spec 3 §6): AdminUser, 400,
 * 500 (every grid) and role 250 on entity types 23, 24 and 26. A row offers it only where its canDisable
 * says so (the administrators only read the catalogue: never).
 */
export const trainingDisableControls = disableControlsFor((role) => role === '250');

/** The catalogue's texts (ours: the spec gives none for these refusals). */
export const CATALOGUE_TEXTS = {
  courseHasSessions:
    'This training has sessions and cannot be deleted. Delete its sessions first, or disable the training.',
  sessionHadEnrollments:
    'This session has had enrollments and cannot be deleted. Disable it to take it off the calendar.',
  sessionLocked: 'This session is locked: its attendance has been finalized, so it can no longer be changed.',
  courseRequired: 'Choose the training this session is scheduled for.',
  courseDisabled: 'This training is disabled. Enable it before scheduling a session of it.',
  capacityBelowRegistered: (registered: number) =>
    `${registered} ${registered === 1 ? 'person is' : 'people are'} registered for this session: the seat capacity cannot be less.`,
  waitlistBelowWaitlisted: (waitlisted: number) =>
    `${waitlisted} ${waitlisted === 1 ? 'person is' : 'people are'} on the waitlist of this session: the waitlist capacity cannot be less.`,
  notYourCourse: 'There is no such training among yours.',
  userIdNotYours: 'userId must be your own: trainings are deleted by their trainer.',
} as const;

/** A course as its policy reads it: whose it is, whether it is disabled, and how many sessions it has. */
export interface CourseState extends RecordState {
  /** Its sessions, disabled ones included (a session keeps its course). */
  sessionCount: number;
  /** Enrollments holding a place now in its sessions (Registered, Waitlisted, Pending Approval). */
  openEnrollments: number;
}

/**
 * Courses (entity 23, form 23; spec 3 §2 manage-training, §4 "Delete Training", §6): a trainer (250) adds
 * courses, and views, edits, disables, enables and deletes their own; Delete Training only while the course
 * has no session. A disabled course is enabled before it is edited; a course with people registered for one
 * of its sessions is not disabled (as a session: courseSectionPolicy). Administrators view every course; no
 * one else sees any (role 100 finds sessions through the registration calls).
 */
export const coursePolicy: EntityPolicy<CourseState> = {
  entityType: EntityType.Course,
  reach: (viewer, owner) => trainingCatalogueReach(viewer, owner),
  permissions(viewer, tenant, reach, course) {
    if (reach === 'none') return NO_PERMISSIONS;
    if (reach === 'view') return { ...NO_PERMISSIONS, canView: true };
    return {
      canView: true,
      canEdit: !course.disabled,
      canDisable:
        trainingDisableControls(viewer.activeRole, tenant) &&
        (course.disabled || course.openEnrollments === 0),
      canDelete: course.sessionCount === 0,
    };
  },
  mayAdd: (viewer, _tenant, reach, ownerUserId) => reach === 'edit' && ownerUserId === viewer.userId,
  disableControls: trainingDisableControls,
  lockMessage: () => null,
};
