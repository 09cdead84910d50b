import type { ElementState, FormElement, FormFile } from '@registry/domain';

/** One element's value in the form: a string (or null) for every type but checkbox groups (string[]). */
export type FormValue = string | string[] | null;

/** Spec 3 §3 autocomplete item: `key` is stored, `value` is shown. */
export interface AutocompleteItem {
  key: string;
  value: string;
}

/** Spec 3 §3 uploaded file (the server's ids are UUIDs). */
export type UploadedFile = FormFile;

/** A peer's current value, sent with a cross-reference search as a filter (spec 3 §3 peerElements). */
export interface PeerValue {
  propertyId: string;
  value: string;
}

/** What every element component receives: the element, what the rules made of it, its value and error. */
export interface FieldProps<V = string | null> {
  element: FormElement;
  state: ElementState;
  value: V;
  /** The failure message for this element (client or server): shown inline, the field marked invalid. */
  error?: string | null;
  onChange: (value: V) => void;
}
