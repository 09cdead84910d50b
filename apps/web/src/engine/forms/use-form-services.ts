import type { TFormResponse } from '@registry/contracts';
import type { FormElement } from '@registry/domain';
import { useMemo, useRef, useState } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { searchAutocomplete } from './api/autocomplete';
import { deleteFile } from './api/delete-file';
import { searchEntities } from './api/entity-cross-reference';
import { getCrossReferenceProperty } from './api/entity-cross-reference-property';
import { openUploadedFile } from './api/open-file';
import { uploadFile } from './api/upload-file';
import type { FormFieldServices } from './form-element-field';
import type { FormValue, UploadedFile } from './types';

/** The contracts' longest search text: longer is never a real search, so it is cut rather than refused. */
const SEARCH_MAX_LENGTH = 100;

export interface FormServicesOptions {
  form: TFormResponse;
  /** The elements' current values (the rules' verdicts): an upload adds to the set an element names. */
  values: Map<number, FormValue>;
  /**
   * The person whose record the form holds (files are theirs), or null: uploads then go to the signed-in
   * user's own files, and deletes name `signedIn`.
   */
  ownerId: number | null;
  signedIn: number | null;
}

/**
 * The server calls a form's fields make (FormFieldServices): autocomplete and cross-reference searches,
 * a referenced entity's property, and the files of upload fields, whose lists the form keeps from the
 * served elements (element.files) and changes as files are uploaded and deleted.
 */
export function useFormServices({ form, values, ownerId, signedIn }: FormServicesOptions): FormFieldServices {
  const toast = useToast();
  const [files, setFiles] = useState(
    () => new Map(form.elements.map((element) => [element.id, element.files ?? []])),
  );
  const live = useRef({ files, values, ownerId, signedIn });
  live.current = { files, values, ownerId, signedIn };

  return useMemo<FormFieldServices>(
    () => ({
      search: (element, text, peers) => {
        const searchString = text.slice(0, SEARCH_MAX_LENGTH);
        if (element.type === 'autocomplete') {
          return searchAutocomplete({ formElementId: element.id, searchString });
        }
        const reference = element.arguments.crossReference;
        // The fields ask only when the element names an entity type ('Entity Type not defined for element').
        if (!reference) return Promise.resolve([]);
        return searchEntities({
          entityTypeId: reference.ecrEntityTypeId,
          ecrSearchPropertyId: reference.ecrSearchPropertyId,
          searchString,
          ...(reference.ecrFilter ? { filter: reference.ecrFilter } : {}),
          peerFilters: peers.map((peer) => ({ ...peer, value: peer.value.slice(0, SEARCH_MAX_LENGTH) })),
        });
      },
      property: async (element: FormElement, entityId: number) => {
        const reference = element.arguments.crossReference!;
        const answer = await getCrossReferenceProperty({
          entityTypeId: reference.ecrEntityTypeId,
          entityId,
          propertyId: reference.ecrPropertyId!,
        });
        return answer.value;
      },
      files: {
        list: (element) => live.current.files.get(element.id) ?? [],
        change: (element, next) => setFiles((current) => new Map(current).set(element.id, next)),
        upload: (element, file) => {
          const set = live.current.values.get(element.id);
          return uploadFile({
            file,
            fileSetId: typeof set === 'string' && set !== '' ? set : null,
            entityTypeId: form.entityTypeId,
            formElementId: element.id,
            primaryEntityId: live.current.ownerId,
          });
        },
        remove: async (_element, file: UploadedFile) => {
          const owner = live.current.ownerId ?? live.current.signedIn;
          if (owner === null) throw new Error('No signed-in user to delete a file for.');
          await deleteFile({
            fileKey: String(file.fileId),
            entityTypeId: form.entityTypeId,
            primaryEntityId: owner,
          });
        },
        open: (file) => {
          openUploadedFile(file).catch((error: unknown) => toast.showError(error));
        },
      },
    }),
    // The calls read the files, values and owner of the moment through `live`.
    [form.entityTypeId, toast],
  );
}
