import {
  EntityType,
  FormId,
  mayPublishResume,
  RESUME_TEXTS,
  resumePolicy,
  type ResumeState,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  columnsOf,
  defineEntity,
  personEditScope,
  propertyColumn as column,
  type DerivationInput,
  type Derived,
  type SavedRecord,
} from '../../platform/entities/index.js';
import { resumeForm } from './resume.form.js';
import { findResumeKind, markUploadSaved } from './resume.repository.js';

const property = columnsOf('resumes');

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/**
 * A form-9 save is an uploaded resume's: a generated resume (made by the editor's calls) is refused with
 * why (400), as the editor's edit call refuses an uploaded one.
 */
async function deriveResume(db: Db, input: DerivationInput): Promise<Derived> {
  if (input.recordId !== null && (await findResumeKind(db, input.recordId))?.isGenerated === true)
    return {
      values: {},
      failures: [
        {
          formElementId: null,
          message: RESUME_TEXTS.generatedNotUploaded,
          severity: 'error',
          overridable: false,
        },
      ],
    };
  return { values: {}, failures: [] };
}

/** An uploaded resume just saved: a new download key; made now and seen now (its owner uploaded it). */
async function afterResumeSave(trx: Db, saved: SavedRecord) {
  await markUploadSaved(trx, saved.recordId, saved.now);
  return {};
}

/** The status as the grid shows it (spec 3 §4: draft, then saved with a file, then published). */
const STATUS_TEXT = sql<string>`case when r.is_published then 'Published'
  when r.saved_at is not null then 'Saved' else 'Draft' end`;

/**
 * Entity type 10, the resume (form 9; spec 3 §2 /dashboard/resume, §3, §4; issue 26): a person's resume,
 * generated from their records by the editor (resume.service.ts: the description, the chosen records, the
 * PDF made at each save) or uploaded through form 9. Its state is whether it is generated and published
 * (resumePolicy: a published one is read-only, but may be deleted); its rows carry isGenerated,
 * isPublished, fileUpload, fileKey and mayPublish (spec 3 §3 "Record fields seen on ... resume rows").
 * The owner and user managers within reach see a person's resumes (personEditScope); the published one
 * is read by others through the resume's own calls (mayReadPublishedResume).
 *
 * Its grid (the Resume tab, newest first): Name, Type (Generated / Uploaded), Status (Draft / Saved /
 * Published), Published, Last Updated.
 */
export const resumeEntity = defineEntity<ResumeState>({
  entityType: EntityType.Resume,
  name: 'Resume',
  recordsTable: 'resumes',
  owner: { table: 'resumes', column: 'user_id' },
  rows: { disabledAt: null },
  policy: resumePolicy,
  scope: personEditScope,
  state: {
    select: () =>
      sql`r.is_generated as sgenerated, r.is_published as spublished, r.file_key as sfilekey,
          r.saved_at as ssaved, r.seen_at as sseen`,
    read: (raw, base) => ({
      ...base,
      isGenerated: raw.sgenerated === true,
      isPublished: raw.spublished === true,
    }),
    flags: (state, raw, { viewer }) => {
      const fileKey = typeof raw.sfilekey === 'string' ? raw.sfilekey : null;
      return {
        isGenerated: state.isGenerated,
        isPublished: state.isPublished,
        fileUpload: !state.isGenerated,
        fileKey,
        mayPublish: mayPublishResume({
          viewerIsOwner: viewer.userId === state.ownerUserId,
          isGenerated: state.isGenerated,
          isPublished: state.isPublished,
          hasFile: fileKey !== null,
          savedAt: asDate(raw.ssaved),
          seenAt: asDate(raw.sseen),
        }),
      };
    },
  },
  properties: {
    name: property('name'),
    file: property('file'),
    description: property('description'),
  },
  forms: [resumeForm],
  derive: deriveResume,
  afterSave: afterResumeSave,
  storageKeyColumns: ['file_storage_key'],
  grids: [
    {
      altGridId: null,
      formId: FormId.Resume,
      title: 'Resumes',
      fileName: 'Resumes',
      rows: 'owner',
      columns: [
        column('name', 'Name'),
        {
          propertyName: 'resumeType',
          columnName: 'Type',
          type: 'text',
          sql: sql`case when r.is_generated then 'Generated' else 'Uploaded' end`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals', 'Contains'],
        },
        {
          propertyName: 'resumeStatus',
          columnName: 'Status',
          type: 'text',
          sql: STATUS_TEXT,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals', 'Contains'],
        },
        {
          propertyName: 'publishedAt',
          columnName: 'Published',
          type: 'datetime',
          sql: sql`r.published_at`,
          sortable: true,
          filterable: true,
        },
        {
          propertyName: 'updatedAt',
          columnName: 'Last Updated',
          type: 'datetime',
          sql: sql`r.updated_at`,
          sortable: true,
          filterable: true,
          showTime: true,
          initialSort: 'Descending',
        },
      ],
    },
  ],
});
