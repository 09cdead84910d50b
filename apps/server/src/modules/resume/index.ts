/**
 * Resume and references (issue 26; spec 3 §2 /dashboard/resume, §3 resume 10 / form 9, reference 30 /
 * forms 26 and 27, §4, §5, §7, §8): the resume and reference entities (their forms and grids), and the
 * calls that create, save, download and publish a generated resume and read a person's published one.
 */
import { referenceEntity } from './reference.entity.js';
import { resumeEntity } from './resume.entity.js';

export const RESUME_ENTITIES = [resumeEntity, referenceEntity] as const;
export { referenceEntity, resumeEntity };
export {
  REFERENCE,
  REFERENCE_LETTER,
  RELATIONSHIP_CHOICES,
  referenceForm,
  referenceLetterForm,
} from './reference.form.js';
export { RESUME, resumeForm } from './resume.form.js';
export { registerResumeRoutes } from './resume.routes.js';
export { createResumeService, type ResumeService } from './resume.service.js';
// What a resume's file is made from, for the demo data's saved resume (main.ts hands it to the seeds).
export { createResumeFiles, type ResumeFiles } from './resume-files.js';
// The PDF alone, for bench/ (its rate beside the PDF library's floor).
export { renderResume, type ResumePdfJob } from './resume-pdf.js';
export type { ResumeDocument } from './resume-document.js';
