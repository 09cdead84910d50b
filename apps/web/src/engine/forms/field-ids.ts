/**
 * Element ids are unique across forms (spec 3 §3), so the DOM ids derived from them are stable: the
 * error summary links to `#form-element-{id}` without asking the field for a ref.
 */
export function fieldId(elementId: number): string {
  return `form-element-${elementId}`;
}

/** MUI's TextField names its helper text `${id}-helper-text`; every field uses the same id for its error. */
export function errorId(elementId: number): string {
  return `${fieldId(elementId)}-helper-text`;
}

export function rejectedId(elementId: number): string {
  return `${fieldId(elementId)}-rejected`;
}

export function labelId(elementId: number): string {
  return `${fieldId(elementId)}-label`;
}

/** The ids that describe a field: its error, then the rejected-field message; undefined when none. */
export function describedBy(elementId: number, error: string | null | undefined, rejected: boolean) {
  const ids = [error ? errorId(elementId) : null, rejected ? rejectedId(elementId) : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Moves focus to an element's field (the error summary's links); false when it is not on the page. */
export function focusField(elementId: number): boolean {
  const target = document.getElementById(fieldId(elementId));
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/** What a keyboard user can reach with Tab, in a form's cells. */
const TABBABLE = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  'a[href]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled')) return false;
  return element.closest('[aria-hidden="true"], [inert], [hidden]') === null;
}

/**
 * Moves focus to the first field of the rendered form in `container` (its first cell, in the order the
 * layout shows them, with something a keyboard reaches); false when it has none (a form only shown).
 */
export function focusFirstField(container: HTMLElement): boolean {
  const target = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).find(isTabbable);
  if (target === undefined) return false;
  target.focus();
  return true;
}
