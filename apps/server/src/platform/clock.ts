/** The one source of "now" (DESIGN §3 "Time"), injectable so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
