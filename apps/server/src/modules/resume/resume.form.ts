import { EntityType, FormId } from '@registry/domain';
import { element, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the resume form (form 9, entity type 10). */
export const RESUME = {
  name: 9001,
  file: 9002,
  description: 9003,
} as const;

/**
 * An uploaded resume (spec 3 §3: form 9 of entity 10; its fields ours, the spec gives none; spec 3 §2 "A
 * Resume toggle offers Generate Resume or an upload option"): its name, the file itself (one file, required)
 * and a description. A generated resume is written by the editor's calls (/generatedResume/...), never by
 * this form: a save of it on a generated resume is refused (resume.entity.ts).
 */
export const resumeForm: StoredFormDefinition = {
  id: FormId.Resume,
  entityTypeId: EntityType.Resume,
  name: 'Resume',
  elements: [
    element({
      id: RESUME.name,
      type: 'text',
      stimulus: 'Resume Name',
      property: 'name',
      required: true,
      maxLength: 180,
    }),
    element({
      id: RESUME.file,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Resume File',
      property: 'file',
      required: true,
      tooltip: 'Your resume: one PDF or Word document.',
    }),
    element({
      id: RESUME.description,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Description',
      property: 'description',
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
