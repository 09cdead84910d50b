// The form renderer's public face: the form container (data fetching, rules, saving) imports from here.
export { ErrorSummary, type ErrorSummaryProps } from './error-summary';
export { fieldId, focusField } from './field-ids';
export { FormElementField, type FormElementFieldProps, type FormFieldServices } from './form-element-field';
export { FormLayout, type FormLayoutProps } from './form-layout';
export { elementsClearedBy, peerValuesOf } from './peers';
export { displayPhone } from './phone';
export { normalizeSearchText } from './search-text';
export type { AutocompleteItem, FieldProps, FormValue, PeerValue, UploadedFile } from './types';
