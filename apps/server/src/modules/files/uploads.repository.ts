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

/** The advisory-lock namespace of the upload quota: one person's uploads take turns while they count. */
const UPLOAD_QUOTA_LOCK = 2_026_1205;

/**
 * The bytes of every file in the person's file sets, counted with the person's uploads serialized (an
 * advisory lock held until the transaction ends): two uploads at once never both fit in the last room.
 */
export async function lockedUsedBytes(trx: Db, ownerUserId: number): Promise<number> {
  await sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, (${ownerUserId}::bigint % 2147483647)::int)`.execute(
    trx,
  );
  const row = await trx
    .selectFrom('uploadedFiles')
    .innerJoin('fileSets', 'fileSets.id', 'uploadedFiles.fileSetId')
    .select(sql<string>`coalesce(sum(uploaded_files.size_bytes), 0)`.as('used'))
    .where('fileSets.ownerUserId', '=', ownerUserId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** A table and column in which a record names its file set (its id as text). */
export interface FileSetColumn {
  table: string;
  column: string;
}

/**
 * Up to `limit` file sets that no record names (in any of `columns`) and whose last upload was before
 * `idleSince`, locked until the transaction ends; sets another transaction holds (an upload into them,
 * another server's sweep) are skipped, not waited for.
 */
export async function lockUnattachedFileSets(
  trx: Db,
  where: { idleSince: Date; columns: readonly FileSetColumn[]; limit: number },
): Promise<FileSetRow[]> {
  const unnamed = where.columns.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.table(table)} r where ${sql.ref(`r.${column}`)}::text = s.id::text)`,
  );
  const result = await sql<FileSetRow>`
    select s.id, s.owner_user_id as "ownerUserId", s.entity_type_id as "entityTypeId",
           s.form_element_id as "formElementId"
      from file_sets s
     where s.created_at < ${where.idleSince}
       and not exists (
         select 1 from uploaded_files f where f.file_set_id = s.id and f.created_at >= ${where.idleSince})
       ${unnamed.length > 0 ? sql`and ${sql.join(unnamed, sql` and `)}` : sql``}
     order by s.created_at
     limit ${where.limit}
       for update of s skip locked`.execute(trx);
  return result.rows.map((row) => ({ ...row, ownerUserId: Number(row.ownerUserId) }));
}

/** Deletes the sets and their files' rows; answers the files as they were (their storage keys included). */
export async function deleteFileSets(
  trx: Db,
  ids: readonly string[],
): Promise<Omit<StoredFileRow, 'ownerUserId' | 'entityTypeId' | 'formElementId'>[]> {
  if (ids.length === 0) return [];
  const removed = await trx
    .deleteFrom('uploadedFiles')
    .where('fileSetId', 'in', ids)
    .returning(['id', 'fileSetId', 'fileName', 'contentType', 'sizeBytes', 'storageKey'])
    .execute();
  await trx.deleteFrom('fileSets').where('id', 'in', ids).execute();
  return removed.map((file) => ({ ...file, sizeBytes: Number(file.sizeBytes) }));
}
