import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_LENGTH,
  formatCertificateCode,
  newCertificateCode,
  normalizeCertificateCode,
} from './certificate-codes.js';

describe('certificate codes', () => {
  it('are 12 characters of the alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCertificateCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(normalizeCertificateCode(code)).toBe(code);
    }
    expect(CERTIFICATE_CODE_LENGTH).toBe(12);
  });

  it('print in groups of four and read back as typed, scanned or misread', () => {
    expect(formatCertificateCode('ABCD1234EFGH')).toBe('ABCD-1234-EFGH');
    expect(normalizeCertificateCode('abcd-1234-efgh')).toBe('ABCD1234EFGH');
    expect(normalizeCertificateCode(' ABCD 1234 EFGH ')).toBe('ABCD1234EFGH');
    expect(normalizeCertificateCode('OBCD-I234-EFGL')).toBe('0BCD-1234-EFG1'.replace(/-/g, ''));
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeCertificateCode('')).toBeNull();
    expect(normalizeCertificateCode('ABCD-1234')).toBeNull();
    expect(normalizeCertificateCode('ABCD-1234-EFGU')).toBeNull();
    expect(normalizeCertificateCode('ABCD-1234-EFGH-1')).toBeNull();
    expect(normalizeCertificateCode('../../etc/passw')).toBeNull();
  });
});
