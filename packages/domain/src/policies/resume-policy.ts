import {
  NO_PERMISSIONS,
  type EntityPolicy,
  type PolicyTenant,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { MAX_RESUME_REFERENCES } from '../constants.js';
import {
  RESUME_SECTION_INFO,
  RESUME_SECTIONS,
  RESUME_TEXTS,
  resumeSections,
  type ResumeSectionKey,
} from '../resume/resume.js';
import { AGENCY_ROLES, isRoleIn } from '../roles.js';
import { isElevatedRole } from './accounts.js';
import { mayEditPersonRecords, type RecordsReachTarget, type RecordsReachViewer } from './records.js';

/**
 * Whose resumes and references the viewer reaches (issue 26; docs/decisions/resume.md): the person and a
 * user manager within reach (mayEditPersonRecords) edit; nobody else sees a person's drafts or references
 * (a published resume is read through mayReadPublishedResume, never through the grid or the forms).
 */
export function resumeAccess(viewer: RecordsReachViewer, target: RecordsReachTarget): Reach {
  return mayEditPersonRecords(viewer, target) ? 'edit' : 'none';
}

/**
 * Who may read a person's PUBLISHED resume (issue 26: "the owner, and the directors of organizations where
 * the person has an active staff role, and the verifying roles within reach"):
 * - the person, and a user manager within reach (they see every resume of the person anyway);
 * - a director (active 200) of an organization where the person holds an active staff role;
 * - agency staff (350, 375) within their records reach (a person holding no elevated general role), as
 *   personRecordsAccess gives them view;
 * - not a coach (a coach sees the person's records, but a resume is for employers), nor anyone else.
 */
export function mayReadPublishedResume(viewer: RecordsReachViewer, target: RecordsReachTarget): boolean {
  if (mayEditPersonRecords(viewer, target)) return true;
  if (
    viewer.activeRole === '200' &&
    target.staffOrganizationIds.some((organizationId) =>
      viewer.directorOrganizationIds.includes(organizationId),
    )
  )
    return true;
  return isRoleIn(AGENCY_ROLES, viewer.activeRole) && !target.generalRoles.some(isElevatedRole);
}

/** A resume as its policy reads it: whose, generated or uploaded, published or not. */
export interface ResumeState extends RecordState {
  isGenerated: boolean;
  isPublished: boolean;
}

/**
 * The resume (entity 10, form 9; spec 3 §4 "Published resumes are not editable"):
 * - reach: resumeAccess (the owner and user managers within reach; nobody else sees a draft);
 * - edited (form 9 for an uploaded one, the editor's edit call for a generated one) while not published;
 *   a published one is locked (publishedLocked) but may still be deleted;
 * - added by whoever reaches the person ('edit'); never disabled (no Disable/Enable on the grid).
 */
export const resumePolicy: EntityPolicy<ResumeState> = {
  entityType: EntityType.Resume,
  reach: (viewer, owner) => resumeAccess(viewer, owner),
  permissions(_viewer, _tenant, reach, row) {
    if (reach !== 'edit') return NO_PERMISSIONS;
    return { canView: true, canEdit: !row.isPublished, canDisable: false, canDelete: true };
  },
  mayAdd: (_viewer, _tenant, reach) => reach === 'edit',
  disableControls: () => false,
  lockMessage: (_viewer, row) => (row.isPublished ? RESUME_TEXTS.publishedLocked : null),
};

/**
 * A reference (entity 30, forms 26 typed and 27 an uploaded letter): the owner and user managers within
 * reach add, edit and delete them; nobody else sees them. Where the tenant has no references in its resume
 * (al: features.resumeReferences false) the entity is none for everyone.
 */
export const referencePolicy: EntityPolicy = {
  entityType: EntityType.Reference,
  reach: (viewer, owner, tenant) => (tenant.features.resumeReferences ? resumeAccess(viewer, owner) : 'none'),
  permissions(_viewer, tenant, reach) {
    if (reach !== 'edit' || !tenant.features.resumeReferences) return NO_PERMISSIONS;
    return { canView: true, canEdit: true, canDisable: false, canDelete: true };
  },
  mayAdd: (_viewer, tenant, reach) => reach === 'edit' && tenant.features.resumeReferences,
  disableControls: () => false,
  lockMessage: () => null,
};

/** The ids chosen for a resume, by section (the edit call's idsList, keyed by section). */
export type ResumeSelection = Readonly<Record<ResumeSectionKey, readonly number[]>>;

/** A refusal of a selection: the ids field it names (spec 3 §3 educationIds ...) and its message. */
export interface ResumeSelectionProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with a resume's selection, in order (null: nothing): a section the tenant hides that is not
 * empty (al: Community Service, References); an id chosen twice; more than three references (spec 3 §5); an
 * id that is not one of the person's current, enabled records of that section (`available`: those ids by
 * section).
 */
export function resumeSelectionProblem(
  tenant: PolicyTenant,
  selection: ResumeSelection,
  available: Readonly<Record<ResumeSectionKey, ReadonlySet<number>>>,
): ResumeSelectionProblem | null {
  const shown = new Set(resumeSections(tenant));
  for (const key of RESUME_SECTIONS) {
    const info = RESUME_SECTION_INFO[key];
    const ids = selection[key];
    if (!shown.has(key) && ids.length > 0)
      return { field: info.idsField, message: RESUME_TEXTS.sectionHidden(info.title) };
    if (new Set(ids).size !== ids.length)
      return { field: info.idsField, message: RESUME_TEXTS.duplicateRecord };
    if (key === 'references' && ids.length > MAX_RESUME_REFERENCES)
      return { field: info.idsField, message: RESUME_TEXTS.maximumReferences };
    if (ids.some((id) => !available[key].has(id)))
      return { field: info.idsField, message: RESUME_TEXTS.notYourRecord(info.title) };
  }
  return null;
}

/** Whether Publish is offered (spec 3 §4: only after save and preview; hidden again after any change). */
export function mayPublishResume(input: {
  viewerIsOwner: boolean;
  isGenerated: boolean;
  isPublished: boolean;
  /** A current file exists (a generated one saved, an uploaded one with its file). */
  hasFile: boolean;
  savedAt: Date | null;
  seenAt: Date | null;
}): boolean {
  if (!input.viewerIsOwner || input.isPublished || !input.hasFile) return false;
  if (!input.isGenerated) return true;
  return input.savedAt !== null && input.seenAt !== null && input.seenAt >= input.savedAt;
}
