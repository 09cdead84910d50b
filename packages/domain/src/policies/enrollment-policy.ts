import {
  NO_PERMISSIONS,
  type EntityPolicy,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import {
  isFinalAttendance,
  isOpenEnrollment,
  mayCancelEnrollment,
  mayMessageEnrollee,
  mayReviewEnrollment,
  type EnrollmentStatus,
} from '../training/registration.js';
import { trainingCatalogueReach, trainingDisableControls } from './course-policy.js';

/** Attendance as recorded (spec 3 §4, §9: keys 1 Completed, 2 Partially Completed, 3 Absent, 0 cleared). */
export const ATTENDANCE_NAMES = {
  0: 'Not Recorded',
  1: 'Completed',
  2: 'Partially Completed',
  3: 'Absent',
} as const satisfies Record<number, string>;

/**
 * An enrollment as its policy reads it. Its owner (`ownerUserId`, whose catalogue it is part of) is the
 * trainer of its session; the person enrolled is `enrolleeUserId`.
 */
export interface EnrollmentState extends RecordState {
  enrolleeUserId: number;
  status: EnrollmentStatus;
  /** 0 not recorded, 1 Completed, 2 Partially Completed, 3 Absent (spec 3 §9). */
  attendance: number;
  /** The session is locked (attendance finalized). */
  sessionLocked: boolean;
}

/**
 * Enrollments (entity 26, form 24 "student details"; spec 3 §2 manage-attendance, §6): made and changed by
 * the registration calls only, never through the form (read only for everyone). The session's trainer
 * (250) views them, and disables and enables them while the session is not locked; the enrolled person
 * views their own; administrators view all. Nobody deletes one (a registration is cancelled). An open one
 * (Registered, Waitlisted, Pending Approval) is not disabled: it holds a seat or a place in line, which a
 * hidden row would keep from everyone without telling its person; it is cancelled first, which tells them
 * and gives the seat to the first on the waitlist.
 */
export const enrollmentPolicy: EntityPolicy<EnrollmentState> = {
  entityType: EntityType.Enrollment,
  // The owner is the session's trainer: the trainer's own, the administrators' view.
  reach: (viewer, trainer) => trainingCatalogueReach(viewer, trainer),
  permissions(viewer, tenant, reach, enrollment) {
    if (reach === 'edit')
      return {
        ...NO_PERMISSIONS,
        canView: true,
        canDisable:
          !enrollment.sessionLocked &&
          !isOpenEnrollment(enrollment.status) &&
          trainingDisableControls(viewer.activeRole, tenant),
      };
    if (reach === 'view' || enrollment.enrolleeUserId === viewer.userId)
      return { ...NO_PERMISSIONS, canView: true };
    return NO_PERMISSIONS;
  },
  mayAdd: () => false,
  disableControls: trainingDisableControls,
  lockMessage: () => null,
};

/** The manage-attendance row actions (spec 3 §2, §4) the viewer is offered on an enrollment. */
export interface EnrollmentActions {
  /** Cancel Registration: not on a locked session, nor once Unregistered, cancelled, pending or denied. */
  mayCancel: boolean;
  /** Review Out of Region Enrollment Request: Pending Approval on an unlocked session. */
  mayReview: boolean;
  /** Send a Message: hidden for Unregistered. */
  mayMessage: boolean;
  /**
   * Attendance may be set (spec 3 §4): Registered, not Completed or Absent, the session not locked. Whether
   * the session has ended is the screen's to add (it knows the session's end; the call checks it again).
   */
  mayAttend: boolean;
}

/**
 * The row actions of an enrollment for a viewer who reaches it with `reach`: only the session's trainer
 * ('edit') acts on it, and not on a disabled row; what the status and the session's lock allow
 * (mayCancelEnrollment, mayReviewEnrollment, mayMessageEnrollee of the registration rules).
 */
export function enrollmentActions(reach: Reach, enrollment: EnrollmentState): EnrollmentActions {
  if (reach !== 'edit' || enrollment.disabled)
    return { mayCancel: false, mayReview: false, mayMessage: false, mayAttend: false };
  return {
    mayAttend:
      enrollment.status === 'Registered' &&
      !isFinalAttendance(enrollment.attendance) &&
      !enrollment.sessionLocked,
    mayCancel: mayCancelEnrollment(enrollment.status, enrollment.sessionLocked),
    mayReview: mayReviewEnrollment(enrollment.status, enrollment.sessionLocked),
    mayMessage: mayMessageEnrollee(enrollment.status),
  };
}
