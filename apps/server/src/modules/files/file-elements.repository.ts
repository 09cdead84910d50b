import { FORM_ELEMENT_SUBTYPES } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** multiple: any number of files; single and certificate: one file (spec 3 §5 "File upload"). */
export type FileUploadMode = (typeof FORM_ELEMENT_SUBTYPES.fileUpload)[number];

/** What the server knows of a file upload field: the entity type it belongs to and its mode. */
export interface FileElement {
  entityTypeId: number;
  mode: FileUploadMode;
}

const isMode = (subtype: string): subtype is FileUploadMode =>
  (FORM_ELEMENT_SUBTYPES.fileUpload as readonly string[]).includes(subtype);

/**
 * The file upload field with this element id, as the latest version of its form defines it (element
 * ids are unique across forms): the form's entity type, and the element's subtype as its mode (an
 * element without one takes any number of files, as the web's field does). Undefined for an id that
 * names no fileUpload element of a latest version (or one whose subtype is no mode). The mode is the server's, never the client's: a
 * client that claimed "multiple" could fill a certificate field with any number of files.
 *
 * Looked up through an index (form_definitions_elements_idx, GIN over the elements) on every upload
 * rather than cached: definitions change when a server starts (form-seed.ts), and several servers may
 * share one database, so a cache in one process could go on answering with a version another server
 * replaced. The probe is one index lookup, small beside writing the file.
 */
export async function findFileElement(db: Db, formElementId: number): Promise<FileElement | undefined> {
  const element = { id: formElementId, type: 'fileUpload' };
  const result = await sql<{ entityTypeId: number; subtype: string | null }>`
    select d.entity_type_id, e.element ->> 'subtype' as subtype
    from form_definitions d
    cross join lateral jsonb_array_elements(d.definition -> 'elements') as e(element)
    where d.definition -> 'elements' @> ${JSON.stringify([element])}::jsonb
      and e.element @> ${JSON.stringify(element)}::jsonb
      and d.version = (select max(version) from form_definitions l where l.form_id = d.form_id)`.execute(db);
  const row = result.rows[0];
  const mode = row?.subtype ?? 'multiple';
  return row !== undefined && isMode(mode) ? { entityTypeId: row.entityTypeId, mode } : undefined;
}
