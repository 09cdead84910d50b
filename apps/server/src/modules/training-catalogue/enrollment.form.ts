import { ATTENDANCE_NAMES, EntityType, FormId } from '@registry/domain';
import { choices, element, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the enrollment form (form 24, entity type 26: student details). */
export const ENROLLMENT = {
  name: 24001,
  email: 24002,
  phone: 24003,
  organization: 24004,
  status: 24005,
  attendance: 24006,
  comment: 24007,
} as const;

/**
 * Student details (spec 3 §3: form 24 of entity 26), opened from manage-attendance: who is enrolled (their
 * name, e-mail and phone as their profile has them, the organization they registered from), the
 * enrollment's status, attendance and comment. Read only: enrollments change through the registration
 * calls alone.
 */
export const enrollmentForm: StoredFormDefinition = {
  id: FormId.Enrollment,
  entityTypeId: EntityType.Enrollment,
  name: 'Student Details',
  elements: [
    element({
      id: ENROLLMENT.name,
      type: 'text',
      stimulus: 'Name',
      property: 'name',
      readOnly: true,
      width: 6,
    }),
    element({
      id: ENROLLMENT.email,
      type: 'text',
      subtype: 'email',
      stimulus: 'E-mail',
      property: 'email',
      readOnly: true,
      width: 6,
    }),
    element({
      id: ENROLLMENT.phone,
      type: 'phone',
      stimulus: 'Phone',
      property: 'phone',
      readOnly: true,
      width: 6,
    }),
    element({
      id: ENROLLMENT.organization,
      type: 'text',
      stimulus: 'Organization',
      property: 'organization',
      readOnly: true,
      width: 6,
    }),
    element({
      id: ENROLLMENT.status,
      type: 'text',
      stimulus: 'Status',
      property: 'status',
      readOnly: true,
      width: 6,
    }),
    element({
      id: ENROLLMENT.attendance,
      type: 'dropdown',
      stimulus: 'Attendance',
      property: 'attendance',
      readOnly: true,
      width: 6,
      choices: choices(Object.entries(ATTENDANCE_NAMES)),
    }),
    element({
      id: ENROLLMENT.comment,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Comment',
      property: 'comment',
      readOnly: true,
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
