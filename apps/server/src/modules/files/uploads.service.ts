import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  TDeleteFileQuery,
  TFileUploadRequest,
  TMessageResponse,
  TUploadedFile,
} from '@registry/contracts';
import { API_ERRORS, API_MESSAGES, type Reach } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { storageKey, type FileStorage } from '../../platform/file-storage.js';
import { reachOf } from '../../platform/entities/index.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { Db } from '../../db/database.js';
import { isAcceptedType } from './content-type.js';
import { findFileElement, type FileElement } from './file-elements.repository.js';
import { cleanFileName } from './file-names.js';
import { formatSize, type ReceivedFile } from './upload-body.js';
import * as repo from './uploads.repository.js';

export type UploadsService = ReturnType<typeof createUploadsService>;

/** What GET /api/file/u/{id} sends. */
export interface FileDownload {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIT_ENTITY = 'uploaded_file';

export interface UploadsDeps extends AppDeps {
  storage: FileStorage;
}

/**
 * Files uploaded to a person's records (spec 3 §5 "File upload", §7 "Files"). Whose records: the entity's
 * policy decides from the viewer's reach to the person (DESIGN §3): who may change the person's records of
 * that entity uploads and deletes, who may see them opens the files; anyone else is answered 404, as if the
 * person or file did not exist. The bytes arrive staged (upload-body.ts); they are put under their key
 * inside the transaction that adds the row, and removed again if it does not commit, so a failure leaves
 * neither.
 */
export function createUploadsService(deps: UploadsDeps) {
  const { db, transaction, clock, storage, entities, config } = deps;

  /** The viewer's reach to a person's records of an entity type ('none' for an unknown type or person). */
  async function reachTo(
    trx: Db,
    auth: AuthContext,
    entityTypeId: number,
    ownerUserId: number,
  ): Promise<Reach> {
    const entity = entities.get(entityTypeId);
    return entity === undefined
      ? 'none'
      : reachOf({ db: trx, tenant: deps.tenant }, auth, entity, ownerUserId);
  }

  /** 404 as for no such user, unless the viewer may change the person's records of the entity type. */
  async function assertMayChange(trx: Db, auth: AuthContext, entityTypeId: number, userId: number) {
    if ((await reachTo(trx, auth, entityTypeId, userId)) !== 'edit') throw notFound(API_ERRORS.userNotFound);
  }

  async function fileElement(fields: TFileUploadRequest): Promise<FileElement> {
    const element = await findFileElement(db, fields.formElementId);
    if (element === undefined) throw badRequest({ formElementId: API_ERRORS.fileElementUnknown });
    if (element.entityTypeId !== fields.entityTypeId)
      throw badRequest({ entityTypeId: API_ERRORS.fileElementMismatch });
    return element;
  }

  /** The file, if there is one, not empty, and of an accepted type (decided from its bytes); else 400. */
  function checkedFile(file: ReceivedFile | undefined): ReceivedFile {
    if (file === undefined) throw badRequest({ file: API_ERRORS.fileMissing });
    if (file.size === 0) throw badRequest({ file: API_ERRORS.fileEmpty });
    if (!isAcceptedType(file.contentType))
      throw badRequest({ file: API_ERRORS.fileTypeNotSupported(file.contentType) });
    return file;
  }

  /** The set to add to: the named one (the same person and field, else 404 or 400), or a new one. */
  async function targetSet(
    trx: Db,
    auth: AuthContext,
    fields: TFileUploadRequest,
    ownerUserId: number,
  ): Promise<{ set: repo.FileSetRow; isNew: boolean }> {
    if (fields.fileSetId === undefined) {
      const set = {
        id: randomUUID(),
        ownerUserId,
        entityTypeId: fields.entityTypeId,
        formElementId: fields.formElementId,
      };
      await repo.insertFileSet(trx, { ...set, createdBy: auth.userId, now: clock.now() });
      return { set, isNew: true };
    }
    const set = await repo.lockFileSet(trx, fields.fileSetId);
    if (set === undefined || set.ownerUserId !== ownerUserId) throw notFound(API_ERRORS.fileNotFound);
    if (set.formElementId !== fields.formElementId || set.entityTypeId !== fields.entityTypeId)
      throw badRequest({ fileSetId: API_ERRORS.fileSetMismatch });
    return { set, isNew: false };
  }

  /** Checks the upload, then keeps the staged bytes and adds the row (and a new set) in one transaction. */
  async function add(
    auth: AuthContext,
    fields: TFileUploadRequest,
    received: ReceivedFile | undefined,
  ): Promise<TUploadedFile> {
    const ownerUserId = fields.primaryEntityId ?? auth.userId;
    await assertMayChange(db, auth, fields.entityTypeId, ownerUserId);
    const element = await fileElement(fields);
    const file = checkedFile(received);
    const fileName = cleanFileName(file.fileName);
    const fileId = randomUUID();
    const key = storageKey();
    let written = false;
    try {
      return await transaction(async (trx) => {
        // The person's quota (UPLOAD_QUOTA_MB), whoever uploads: counted with their uploads taking turns.
        if ((await repo.lockedUsedBytes(trx, ownerUserId)) + file.size > config.uploadQuotaBytes)
          throw new HttpError(413, {
            errors: { file: API_ERRORS.uploadQuotaExceeded(formatSize(config.uploadQuotaBytes)) },
          });
        const { set, isNew } = await targetSet(trx, auth, fields, ownerUserId);
        const names = isNew ? [] : await repo.namesInSet(trx, set.id);
        if (element.mode !== 'multiple' && names.length > 0)
          throw badRequest({ file: API_ERRORS.fileSetFull });
        if (names.includes(fileName.toLowerCase()))
          throw badRequest({ file: API_ERRORS.fileNameTaken(fileName) });
        const now = clock.now();
        written = true;
        await file.staged.keep(key);
        const row = {
          id: fileId,
          fileSetId: set.id,
          fileName,
          contentType: file.contentType,
          sizeBytes: file.size,
          storageKey: key,
        };
        await repo.insertUploadedFile(trx, { ...row, uploadedBy: auth.userId, now }).catch((error) => {
          throw isNameTaken(error) ? badRequest({ file: API_ERRORS.fileNameTaken(fileName) }) : error;
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'file.uploaded',
          entity: AUDIT_ENTITY,
          entityId: fileId,
          after: { ...row, ownerUserId, entityTypeId: set.entityTypeId, formElementId: set.formElementId },
          at: now,
        });
        return { fileId, fileName, fileSetId: set.id };
      });
    } catch (error) {
      if (written) await storage.delete(key);
      throw error;
    }
  }

  return {
    /**
     * Adds a file to a person's file set (a new set when none is named); the type is the bytes'. The
     * staged bytes are kept under a new key, or removed, whatever happens.
     */
    async upload(
      auth: AuthContext,
      fields: TFileUploadRequest,
      received: ReceivedFile | undefined,
    ): Promise<TUploadedFile> {
      try {
        return await add(auth, fields, received);
      } finally {
        await received?.staged.discard();
      }
    },

    /**
     * The file's bytes, for whoever may see the owner's records of its entity type (the entity's policy:
     * for profile records the owner, a user manager within reach, a director of the owner's approved staff
     * organization, agency staff verifying a professional's records); 404 for anyone else. Only seeing is
     * needed: a verifier opens the certificate or transcript of a record they verify, and changes nothing.
     */
    async download(auth: AuthContext, id: string): Promise<FileDownload> {
      if (!UUID.test(id)) throw notFound(API_ERRORS.fileNotFound);
      const file = await repo.findFile(db, id.toLowerCase());
      if (file === undefined || (await reachTo(db, auth, file.entityTypeId, file.ownerUserId)) === 'none')
        throw notFound(API_ERRORS.fileNotFound);
      const stream = await storage.get(file.storageKey);
      // A row whose bytes are gone is a fault of the store; the client can only be told it is missing.
      if (stream === undefined) throw notFound(API_ERRORS.fileNotFound);
      return { stream, fileName: file.fileName, contentType: file.contentType, size: file.sizeBytes };
    },

    /**
     * Deletes a file of the person's record (hard: the row, then the bytes after the commit; the audit
     * row keeps what it was). 404 unless the file is that person's, of that entity type, and in reach.
     */
    async delete(auth: AuthContext, query: TDeleteFileQuery): Promise<TMessageResponse> {
      const file = await transaction(async (trx) => {
        const found = await repo.lockFileOfPerson(trx, {
          id: query.fileKey,
          ownerUserId: query.primaryEntityId,
          entityTypeId: query.entityTypeId,
        });
        if (
          found === undefined ||
          (await reachTo(trx, auth, found.entityTypeId, found.ownerUserId)) !== 'edit'
        )
          throw notFound(API_ERRORS.fileNotFound);
        await repo.deleteUploadedFile(trx, found.id);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'file.deleted',
          entity: AUDIT_ENTITY,
          entityId: found.id,
          before: found,
          at: clock.now(),
        });
        return found;
      });
      // After the commit: a failure here leaves bytes no row points to (unreachable), never a row without bytes.
      await storage.delete(file.storageKey).catch(() => undefined);
      return { message: API_MESSAGES.fileDeleted };
    },
  };
}

/** The unique index on (set, lower(name)): two uploads of one name raced, and this one lost. */
function isNameTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'uploaded_files_set_name_key';
}
