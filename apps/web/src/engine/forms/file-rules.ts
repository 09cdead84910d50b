import type { UploadedFile } from './types';

/** Spec 3 §5: the types a file upload accepts (the server decides again from the content). */
const ACCEPTED_PREFIXES = [
  'image/',
  'text/',
  'application/vnd.openxmlformats-officedocument',
  'application/pdf',
];

/** For the file picker: the same types, with the office documents' extensions. */
export const FILE_ACCEPT = 'image/*,text/*,application/pdf,.docx,.xlsx,.pptx';

/** Subtypes that hold a single file (spec 3 §5). */
export function holdsOneFile(subtype: string | null): boolean {
  return subtype === 'single' || subtype === 'certificate';
}

export type FileProblem =
  | { key: 'forms.fileTypeNotSupported'; type: string }
  | { key: 'forms.fileDuplicate'; name: string }
  | { key: 'forms.fileOnlyOne' };

/**
 * The browser's checks before an upload, a convenience only: the type the browser claims (an unknown,
 * empty type is left to the server, which reads the content), a name already in the set, a second file.
 */
export function fileProblem(file: File, files: UploadedFile[], subtype: string | null): FileProblem | null {
  if (holdsOneFile(subtype) && files.length > 0) return { key: 'forms.fileOnlyOne' };
  if (file.type && !ACCEPTED_PREFIXES.some((prefix) => file.type.startsWith(prefix))) {
    return { key: 'forms.fileTypeNotSupported', type: file.type };
  }
  if (files.some((uploaded) => uploaded.fileName === file.name)) {
    return { key: 'forms.fileDuplicate', name: file.name };
  }
  return null;
}
