import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A person whose records hold files: their id and general roles (for the reach policy). */
export interface FileSetRow {
  id: string;
  ownerUserId: number;
  entityTypeId: number;
  formElementId: number;
}

export interface StoredFileRow {
  id: string;
  fileSetId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  ownerUserId: number;
  entityTypeId: number;
  formElementId: number;
}

/** The set, locked until the transaction ends: uploads into one set take turns (one-file modes, names). */
export async function lockFileSet(trx: Db, id: string): Promise<FileSetRow | undefined> {
  return trx
    .selectFrom('fileSets')
    .select(['id', 'ownerUserId', 'entityTypeId', 'formElementId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertFileSet(
  trx: Db,
  set: FileSetRow & { createdBy: number; now: Date },
): Promise<void> {
  const { now, ...values } = set;
  await trx
    .insertInto('fileSets')
    .values({ ...values, createdAt: now })
    .execute();
}

/** The names already in the set (lower-cased: names differing only in case count as the same). */
export async function namesInSet(trx: Db, fileSetId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('uploadedFiles')
    .select(sql<string>`lower(file_name)`.as('name'))
    .where('fileSetId', '=', fileSetId)
    .execute();
  return rows.map((row) => row.name);
}

export async function insertUploadedFile(
  trx: Db,
  file: Omit<StoredFileRow, 'ownerUserId' | 'entityTypeId' | 'formElementId'> & {
    uploadedBy: number;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = file;
  await trx
    .insertInto('uploadedFiles')
    .values({ ...values, createdAt: now })
    .execute();
}

const fileColumns = [
  'uploadedFiles.id',
  'uploadedFiles.fileSetId',
  'uploadedFiles.fileName',
  'uploadedFiles.contentType',
  'uploadedFiles.sizeBytes',
  'uploadedFiles.storageKey',
  'fileSets.ownerUserId',
  'fileSets.entityTypeId',
  'fileSets.formElementId',
] as const;

/** The file with its set's owner and entity type (the entity's policy then decides who may see it). */
export async function findFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  return db
    .selectFrom('uploadedFiles')
    .innerJoin('fileSets', 'fileSets.id', 'uploadedFiles.fileSetId')
    .select(fileColumns)
    .where('uploadedFiles.id', '=', id)
    .executeTakeFirst();
}

/** The file of this person and entity type, locked for deleting. */
export async function lockFileOfPerson(
  trx: Db,
  where: { id: string; ownerUserId: number; entityTypeId: number },
): Promise<StoredFileRow | undefined> {
  return trx
    .selectFrom('uploadedFiles')
    .innerJoin('fileSets', 'fileSets.id', 'uploadedFiles.fileSetId')
    .select(fileColumns)
    .where('uploadedFiles.id', '=', where.id)
    .where('fileSets.ownerUserId', '=', where.ownerUserId)
    .where('fileSets.entityTypeId', '=', where.entityTypeId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteUploadedFile(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('uploadedFiles').where('id', '=', id).execute();
}
