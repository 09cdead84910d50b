import { EntityType, FormId } from '@registry/domain';
import { element, HOURS_PATTERN, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the course form (form 23, entity type 23). */
export const COURSE = {
  courseName: 23001,
  courseNumber: 23002,
  hours: 23003,
  description: 23004,
} as const;

/**
 * The course, a trainer's training (entity 23; form 23, ours: spec 3 §3 shows the course's id, name and
 * number of sessions but no form): named once, its sessions scheduled under it (form 22).
 */
export const courseForm: StoredFormDefinition = {
  id: FormId.Course,
  entityTypeId: EntityType.Course,
  name: 'Training',
  elements: [
    element({
      id: COURSE.courseName,
      type: 'text',
      stimulus: 'Course Name',
      property: 'courseName',
      required: true,
      maxLength: 180,
      width: 8,
    }),
    element({
      id: COURSE.courseNumber,
      type: 'text',
      stimulus: 'Course Number',
      property: 'courseNumber',
      maxLength: 50,
      width: 4,
    }),
    element({
      id: COURSE.hours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Hours',
      property: 'hours',
      maxLength: 8,
      width: 4,
      tooltip: 'The training hours a person earns by completing it.',
      ...HOURS_PATTERN,
    }),
    element({
      id: COURSE.description,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Description',
      property: 'description',
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
