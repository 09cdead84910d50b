import { NO_PERMISSIONS, type EntityPolicy, type RecordState } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { CATALOGUE_TEXTS, trainingCatalogueReach, trainingDisableControls } from './course-policy.js';

/** A session as its policy reads it (spec 3 §3: recordIsLocked, hasHadEnrollments). */
export interface CourseSectionState extends RecordState {
  /** Attendance is finalized (spec 3 §4): nothing about the session changes any more. */
  recordIsLocked: boolean;
  /** Someone was ever enrolled (registered, waitlisted or asked approval), whatever became of it. */
  hasHadEnrollments: boolean;
  /** Enrollments holding a place now (Registered, Waitlisted, Pending Approval). */
  openEnrollments: number;
}

/**
 * Sessions (entity 24, form 22; spec 3 §2 schedule-training, §4 "Delete Session", §6): a trainer (250)
 * schedules sessions of their own courses (the course is checked on the save) and views, edits, disables,
 * enables and deletes their own; Delete Session only while the session never had an enrollment. A locked
 * session (attendance finalized) is only viewed: not edited, disabled, enabled or deleted. A disabled
 * session is enabled before it is edited. A session people are registered for (or waiting, or asking) is
 * not disabled: it would leave their calendars without a word to them; their registrations are cancelled
 * first (Cancel Registration tells each of them). Administrators view every session; nobody else sees any.
 */
export const courseSectionPolicy: EntityPolicy<CourseSectionState> = {
  entityType: EntityType.CourseSection,
  reach: (viewer, owner) => trainingCatalogueReach(viewer, owner),
  permissions(viewer, tenant, reach, session) {
    if (reach === 'none') return NO_PERMISSIONS;
    if (reach === 'view' || session.recordIsLocked) return { ...NO_PERMISSIONS, canView: true };
    return {
      canView: true,
      canEdit: !session.disabled,
      canDisable:
        trainingDisableControls(viewer.activeRole, tenant) &&
        (session.disabled || session.openEnrollments === 0),
      canDelete: !session.hasHadEnrollments,
    };
  },
  mayAdd: (viewer, _tenant, reach, ownerUserId) => reach === 'edit' && ownerUserId === viewer.userId,
  disableControls: trainingDisableControls,
  lockMessage: (viewer, session) =>
    session.recordIsLocked && viewer.userId === session.ownerUserId ? CATALOGUE_TEXTS.sessionLocked : null,
};
