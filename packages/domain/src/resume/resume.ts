import { EntityType } from '../entities/entity-types.js';
import type { Tenant } from '../tenants/types.js';

/**
 * The resume editor's sections in their order (spec 3 §2: Education, Work Experience, Certification /
 * Credentials, Community Service, Membership, References; issue 26 adds the registry's training
 * certificates), the ids list each is kept in (spec 3 §3), the entity whose records it offers, and its title.
 */
export const RESUME_SECTIONS = [
  'education',
  'employment',
  'certifications',
  'communityService',
  'memberships',
  'references',
  'certificates',
] as const;
export type ResumeSectionKey = (typeof RESUME_SECTIONS)[number];

export interface ResumeSectionInfo {
  key: ResumeSectionKey;
  /** The editor's and the PDF's heading. */
  title: string;
  /** Where the section's chosen ids travel (spec 3 §3 idsList). */
  idsField:
    | 'educationIds'
    | 'employmentIds'
    | 'certificationIds'
    | 'communityIds'
    | 'membershipIds'
    | 'referenceIds'
    | 'certificateIds';
  /** The entity of its records (certificates: none of the spec's; they are the trainings' certificates). */
  entityType: EntityType | null;
}

export const RESUME_SECTION_INFO: Readonly<Record<ResumeSectionKey, ResumeSectionInfo>> = {
  education: {
    key: 'education',
    title: 'Education',
    idsField: 'educationIds',
    entityType: EntityType.Education,
  },
  employment: {
    key: 'employment',
    title: 'Work Experience',
    idsField: 'employmentIds',
    entityType: EntityType.Experience,
  },
  certifications: {
    key: 'certifications',
    title: 'Certification / Credentials',
    idsField: 'certificationIds',
    entityType: EntityType.Certification,
  },
  communityService: {
    key: 'communityService',
    title: 'Community Service',
    idsField: 'communityIds',
    entityType: EntityType.CommunityService,
  },
  memberships: {
    key: 'memberships',
    title: 'Membership',
    idsField: 'membershipIds',
    entityType: EntityType.Membership,
  },
  references: {
    key: 'references',
    title: 'References',
    idsField: 'referenceIds',
    entityType: EntityType.Reference,
  },
  certificates: {
    key: 'certificates',
    title: 'Training Certificates',
    idsField: 'certificateIds',
    entityType: null,
  },
};

/** The sections the tenant's editor has (spec 3 §1: al hides Community Service and References). */
export function resumeSections(tenant: Pick<Tenant, 'features'>): readonly ResumeSectionKey[] {
  return RESUME_SECTIONS.filter(
    (key) =>
      (key !== 'communityService' || tenant.features.resumeCommunityService) &&
      (key !== 'references' || tenant.features.resumeReferences),
  );
}

/** The description's longest HTML (the rich text editor's output; a page of text). */
export const RESUME_DESCRIPTION_MAX = 8000;

/** The resume's texts: the spec's (§5, §8) exactly, ours otherwise. */
export const RESUME_TEXTS = {
  /** Spec 3 §5: the References header when more than three exist. */
  maximumReferences: 'Maximum of 3 allowed',
  /** Spec 3 §8. */
  downloaded: 'Check your Downloads folder for a PDF of the resume.',
  downloadedTitle: 'Download successful.',
  /** Spec 3 §8: the publish success title. */
  published: 'Resume published.',
  publishedNote: 'Those who review your records in the registry can now read this resume.',
  notSaved: 'Save the resume before publishing it.',
  notPreviewed: 'Preview the saved resume before publishing it.',
  alreadyPublished: 'This resume is already published.',
  publishedLocked: 'A published resume cannot be changed. Start a new version to change it.',
  notYourRecord: (section: string) => `A chosen ${section} record is not one of your records.`,
  removedRecord: 'No longer in your records: it stays in the published file only.',
  sectionHidden: (section: string) => `${section} cannot be part of a resume here.`,
  duplicateRecord: 'A record was chosen twice.',
  uploadedNotGenerated: 'This resume is an uploaded file: change it with its form.',
  generatedNotUploaded: 'This resume is generated from your records: change it in the resume editor.',
  defaultName: 'My Resume',
} as const;
