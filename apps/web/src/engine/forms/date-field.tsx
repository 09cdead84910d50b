import { TextInput } from './text-field';
import type { FieldProps } from './types';

/** Spec 3 §5 and §9: dates between 1900-01-01 and 2200-12-31. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';

/**
 * Date and datetime elements. MUI X date pickers are not installed, so these are the browser's own date
 * inputs (keyboard- and screen-reader-operable as they come), bounded by min and max. A date is stored as
 * YYYY-MM-DD, a datetime as the local YYYY-MM-DDTHH:mm the input gives.
 */
export function DateField(props: FieldProps) {
  const datetime = props.element.subtype === 'datetime';
  return datetime ? (
    <TextInput
      {...props}
      type="datetime-local"
      htmlInput={{ min: `${DATE_MIN}T00:00`, max: `${DATE_MAX}T23:59` }}
    />
  ) : (
    <TextInput {...props} type="date" htmlInput={{ min: DATE_MIN, max: DATE_MAX }} />
  );
}
