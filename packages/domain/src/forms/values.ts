import type { FormElement } from './types.js';

/** One element's value as rules and validation read it: a string, a checkbox group's list, or nothing. */
export type ElementValue = string | string[] | null;

/** null, '' and [] are all "no value". */
export function isEmptyValue(value: ElementValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  return value.length === 0;
}

/** Equal values; lists compare as sets, since a checkbox group's order carries no meaning. */
export function sameValue(a: ElementValue | undefined, b: ElementValue | undefined): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a == null || b == null || a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

/**
 * A raw value in the shape the element takes: a list for a checkbox group, a string otherwise.
 * A single string given to a checkbox group becomes a one-item list (setDefault, populateFromParent).
 */
export function valueFor(element: FormElement, value: ElementValue | undefined): ElementValue {
  if (value === undefined || value === null || value.length === 0) return null;
  if (element.type === 'checkbox') return typeof value === 'string' ? [value] : value;
  return typeof value === 'string' ? value : (value[0] ?? null);
}
