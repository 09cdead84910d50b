import { describe, expect, it } from 'vitest';
import { floatingTime, formatWallRange, formatWallTime, timeZoneName } from './wall-time';

describe("a session's wall times", () => {
  it('drops the offset: the time stays as the session has it', () => {
    expect(floatingTime('2030-05-12T09:00:00-05:00')).toBe('2030-05-12T09:00:00');
    expect(floatingTime('2030-05-12 09:30')).toBe('2030-05-12T09:30:00');
    expect(floatingTime('2030-05-12')).toBe('2030-05-12T00:00:00');
    expect(floatingTime('soon')).toBeNull();
  });
  it('formats to the minute, a range on one day with its end time only', () => {
    expect(formatWallTime('2030-05-12 09:00:00')).toBe('Sun, May 12, 2030, 9:00 AM');
    expect(formatWallRange('2030-05-12T09:00:00-04:00', '2030-05-12T11:30:00-04:00')).toBe(
      'Sun, May 12, 2030, 9:00 AM – 11:30 AM',
    );
    expect(formatWallRange('2030-05-12 09:00', '2030-05-13 16:00')).toBe(
      'Sun, May 12, 2030, 9:00 AM – Mon, May 13, 2030, 4:00 PM',
    );
  });
  it('names the zone', () => {
    expect(timeZoneName('America/Chicago')).toBe('Central Time');
    expect(timeZoneName('Europe/Paris')).toBe('Europe/Paris');
  });
});
