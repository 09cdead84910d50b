import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-date';

describe('formatInstant', () => {
  it("shows an instant in the tenant's time zone", () => {
    expect(formatInstant('2026-11-24T15:05:00Z', 'America/Chicago')).toBe('Nov 24, 2026, 9:05 AM');
    expect(formatInstant('2026-11-24T15:05:00Z', 'America/New_York')).toBe('Nov 24, 2026, 10:05 AM');
  });

  it('keeps a text that is not an instant as it is', () => {
    expect(formatInstant('not a date', 'America/Chicago')).toBe('not a date');
  });
});
