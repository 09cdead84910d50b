import type { Readable } from 'node:stream';
import type {
  TResumeCreateRequest,
  TResumeEditAnswer,
  TResumeEditRequest,
  TResumeFields,
  TResumeItem,
  TResumePublishAnswer,
  TResumePublished,
  TResumeSection,
} from '@registry/contracts';
import {
  FormId,
  MAX_RESUME_REFERENCES,
  mayPublishResume,
  mayReadPublishedResume,
  RESUME_SECTION_INFO,
  RESUME_SECTIONS,
  RESUME_TEXTS,
  resumeSelectionProblem,
  type ResumeSectionKey,
  type ResumeSelection,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import type { PdfRenderer } from '../../platform/pdf/index.js';
import { fileNameWords } from '../../platform/file-name-words.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { reachOf } from '../../platform/entities/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { recordsViewer } from '../../platform/person-records.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { AuthContext } from '../../platform/sessions.js';
import { createResumeFiles, type Offered } from './resume-files.js';
import type { ResumePdfJob } from './resume-pdf.js';
import { resumeEntity } from './resume.entity.js';
import * as repo from './resume.repository.js';

export type ResumeService = ReturnType<typeof createResumeService>;

type Deps = AppDeps & { storage: FileStorage; pdfs: PdfRenderer<ResumePdfJob> };

/** A file the download answers: its bytes, type and the name it is saved under. */
export interface ResumeFile {
  body: Readable;
  contentType: string;
  fileName: string;
}

/** The extension of an uploaded file's type (the resume is saved under '<Name>_Resume.<ext>'). */
function extensionOf(contentType: string, fileName: string): string {
  if (contentType === 'application/pdf') return 'pdf';
  const own = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1];
  return own?.toLowerCase() ?? 'bin';
}

const EMPTY_SELECTION: ResumeSelection = {
  education: [],
  employment: [],
  certifications: [],
  communityService: [],
  memberships: [],
  references: [],
  certificates: [],
};

/**
 * The resume's calls (issue 26; spec 3 §4, §5, §7, §8): create a generated resume (a draft), read it for
 * the editor (viewFields), save its description and chosen records (edit: the PDF made again, a new
 * download key), download the current file, publish it (only after save and preview; one published per
 * person), and read a person's published resume for whoever may (mayReadPublishedResume). An uploaded
 * resume (form 9) and the references (forms 26, 27) are written by the form engine.
 *
 * Refusals: a resume the caller may not see is 404; one they see but may not act on this way 403; a
 * state that refuses the change (published, already published) 409; a bad selection 400.
 */
