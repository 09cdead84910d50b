import { describe, expect, it } from 'vitest';
import { formatPhone, isTenDigitPhone, phoneDigits } from './phone.js';

describe('phone helpers', () => {
  it('strips spaces, parentheses and hyphens only', () => {
    expect(phoneDigits('(334) 555-0142')).toBe('3345550142');
    expect(phoneDigits('334.555.0142')).toBe('334.555.0142');
  });
  it('counts ten digits', () => {
    expect(isTenDigitPhone('334 555 0142')).toBe(true);
    expect(isTenDigitPhone('334 555 014')).toBe(false);
    expect(isTenDigitPhone('33455501421')).toBe(false);
  });
  it('formats ten digits and leaves anything else', () => {
    expect(formatPhone('3345550142')).toBe('(334) 555-0142');
    expect(formatPhone('555-0142')).toBe('555-0142');
  });
});
