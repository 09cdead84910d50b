import type { ElementState, FormElement } from '@registry/domain';
import { CheckboxField } from './checkbox-field';
import { CrossReferencePropertyField, type ReferencedValue } from './cross-reference-property-field';
import { DateField } from './date-field';
import { DropdownField } from './dropdown-field';
import { FieldFrame, RejectedMessage } from './field-frame';
import { FieldView } from './field-view';
import { FileUploadField } from './file-upload-field';
import { PhoneField } from './phone-field';
import { RichTextField } from './rich-text-field';
import { SearchElementField } from './search-element-field';
import { TextElementField } from './text-field';
import type { AutocompleteItem, FormValue, PeerValue, UploadedFile } from './types';

/** What some elements need from the form around them (the server calls, held by the form container). */
export interface FormFieldServices {
  /**
   * Autocomplete (POST /api/form/autocomplete), cross-reference and rich text '@' (entitycrossreference)
   * searches.
   */
  search?: (element: FormElement, text: string, peers: PeerValue[]) => Promise<AutocompleteItem[]>;
  /** A property of the entity another element references (POST /api/form/entitycrossreferenceproperty). */
  property?: (element: FormElement, entityId: number) => Promise<string | null>;
  files?: {
    list: (element: FormElement) => UploadedFile[];
    change: (element: FormElement, files: UploadedFile[]) => void;
    upload: (element: FormElement, file: File) => Promise<UploadedFile>;
    remove: (element: FormElement, file: UploadedFile) => Promise<void>;
    /** Opens a file (GET /api/file/u/{id}, which needs the bearer token a link cannot carry). */
    open?: (file: UploadedFile) => void;
  };
}

export interface FormElementFieldProps {
  element: FormElement;
  state: ElementState;
  value: FormValue;
  error?: string | null;
  onChange: (value: FormValue) => void;
  /** view: values as text (spec 3 §2 view mode, before Edit). */
  mode?: 'edit' | 'view';
  services?: FormFieldServices;
  /** Cross-references: the peers' values (peerValuesOf). */
  peerValues?: PeerValue[];
  /** Autocomplete and cross-reference: what the stored key shows as (default: the served displayValue). */
  valueLabel?: string | null;
  /** An element showing a property of what another element references: that element's value. */
  referenced?: ReferencedValue;
  /** Changes with every failed save (the rich text warning shows again). */
  attempt?: number;
}

const asText = (value: FormValue) => (Array.isArray(value) ? value.join(',') : value);

/** Whether an element shows a property of the entity another element references. */
export function showsReferencedProperty(element: FormElement): boolean {
  const reference = element.arguments.crossReference;
  return reference?.ecrElementId !== undefined && reference.ecrPropertyId !== undefined;
}

/** One element of a form, by its type; nothing when the rules hide it. */
export function FormElementField(props: FormElementFieldProps) {
  const { element, state, value, error, onChange, mode = 'edit', services, peerValues } = props;
  if (!state.visible) return null;
  // The server resolved what the served key reads as; a key chosen since is labelled by its field.
  const valueLabel =
    props.valueLabel ?? (value !== null && value === element.value ? (element.displayValue ?? null) : null);
  const files = services?.files;
  const note = <RejectedMessage element={element} state={state} />;
  if (showsReferencedProperty(element)) {
    const property = (
      <CrossReferencePropertyField
        element={element}
        state={state}
        mode={mode}
        referenced={props.referenced ?? { value: null, initial: null }}
        property={services?.property}
        note={note}
      />
    );
    return mode === 'view' ? (
      property
    ) : (
      <FieldFrame element={element} state={state}>
        {property}
      </FieldFrame>
    );
  }
  if (mode === 'view') {
    return (
      <FieldView
        element={element}
        value={value}
        valueLabel={valueLabel}
        files={files?.list(element)}
        onOpen={files?.open}
        note={note}
      />
    );
  }
  const common = { element, state, error, value: asText(value), onChange };
  let field;
  switch (element.type) {
    case 'text':
      field = <TextElementField {...common} />;
      break;
    case 'phone':
      field = <PhoneField {...common} />;
      break;
    case 'date':
      field = <DateField {...common} />;
      break;
    case 'dropdown':
      field = <DropdownField {...common} />;
      break;
    case 'checkbox':
      field = <CheckboxField {...common} value={Array.isArray(value) ? value : []} />;
      break;
    case 'autocomplete':
    case 'entityCrossReference':
      field = (
        <SearchElementField
          {...common}
          search={services?.search}
          peerValues={peerValues}
          valueLabel={valueLabel}
        />
      );
      break;
    case 'richText':
      field = (
        <RichTextField
          {...common}
          attempt={props.attempt}
          search={services?.search}
          peerValues={peerValues}
        />
      );
      break;
    case 'fileUpload':
      field = (
        <FileUploadField
          {...common}
          files={files?.list(element) ?? []}
          onFilesChange={(next) => files?.change(element, next)}
          upload={(file) => (files ? files.upload(element, file) : Promise.reject(new Error('no upload')))}
          remove={(file) => (files ? files.remove(element, file) : Promise.resolve())}
          onOpen={files?.open}
        />
      );
      break;
  }
  return (
    <FieldFrame element={element} state={state}>
      {field}
    </FieldFrame>
  );
}