export function createResumeService(deps: Deps) {
  const { db, transaction, clock, tenant, config, storage, pdfs } = deps;

  const files = createResumeFiles({ tenant, publicBaseUrl: config.publicBaseUrl, storage, pdfs });
  const offeredRecords = (dbOrTrx: typeof db, userId: number) => files.offeredRecords(dbOrTrx, userId);

  /** The resume, and the caller's reach to its owner; 404 when there is none they may see. */
  async function visible(auth: AuthContext, resume: repo.ResumeRow | undefined) {
    if (resume === undefined) throw notFound();
    const reach = await reachOf({ db, tenant }, auth, resumeEntity, resume.userId);
    if (reach !== 'edit') throw notFound();
    return resume;
  }

  /** What the editor shows of a resume, for a caller who reaches it. */
  async function fieldsOf(auth: AuthContext, resume: repo.ResumeRow): Promise<TResumeFields> {
    const offeredBySection = await offeredRecords(db, resume.userId);
    const items = await repo.resumeItems(db, resume.id);
    const sections: TResumeSection[] = [...offeredBySection].map(([key, records]) => {
      const chosen = items.filter((item) => item.section === key);
      const chosenIds = new Set(chosen.map((item) => item.recordId));
      const current = new Set(records.map((record) => record.id));
      const list: TResumeItem[] = records.map((record) => ({
        id: record.id,
        description: record.line,
        dates: record.entry.dates,
        isSelected: chosenIds.has(record.id),
        verified: record.entry.verified,
        removed: false,
      }));
      // Chosen at the last save, gone since (deleted or disabled): shown as saved, never chosen again.
      for (const item of chosen)
        if (!current.has(item.recordId))
          list.push({
            id: item.recordId,
            description: item.label,
            dates: '',
            isSelected: false,
            verified: false,
            removed: true,
          });
      return { key, items: list };
    });
    const isOwner = auth.userId === resume.userId;
    return {
      resumeId: resume.id,
      userId: resume.userId,
      name: resume.name,
      description: resume.description ?? '',
      fileKey: resume.fileKey,
      isGenerated: resume.isGenerated,
      isPublished: resume.isPublished,
      publishedAt: resume.publishedAt?.toISOString() ?? null,
      savedAt: resume.savedAt?.toISOString() ?? null,
      previewed: resume.savedAt !== null && resume.seenAt !== null && resume.seenAt >= resume.savedAt,
      mayPublish: mayPublishResume({
        viewerIsOwner: isOwner,
        isGenerated: resume.isGenerated,
        isPublished: resume.isPublished,
        hasFile: resume.fileKey !== null,
        savedAt: resume.savedAt,
        seenAt: resume.seenAt,
      }),
      mayEdit: resume.isGenerated && !resume.isPublished,
      sections,
      maxReferences: MAX_RESUME_REFERENCES,
    };
  }

  /** The ids list by section (certificates included), as the selection rule reads it. */
  function selectionOf(idsList: TResumeEditRequest['idsList']): ResumeSelection {
    const selection: Record<ResumeSectionKey, readonly number[]> = { ...EMPTY_SELECTION };
    for (const key of RESUME_SECTIONS) selection[key] = idsList[RESUME_SECTION_INFO[key].idsField];
    return selection;
  }

  return {
    /** POST /api/generatedResume/create: a new generated draft of the caller's (optionally a copy of one). */
    async create(auth: AuthContext, body: TResumeCreateRequest): Promise<TResumeFields> {
      const source =
        body.copyOf === undefined ? null : await visible(auth, await repo.findResume(db, body.copyOf));
      if (source !== null && source.userId !== auth.userId) throw notFound();
      if (source !== null && !source.isGenerated)
        throw badRequest({ copyOf: RESUME_TEXTS.uploadedNotGenerated });
      const now = clock.now();
      const formVersion = await repo.latestFormVersion(db, FormId.Resume);
      const name = (body.name ?? (source === null ? RESUME_TEXTS.defaultName : source.name)).slice(0, 180);
      const id = await transaction(async (trx) => {
        const resumeId = await repo.insertGeneratedResume(trx, {
          userId: auth.userId,
          formId: FormId.Resume,
          formVersion,
          name,
          description: source?.description ?? '',
          now,
        });
        if (source !== null) {
          // The copy keeps the choices that are still the person's current records.
          const current = await offeredRecords(trx, auth.userId);
          const items = (await repo.resumeItems(trx, source.id)).filter((item) =>
            current.get(item.section)?.some((record) => record.id === item.recordId),
          );
          await repo.replaceResumeItems(trx, resumeId, items);
        }
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'resume.created',
          entity: resumeEntity.name,
          entityId: resumeId,
          after: { name, copyOf: source?.id ?? null },
          at: now,
        });
        return resumeId;
      });
      return fieldsOf(auth, (await repo.findResume(db, id))!);
    },

    /** GET /api/generatedResume/viewFields: the resume as the editor shows it, to whoever may change it. */
    async viewFields(auth: AuthContext, resumeId: number): Promise<TResumeFields> {
      return fieldsOf(auth, await visible(auth, await repo.findResume(db, resumeId)));
    },

    /**
     * POST /api/generatedResume/edit: the name, description and chosen records saved, the PDF made again
     * under a new download key (Publish then needs a new preview). In one transaction holding the resume's
     * row: the items, the PDF's bytes, the key; the previous PDF's bytes are removed after the commit.
     */
    async edit(auth: AuthContext, body: TResumeEditRequest): Promise<TResumeEditAnswer> {
      const descriptionHtml = (await sanitizeHtml(body.description)).trim();
      const selection = selectionOf(body.idsList);
      let written: string | null = null;
      try {
        const result = await transaction(async (trx) => {
          const resume = await repo.lockResume(trx, body.resumeId);
          if (resume === undefined) throw notFound();
          const reach = await reachOf({ db: trx, tenant }, auth, resumeEntity, resume.userId);
          if (reach !== 'edit') throw notFound();
          if (resume.isPublished) throw conflict(RESUME_TEXTS.publishedLocked);
          if (!resume.isGenerated) throw badRequest({ resumeId: RESUME_TEXTS.uploadedNotGenerated });
          const offeredBySection = await offeredRecords(trx, resume.userId);
          const available = Object.fromEntries(
            RESUME_SECTIONS.map((key) => [
              key,
              new Set((offeredBySection.get(key) ?? []).map((record) => record.id)),
            ]),
          ) as Record<ResumeSectionKey, Set<number>>;
          const problem = resumeSelectionProblem(tenant, selection, available);
          if (problem !== null) throw badRequest({ [problem.field]: problem.message });
          // The chosen records in the section's order (newest first), each with the line it is saved as.
          const chosen = new Map<ResumeSectionKey, Offered[]>();
          const items: repo.ResumeItemRow[] = [];
          for (const [key, records] of offeredBySection) {
            const ids = new Set(selection[key]);
            const picked = records.filter((record) => ids.has(record.id));
            chosen.set(key, picked);
            picked.forEach((record, position) =>
              items.push({ section: key, recordId: record.id, label: record.line, position }),
            );
          }
          const now = clock.now();
          const name = body.name ?? resume.name;
          const file = await files.writePdf(
            trx,
            { userId: resume.userId, name },
            descriptionHtml,
            chosen,
            now,
          );
          const key = file.storageKey;
          written = key;
          const fileKey = repo.newFileKey();
          await repo.replaceResumeItems(trx, resume.id, items);
          await repo.markGeneratedSaved(trx, resume.id, {
            name,
            description: descriptionHtml,
            fileKey,
            fileStorageKey: key,
            now,
          });
          await recordAudit(trx, {
            actorUserId: auth.userId,
            action: 'resume.saved',
            entity: resumeEntity.name,
            entityId: resume.id,
            before: { name: resume.name, savedAt: resume.savedAt },
            after: {
              name,
              items: items.map(({ section, recordId }) => ({ section, recordId })),
              bytes: file.bytes,
            },
            at: now,
          });
          return { resumeId: resume.id, fileKey, previous: resume.fileStorageKey };
        });
        // After the commit: the previous file's bytes (a failure leaves bytes no row names, never the reverse).
        if (result.previous !== null) await storage.delete(result.previous).catch(() => undefined);
        return { resumeId: result.resumeId, fileKey: result.fileKey };
      } catch (error) {
        // Rolled back: the new bytes are named by nothing.
        if (written !== null) await storage.delete(written).catch(() => undefined);
        throw error;
      }
    },

    /**
     * GET /api/generatedResume/download/{fileKey}: the current file of a resume. Its owner and user managers
     * within reach, whatever its state; those who may read a published resume (mayReadPublishedResume)
     * while it is published; anyone else 404. The owner's fetch marks it seen (its preview).
     */
    async download(auth: AuthContext, fileKey: string): Promise<ResumeFile> {
      const resume = await repo.findResumeByFileKey(db, fileKey);
      if (resume === undefined) throw notFound();
      const reach = await reachOf({ db, tenant }, auth, resumeEntity, resume.userId);
      if (reach !== 'edit') {
        if (!resume.isPublished) throw notFound();
        const target = await resumeEntity.scope.target(db, auth, resume.userId);
        if (target === undefined || !mayReadPublishedResume(recordsViewer(auth), target)) throw notFound();
      }
      let file: ResumeFile;
      const baseName = `${fileNameWords(resume.name, 'My')}_Resume`;
      if (resume.isGenerated) {
        const body = resume.fileStorageKey === null ? undefined : await storage.get(resume.fileStorageKey);
        if (body === undefined) throw notFound();
        file = { body, contentType: 'application/pdf', fileName: `${baseName}.pdf` };
      } else {
        const uploaded = resume.file === null ? undefined : await repo.uploadedFileOf(db, resume.file);
        const body = uploaded === undefined ? undefined : await storage.get(uploaded.storageKey);
        if (uploaded === undefined || body === undefined) throw notFound();
        file = {
          body,
          contentType: uploaded.contentType,
          fileName: `${baseName}.${extensionOf(uploaded.contentType, uploaded.fileName)}`,
        };
      }
      if (auth.userId === resume.userId) await repo.markSeen(db, resume.id, fileKey, clock.now());
      return file;
    },

    /**
     * POST /api/generatedResume/publish: the owner's resume published (spec 3 §4: a generated one only
     * after its save was previewed; an uploaded one with its file), and their previously published one
     * withdrawn, in one transaction holding all the person's resumes.
     */
    async publish(auth: AuthContext, resumeId: number): Promise<TResumePublishAnswer> {
      try {
        return await transaction(async (trx) => {
          const resumes = await repo.lockPersonResumes(trx, resumeId);
          const resume = await visible(
            auth,
            resumes.find((candidate) => candidate.id === resumeId),
          );
          if (auth.userId !== resume.userId) throw forbidden();
          if (resume.isPublished) throw conflict(RESUME_TEXTS.alreadyPublished);
          if (resume.fileKey === null || resume.savedAt === null)
            throw badRequest({ resumeId: RESUME_TEXTS.notSaved });
          if (resume.isGenerated && (resume.seenAt === null || resume.seenAt < resume.savedAt))
            throw badRequest({ resumeId: RESUME_TEXTS.notPreviewed });
          const now = clock.now();
          const withdrawnResumeId = await repo.withdrawPublished(trx, resume.userId, resume.id, now);
          await repo.markPublished(trx, resume.id, now);
          await recordAudit(trx, {
            actorUserId: auth.userId,
            action: 'resume.published',
            entity: resumeEntity.name,
            entityId: resume.id,
            before: { isPublished: false, withdrawnResumeId },
            after: { isPublished: true, publishedAt: now.toISOString(), fileKey: resume.fileKey },
            at: now,
          });
          return {
            resumeId: resume.id,
            isPublished: true as const,
            message: RESUME_TEXTS.published,
            withdrawnResumeId,
          };
        });
      } catch (error) {
        // Another publish of the person's won the one published place meanwhile (the unique index).
        if ((error as { code?: string }).code === '23505') throw conflict(RESUME_TEXTS.alreadyPublished);
        throw error;
      }
    },

    /** GET /api/generatedResume/published: the person's published resume, for whoever may read it; else 404. */
    async published(auth: AuthContext, userId: number): Promise<TResumePublished> {
      const target = await resumeEntity.scope.target(db, auth, userId);
      if (target === undefined || !mayReadPublishedResume(recordsViewer(auth), target)) throw notFound();
      const resume = await repo.findPublishedResume(db, userId);
      if (resume === undefined || resume.fileKey === null || resume.publishedAt === null) throw notFound();
      return {
        resumeId: resume.id,
        userId: resume.userId,
        name: resume.name,
        isGenerated: resume.isGenerated,
        publishedAt: resume.publishedAt.toISOString(),
        fileKey: resume.fileKey,
      };
    },
  };
}
