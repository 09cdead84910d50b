import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('dials a ten-digit US number with the country code', () => {
    expect(telHref('(334) 555-0142')).toBe('tel:+13345550142');
  });

  it('keeps a leading 1 as the country code', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:+18005550199');
  });

  it('passes other numbers through as digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142');
  });
});
