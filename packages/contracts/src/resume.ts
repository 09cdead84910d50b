import { MAX_RESUME_REFERENCES, RESUME_DESCRIPTION_MAX, RESUME_SECTIONS } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * The resume's calls (issue 26; spec 3 §7 "Resume: POST /generatedResume/create; POST edit (resumeId,
 * description, idsList; returns fileKey); POST publish?resumeId; GET viewFields?resumeId; GET
 * download/{fileKey}"), and beyond the spec the published resumes of a person for those who may read them.
 * An uploaded resume (form 9) and the references (forms 26 and 27) are written through the form engine and
 * listed by their grids.
 */
const id = z.number().int().positive().max(999_999_999_999);
const ids = z.array(id).max(500);

/** A resume's name as the Resume grid lists it. */
const zResumeName = zText().trim().min(1).max(180);
/**
 * The description (spec 3 §2 "a description text field"; a rich text: the HTML of the allow-list, sanitized
 * by the server). The editor's HTML holds no line breaks: one line, like a message's body.
 */
const zDescription = zText().max(RESUME_DESCRIPTION_MAX);

/** The records chosen for a resume, by section (spec 3 §3: educationIds ... referenceIds; ours: certificateIds). */
export const ZResumeIdsList = z
  .object({
    educationIds: ids,
    employmentIds: ids,
    certificationIds: ids,
    communityIds: ids,
    membershipIds: ids,
    referenceIds: z.array(id).max(MAX_RESUME_REFERENCES, 'Maximum of 3 allowed'),
    /** Beyond the spec: the registry's certificates of completed trainings (issue 24), by certificate id. */
    certificateIds: ids,
  })
  .strict();
export type TResumeIdsList = z.infer<typeof ZResumeIdsList>;

/** POST /api/generatedResume/create: a new generated resume, a draft (optionally a copy of another's choices). */
export const ZResumeCreateRequest = z
  .object({
    name: zResumeName.optional(),
    /** Start from the description and choices of one of the person's resumes (a new version of a published one). */
    copyOf: id.optional(),
  })
  .strict();
export type TResumeCreateRequest = z.infer<typeof ZResumeCreateRequest>;

/** POST /api/generatedResume/edit: save the name, description and choices; the PDF is made again. */
export const ZResumeEditRequest = z
  .object({
    resumeId: id,
    name: zResumeName.optional(),
    description: zDescription,
    idsList: ZResumeIdsList,
  })
  .strict();
export type TResumeEditRequest = z.infer<typeof ZResumeEditRequest>;

export const ZResumeEditAnswer = z.object({ resumeId: z.number(), fileKey: z.string() });
export type TResumeEditAnswer = z.infer<typeof ZResumeEditAnswer>;

/** ?resumeId= (viewFields, publish). */
export const ZResumeIdQuery = z
  .object({ resumeId: z.coerce.number().int().positive().max(999_999_999_999) })
  .strict();
export type TResumeIdQuery = z.infer<typeof ZResumeIdQuery>;

/** download/{fileKey}: an opaque key (base64url), changed at every save. */
export const ZResumeFileParams = z.object({ fileKey: zText().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict();
export type TResumeFileParams = z.infer<typeof ZResumeFileParams>;

/** One record as the editor offers it (spec 3 §3: id, description, isSelected). */
export const ZResumeItem = z.object({
  id: z.number(),
  /** The record in one line, as the PDF writes it (for a removed record: as it was when last saved). */
  description: z.string(),
  /** Its dates as the editor shows them ('08/2019 - 05/2023', 'Issued 03/2024'), or ''. */
  dates: z.string(),
  isSelected: z.boolean(),
  /** Verified by the registry: marked as such in the PDF. */
  verified: z.boolean(),
  /**
   * Chosen when the resume was last saved but since deleted or disabled (issue 26): the published file keeps
   * it; the editor marks it, and it cannot be chosen again.
   */
  removed: z.boolean(),
});
export type TResumeItem = z.infer<typeof ZResumeItem>;

export const ZResumeSection = z.object({
  key: z.enum(RESUME_SECTIONS),
  items: z.array(ZResumeItem),
});
export type TResumeSection = z.infer<typeof ZResumeSection>;

/** GET /api/generatedResume/viewFields (and the answer of create): what the editor shows. */
export const ZResumeFields = z.object({
  resumeId: z.number(),
  userId: z.number(),
  name: z.string(),
  /** The description's HTML (sanitized). */
  description: z.string(),
  /** The current file (null: never saved). */
  fileKey: z.string().nullable(),
  isGenerated: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  /** When the file was last made (ISO), or null. */
  savedAt: z.string().nullable(),
  /** The current file has been seen (previewed or downloaded) by its owner since it was made. */
  previewed: z.boolean(),
  /** Publish is offered: saved, previewed, not published (spec 3 §4). */
  mayPublish: z.boolean(),
  /** The viewer may change it (its owner or a user manager, and not published). */
  mayEdit: z.boolean(),
  /**
   * The tenant's sections in the editor's order (spec 3 §2): Education, Work Experience, Certification /
   * Credentials, Community Service, Membership, References (al has neither Community Service nor References),
   * then ours, Training Certificates.
   */
  sections: z.array(ZResumeSection),
  maxReferences: z.number(),
});
export type TResumeFields = z.infer<typeof ZResumeFields>;

export const ZResumePublishAnswer = z.object({
  resumeId: z.number(),
  isPublished: z.literal(true),
  /** 'Resume published.' (spec 3 §8). */
  message: z.string(),
  /** The person's resume that was published before and is not any more (one published at a time), or null. */
  withdrawnResumeId: z.number().nullable(),
});
export type TResumePublishAnswer = z.infer<typeof ZResumePublishAnswer>;

/** GET /api/generatedResume/published?userId=: a person's published resume, for whoever may read it. */
export const ZResumePublishedQuery = z
  .object({ userId: z.coerce.number().int().positive().max(999_999_999_999) })
  .strict();
export type TResumePublishedQuery = z.infer<typeof ZResumePublishedQuery>;

export const ZResumePublished = z.object({
  resumeId: z.number(),
  userId: z.number(),
  name: z.string(),
  isGenerated: z.boolean(),
  publishedAt: z.string(),
  /** download/{fileKey} serves it. */
  fileKey: z.string(),
});
export type TResumePublished = z.infer<typeof ZResumePublished>;
