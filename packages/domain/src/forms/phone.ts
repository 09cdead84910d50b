/** What spec 3 §5 strips before a phone number is compared or counted: spaces, parentheses, hyphens. */
const PHONE_SEPARATORS = /[\s()-]/g;

/** The phone number without its separators: '(334) 555-0142' -> '3345550142'. */
export function phoneDigits(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/** True when the stripped value is exactly ten digits (spec 3 §5). */
export function isTenDigitPhone(value: string): boolean {
  return /^\d{10}$/.test(phoneDigits(value));
}

/** Ten digits as people read them, '(xxx) xxx-xxxx'; anything else is returned unchanged. */
export function formatPhone(digits: string): string {
  const plain = phoneDigits(digits);
  if (!/^\d{10}$/.test(plain)) return digits;
  return `(${plain.slice(0, 3)}) ${plain.slice(3, 6)}-${plain.slice(6)}`;
}
