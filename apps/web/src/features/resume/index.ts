/**
 * Resume and references (issue 26; spec 3 §2 /dashboard/resume). The route table maps its pages by file
 * (app/route-pages.ts: resume-pages, resume-editor-page); other features use a person's published resume,
 * for those who may read it (User Records): `<PublishedResumeButton person={{ id, fullName }} />`.
 */
export { PublishedResumeButton, type PublishedResumePerson } from './published-resume-button';
export { resumeKeys } from './api/resume-keys';
