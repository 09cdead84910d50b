import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters: 60 random bits, printed as XXXX-XXXX-XXXX. */
export const CERTIFICATE_CODE_LENGTH = 12;

/** A new certificate's public code (unguessable: 60 bits from the system's random source), unformatted. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code;
}

/** The code as printed: XXXX-XXXX-XXXX. */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as typed or scanned, as stored (upper case, no dashes or spaces; O read as 0, I and L as 1), or
 * null when it cannot be one (wrong length or a character outside the alphabet).
 */
export function normalizeCertificateCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}
