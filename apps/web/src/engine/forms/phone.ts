import { formatPhone } from '@registry/domain';

/** Spec 3 §5: a phone holds 10 digits. */
export const PHONE_DIGITS = 10;

/**
 * The digits typed into the mask: anything else dropped (letters cannot be typed into a phone field).
 * The spec's comparison and display rules are the domain's (phoneDigits, formatPhone).
 */
export function typedDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The (###) ###-#### mask applied to up to 10 digits, only as far as digits go: '334' stays '(334' so
 * that Backspace after the third digit removes a digit rather than meeting a ') ' it cannot delete.
 */
export function maskPhone(digits: string): string {
  const d = digits.slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A stored phone for reading: 10 digits as (xxx) xxx-xxxx (the domain's rule), anything else as stored. */
export function displayPhone(value: string | null): string {
  return value ? formatPhone(value) : '';
}

/** Where the caret goes in `masked` so that `digitsBefore` digits stand before it. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore === 0) return masked.startsWith('(') && masked.length > 0 ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (/\d/.test(masked[index]!)) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}
