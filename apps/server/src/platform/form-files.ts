import {
  FORM_TEXTS,
  type ElementState,
  type FormElement,
  type FormFailure,
  type FormFile,
  type FormValues,
} from '@registry/domain';
import type { Db } from '../db/database.js';

/**
 * What the form engine (modules/forms) asks of uploaded files (the files module keeps them; platform,
 * because two features share it, DESIGN §1): the files a file upload element's value
 * names, to serve with the form, and whether a saved value names a set the element may hold. A file
 * set belongs to a person (the record's owner), one form element and its entity type; a value naming
 * any other set (another person's, another field's, none at all) names no files here.
 */

/** Whose record, and which entity's: the scope every named set must be in. */
export interface FileSetScope {
  ownerUserId: number;
  entityTypeId: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The files of each named set that is in the scope and made for its element, by element id, in the order
 * they were uploaded; an element whose value names no such set is absent.
 */
async function filesOfSets(
  db: Db,
  scope: FileSetScope,
  named: { formElementId: number; fileSetId: string }[],
): Promise<Map<number, FormFile[]>> {
  // Not an id, no set: and never a value PostgreSQL refuses to read as a uuid.
  const ids = named.filter((item) => UUID.test(item.fileSetId));
  const sets = new Map<number, FormFile[]>();
  if (ids.length === 0) return sets;
  const rows = await db
    .selectFrom('fileSets')
    .leftJoin('uploadedFiles', 'uploadedFiles.fileSetId', 'fileSets.id')
    .select([
      'fileSets.id as fileSetId',
      'fileSets.formElementId',
      'uploadedFiles.id as fileId',
      'uploadedFiles.fileName',
    ])
    .where('fileSets.ownerUserId', '=', scope.ownerUserId)
    .where('fileSets.entityTypeId', '=', scope.entityTypeId)
    .where((eb) =>
      eb.or(
        ids.map((item) =>
          eb.and([
            eb('fileSets.id', '=', item.fileSetId),
            eb('fileSets.formElementId', '=', item.formElementId),
          ]),
        ),
      ),
    )
    .orderBy('uploadedFiles.createdAt')
    .orderBy('uploadedFiles.fileName')
    .execute();
  for (const row of rows) {
    const files = sets.get(row.formElementId) ?? [];
    sets.set(row.formElementId, files);
    if (row.fileId !== null && row.fileName !== null)
      files.push({ fileId: row.fileId, fileName: row.fileName, fileSetId: row.fileSetId });
  }
  return sets;
}

/** The elements, each file upload element with `files`: those of the set its value names (spec 3 §3). */
export async function withFiles<E extends FormElement>(
  db: Db,
  elements: E[],
  scope: FileSetScope,
): Promise<E[]> {
  const uploads = elements.filter((element) => element.type === 'fileUpload');
  if (uploads.length === 0) return elements;
  const named = uploads.flatMap((element) =>
    element.value === null ? [] : [{ formElementId: element.id, fileSetId: element.value }],
  );
  const sets = await filesOfSets(db, scope, named);
  return elements.map((element) =>
    element.type === 'fileUpload' ? { ...element, files: sets.get(element.id) ?? [] } : element,
  );
}

/**
 * The failures of a submission's file upload elements, beside those `failures` already has: a value
 * that names no set of this owner, element and entity type; a required element whose set holds no file
 * ('Please select a file.', as the browser says). Read-only and hidden elements are not written, so not
 * checked; an empty value is the domain's validation's to judge.
 */
export async function fileFailures(
  db: Db,
  submission: {
    elements: FormElement[];
    states: Map<number, ElementState>;
    values: FormValues;
    failures: FormFailure[];
  },
  scope: FileSetScope,
): Promise<FormFailure[]> {
  const { states, values } = submission;
  const refused = new Set(submission.failures.map((failure) => failure.formElementId));
  const checked = submission.elements.flatMap((element) => {
    const state = states.get(element.id);
    const value = values.get(element.id);
    if (element.type !== 'fileUpload' || refused.has(element.id) || !state?.visible || state.readOnly)
      return [];
    return typeof value === 'string' ? [{ formElementId: element.id, fileSetId: value, state }] : [];
  });
  if (checked.length === 0) return [];
  const sets = await filesOfSets(db, scope, checked);
  return checked.flatMap(({ formElementId, state }) => {
    const files = sets.get(formElementId);
    if (files === undefined) return [failure(formElementId, FORM_TEXTS.fileSetElsewhere)];
    return files.length === 0 && state.required ? [failure(formElementId, FORM_TEXTS.selectFile)] : [];
  });
}

function failure(formElementId: number, message: string): FormFailure {
  return { formElementId, message, severity: 'error', overridable: false };
}

/** A file removed with its record: what the audit row keeps of it. */
export interface RemovedFile {
  fileId: string;
  fileSetId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Deletes the file sets a deleted record named, with their files' rows, where the set is the record
 * owner's, of the record's entity type, and `stillNamed` says no other record names it (two records of one
 * person may share a set). Answers what was removed and the storage keys whose bytes the caller deletes
 * after the commit. Pass the transaction that deletes the record.
 */
export async function deleteUnsharedFileSets(
  db: Db,
  scope: FileSetScope & {
    fileSetIds: readonly string[];
    stillNamed: (fileSetId: string) => Promise<boolean>;
  },
): Promise<{ files: RemovedFile[]; storageKeys: string[] }> {
  const files: RemovedFile[] = [];
  const storageKeys: string[] = [];
  for (const fileSetId of new Set(scope.fileSetIds)) {
    if (!UUID.test(fileSetId) || (await scope.stillNamed(fileSetId))) continue;
    const set = await db
      .selectFrom('fileSets')
      .select('id')
      .where('id', '=', fileSetId)
      .where('ownerUserId', '=', scope.ownerUserId)
      .where('entityTypeId', '=', scope.entityTypeId)
      .forUpdate()
      .executeTakeFirst();
    if (set === undefined) continue;
    const removed = await db
      .deleteFrom('uploadedFiles')
      .where('fileSetId', '=', fileSetId)
      .returning(['id', 'fileSetId', 'fileName', 'contentType', 'sizeBytes', 'storageKey'])
      .execute();
    await db.deleteFrom('fileSets').where('id', '=', fileSetId).execute();
    for (const { storageKey, id, ...file } of removed) {
      files.push({ fileId: id, ...file });
      storageKeys.push(storageKey);
    }
  }
  return { files, storageKeys };
}
