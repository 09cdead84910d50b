import type { FORM_ELEMENT_SUBTYPES } from '@registry/domain';

/** multiple: any number of files; single and certificate: one file (spec 3 §5 "File upload"). */
export type FileUploadMode = (typeof FORM_ELEMENT_SUBTYPES.fileUpload)[number];

/** What the server knows of a file upload field: the entity type it belongs to and its mode. */
export interface FileElement {
  entityTypeId: number;
  mode: FileUploadMode;
}

/** Looks a file upload field up by its form element id; undefined for any other id. */
export type FileElementLookup = (formElementId: number) => FileElement | undefined;

/**
 * The file upload fields, until form definitions live on the server: the form module replaces this
 * lookup with one over the seeded definitions (elements of type fileUpload, the subtype their mode).
 * The mode is the server's, never the client's: a client that claimed "multiple" could fill a
 * certificate field with any number of files. The ids are placeholders from 9001 up, clear of the
 * forms' own numbering; each names a field the spec describes.
 */
const FILE_ELEMENTS: ReadonlyMap<number, FileElement> = new Map([
  // The certificate of a certification or credential (entity type 7): one file.
  [9001, { entityTypeId: 7, mode: 'certificate' }],
  // An uploaded resume instead of a generated one (entity type 10): one file.
  [9002, { entityTypeId: 10, mode: 'single' }],
  // Transcripts and diplomas of an education record (entity type 4): any number.
  [9003, { entityTypeId: 4, mode: 'multiple' }],
]);

export const findFileElement: FileElementLookup = (formElementId) => FILE_ELEMENTS.get(formElementId);
