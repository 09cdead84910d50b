import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { redAsteriskSx } from './field-frame';
import { describedBy, fieldId } from './field-ids';
import type { FieldProps } from './types';

/** Spec 3 §9: a textarea shows 5 rows. */
export const TEXTAREA_ROWS = 5;

export interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  placeholder?: string;
  /** Lets a mask rewrite what was typed before it is reported (the phone field). */
  onInput?: (text: string, input: HTMLInputElement | HTMLTextAreaElement) => string;
}

/**
 * The one TextField under every typed element: label with the red asterisk, the error inline and named by
 * aria-describedby with the rejected-field message, read-only as a focusable, announced read-only input.
 */
export function TextInput({
  element,
  state,
  value,
  error,
  onChange,
  type = 'text',
  inputMode,
  multiline,
  placeholder,
  onInput,
}: TextInputProps) {
  return (
    <TextField
      id={fieldId(element.id)}
      label={element.stimulus}
      type={type}
      fullWidth
      margin="dense"
      multiline={multiline}
      rows={multiline ? TEXTAREA_ROWS : undefined}
      required={state.required}
      value={value ?? ''}
      placeholder={placeholder}
      onChange={(event) => {
        const text = onInput ? onInput(event.target.value, event.target) : event.target.value;
        onChange(text === '' ? null : text);
      }}
      error={Boolean(error)}
      helperText={error || undefined}
      slotProps={{
        inputLabel: { sx: redAsteriskSx },
        htmlInput: {
          maxLength: element.maxLength,
          readOnly: state.readOnly,
          inputMode,
          'aria-describedby': describedBy(element.id, error, state.rejected),
          'aria-invalid': Boolean(error),
        },
      }}
    />
  );
}

/** Text elements: plain, float (decimal keyboard), email, textarea (5 rows). */
export function TextElementField(props: FieldProps) {
  switch (props.element.subtype) {
    case 'float':
      return <TextInput {...props} inputMode="decimal" />;
    case 'email':
      return <TextInput {...props} type="email" />;
    case 'textarea':
      return <TextInput {...props} multiline />;
    default:
      return <TextInput {...props} />;
  }
}
