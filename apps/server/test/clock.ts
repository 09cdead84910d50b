import type { Clock } from '../src/platform/clock.js';

/** A clock tests move by hand; it starts at the real now (the template's rows were written then). */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

export const HOUR = 60 * 60 * 1000;
