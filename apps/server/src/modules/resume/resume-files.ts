import {
  formatPhone,
  RESUME_SECTION_INFO,
  resumeSections,
  type ResumeSectionKey,
  type Tenant,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import { formatCertificateCode } from '../../platform/certificate-codes.js';
import { notFound } from '../../platform/errors.js';
import { storageKey, type FileStorage } from '../../platform/file-storage.js';
import type { PdfRenderer } from '../../platform/pdf/index.js';
import { EDUCATION_STATUS_CHOICES, MEMBERSHIP_TYPE_CHOICES } from '../profile/index.js';
import { RELATIONSHIP_CHOICES } from './reference.form.js';
import type { ResumeDocument, ResumeEntry } from './resume-document.js';
import type { ResumePdfJob } from './resume-pdf.js';
import * as repo from './resume.repository.js';

/** Texts of inline choices (the forms' own lists). */
const textOf = (choices: readonly (readonly [string, string])[], id: string | null) =>
  id === null ? null : (choices.find(([choiceId]) => choiceId === id)?.[1] ?? null);

/** A record as the editor and the PDF show it. */
export interface Offered {
  id: number;
  /** The editor's one line (and the label kept at a save): the PDF's title, ' - ', its subtitle. */
  line: string;
  entry: ResumeEntry;
}

export type ResumeFiles = ReturnType<typeof createResumeFiles>;

/**
 * What a generated resume is made of and its file (issue 26): the person's current records of each section
 * the tenant's editor has, as the resume writes them (newest first), and the PDF of the chosen ones (made
 * in the server's PDF worker: src/pdfs.ts), kept in the file storage under a new key. The resume's calls
 * use it, and the demo data (through main.ts); close() stops its worker.
 */
export function createResumeFiles(deps: {
  tenant: Tenant;
  publicBaseUrl: string;
  storage: FileStorage;
  /** Where the PDFs are made: the server's PDF worker (src/pdfs.ts), or a test's own. */
  pdfs: PdfRenderer<ResumePdfJob>;
}) {
  const { tenant, publicBaseUrl, storage, pdfs } = deps;

  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: tenant.timeZone, dateStyle: 'long' }).format(at);

  /** A record of a section as the resume writes it. */
  function offered(section: ResumeSectionKey, record: repo.SectionRecord): Offered {
    let subtitle = record.subtitle;
    const details = [...record.details];
    switch (section) {
      case 'education': {
        const status = textOf(EDUCATION_STATUS_CHOICES, record.choice);
        if (status !== null && record.choice !== 'completed') details.unshift(status);
        break;
      }
      case 'memberships':
        subtitle = textOf(MEMBERSHIP_TYPE_CHOICES, record.choice);
        break;
      case 'communityService':
        if (record.extra !== null) details.push(`${record.extra} hours`);
        break;
      case 'references': {
        const relationship = textOf(RELATIONSHIP_CHOICES, record.choice);
        for (let index = 0; index < details.length; index += 1) details[index] = formatPhone(details[index]!);
        if (relationship !== null) details.unshift(relationship);
        break;
      }
      default:
        break;
    }
    let dates = '';
    if (section === 'certifications')
      dates =
        (record.start === null ? '' : `Issued ${record.start}`) +
        (record.extra === null ? '' : `${record.start === null ? '' : ' - '}Expires ${record.extra}`);
    else if (section === 'certificates') dates = record.start === null ? '' : `Completed ${record.start}`;
    else if (record.start !== null) dates = `${record.start} - ${record.end ?? 'Present'}`;
    else if (record.end !== null) dates = record.end;
    const entry: ResumeEntry = {
      title: record.title,
      subtitle,
      dates,
      details,
      verified: record.verified,
      ...(record.code === null
        ? {}
        : {
            certificate: {
              code: formatCertificateCode(record.code),
              verifyUrl: `${publicBaseUrl}/verify/${record.code}`,
            },
          }),
      ...(record.letter ? { letter: true } : {}),
    };
    return { id: record.id, line: subtitle ? `${record.title} - ${subtitle}` : record.title, entry };
  }

  /** The PDF's content: the person, the description, the chosen records of each section in order. */
  async function documentOf(
    db: Db,
    resume: { userId: number; name: string },
    descriptionHtml: string,
    chosen: ReadonlyMap<ResumeSectionKey, readonly Offered[]>,
    now: Date,
  ): Promise<ResumeDocument> {
    const person = await repo.findResumePerson(db, resume.userId);
    if (person === undefined) throw notFound();
    const location = [person.city, person.stateCode]
      .filter((part) => part !== null && part !== '')
      .join(', ');
    return {
      tenant,
      name: resume.name,
      person: {
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        phone: person.phone === null || person.phone === '' ? null : formatPhone(person.phone),
        location: location === '' ? null : location,
      },
      descriptionHtml,
      sections: [...chosen]
        .filter(([, records]) => records.length > 0)
        .map(([key, records]) => ({
          key,
          title: RESUME_SECTION_INFO[key].title,
          entries: records.map((record) => record.entry),
        })),
      generatedOn: dayOf(now),
    };
  }

  /** Every section the tenant's editor has, with the person's current records, newest first. */
  async function offeredRecords(db: Db, userId: number): Promise<Map<ResumeSectionKey, Offered[]>> {
    const result = new Map<ResumeSectionKey, Offered[]>();
    for (const section of resumeSections(tenant))
      result.set(
        section,
        (await repo.sectionRecords(db, userId, section)).map((record) => offered(section, record)),
      );
    return result;
  }

  /**
   * The PDF of these chosen records made and kept under a new storage key; its key and size. The caller
   * writes the key in its transaction, and removes the bytes if that rolls back.
   */
  async function writePdf(
    db: Db,
    resume: { userId: number; name: string },
    descriptionHtml: string,
    chosen: ReadonlyMap<ResumeSectionKey, readonly Offered[]>,
    now: Date,
  ): Promise<{ storageKey: string; bytes: number }> {
    const pdf = await pdfs.render({
      kind: 'resume',
      document: await documentOf(db, resume, descriptionHtml, chosen, now),
    });
    const key = storageKey();
    const staged = await storage.stage([pdf]);
    try {
      await staged.keep(key);
    } finally {
      await staged.discard();
    }
    return { storageKey: key, bytes: pdf.length };
  }

  return {
    offeredRecords,
    writePdf,
    /**
     * A generated resume saved from the records already chosen (its items) and its description, as it
     * stands (the demo data's saved resume): its PDF made, a new key, made now and not seen yet.
     */
    async saveAsChosen(trx: Db, resumeId: number, now: Date): Promise<void> {
      const resume = await repo.lockResume(trx, resumeId);
      if (resume === undefined || !resume.isGenerated) throw notFound();
      const items = await repo.resumeItems(trx, resumeId);
      const offeredBySection = await offeredRecords(trx, resume.userId);
      const chosen = new Map<ResumeSectionKey, Offered[]>();
      const kept: repo.ResumeItemRow[] = [];
      for (const [key, records] of offeredBySection) {
        const ids = new Set(items.filter((item) => item.section === key).map((item) => item.recordId));
        const picked = records.filter((record) => ids.has(record.id));
        chosen.set(key, picked);
        picked.forEach((record, position) =>
          kept.push({ section: key, recordId: record.id, label: record.line, position }),
        );
      }
      const description = resume.description ?? '';
      const file = await writePdf(trx, resume, description, chosen, now);
      try {
        await repo.replaceResumeItems(trx, resumeId, kept);
        await repo.markGeneratedSaved(trx, resumeId, {
          name: resume.name,
          description,
          fileKey: repo.newFileKey(),
          fileStorageKey: file.storageKey,
          now,
        });
      } catch (error) {
        await storage.delete(file.storageKey).catch(() => undefined);
        throw error;
      }
      if (resume.fileStorageKey !== null) await storage.delete(resume.fileStorageKey).catch(() => undefined);
    },
  };
}
