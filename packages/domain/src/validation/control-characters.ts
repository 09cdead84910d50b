/**
 * Control characters in what a client sends (issue 20). PostgreSQL refuses NUL in text outright (a request
 * carrying one answered 500), and the other C0 controls have no place in a name, a code or a form's
 * answer: they break logs, exports and the screen. One message for every field that refuses them.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';

/**
 * A one-line field: no C0 control at all (tab and line breaks included), nor DEL. The contracts' zText
 * starts every request string with it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/u;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORM_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/**
 * The problem with a value a form carries, whatever its element's type (text, text area, rich text,
 * phone, a date, a choice's id, a checkbox group's item, a file set's key): a control character other
 * than tab, line feed and carriage return, which a text area or rich text may hold. Null when none.
 */
export function formValueProblem(value: string | null | undefined): string | null {
  return value != null && FORM_CONTROL_CHARACTER.test(value) ? CONTROL_CHARACTER_MESSAGE : null;
}
