import { describe, expect, it } from 'vitest';
import {
  EXPIRY_CHECK_MS,
  IDLE_TIMEOUT_MS,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_REFRESH_SECONDS,
} from './constants.js';
import {
  activityDecision,
  checkSession,
  isRefreshDue,
  isTokenExpired,
  receivedTokenTimes,
  type SessionCheckDecision,
  type SessionTimes,
} from './session-timing.js';

const T0 = 1_700_000_000_000;
const REFRESH_MS = TOKEN_REFRESH_SECONDS * 1000;
const LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000;

/** A token received at T0 with the default lifetime and refresh time; the user typed at T0. */
const fresh: SessionTimes = {
  signedIn: true,
  lastInputAt: T0,
  ...receivedTokenTimes(TOKEN_LIFETIME_SECONDS, TOKEN_REFRESH_SECONDS, T0),
  idle: false,
};

/** A clock the tests move by hand, as the web's periodic check would see it. */
function testClock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
  };
}

describe('receivedTokenTimes', () => {
  it('turns the server seconds into milliseconds from the moment of receipt (spec 1 §9)', () => {
    expect(receivedTokenTimes(18000, 900, T0)).toEqual({
      tokenReceivedAt: T0,
      expiresIn: 18_000_000,
      refreshAt: 900_000,
    });
  });

  describe('checkSession', () => {
    const rows: Array<[string, Partial<SessionTimes>, number, SessionCheckDecision]> = [
      [
        'signed out: nothing, whatever the times',
        { signedIn: false, lastInputAt: T0 - IDLE_TIMEOUT_MS },
        T0,
        { action: 'none', idle: false },
      ],
      [
        'signed out keeps the idle flag as it is',
        { signedIn: false, idle: true },
        T0,
        { action: 'none', idle: true },
      ],
      ['input just now, nothing due', {}, T0 + 1000, { action: 'none', idle: false }],
      [
        'input exactly one check ago still counts as active',
        {},
        T0 + EXPIRY_CHECK_MS,
        { action: 'none', idle: false },
      ],
      [
        'no input for longer than one check: idle',
        {},
        T0 + EXPIRY_CHECK_MS + 1,
        { action: 'none', idle: true },
      ],
      [
        'new input ends idleness',
        { idle: true, lastInputAt: T0 + 60_000 },
        T0 + 61_000,
        { action: 'none', idle: false },
      ],
      [
        'one ms before the refresh time: nothing',
        { lastInputAt: T0 + REFRESH_MS - 2000 },
        T0 + REFRESH_MS - 1,
        { action: 'none', idle: false },
      ],
      [
        'active at the refresh time: heartbeat',
        { lastInputAt: T0 + REFRESH_MS - 2000 },
        T0 + REFRESH_MS,
        { action: 'refresh', idle: false },
      ],
      [
        'idle at the refresh time: the heartbeat waits',
        { lastInputAt: T0 + REFRESH_MS - 10 * EXPIRY_CHECK_MS },
        T0 + REFRESH_MS,
        { action: 'none', idle: true },
      ],
      [
        'one ms before the idle time-out: still signed in',
        {},
        T0 + IDLE_TIMEOUT_MS - 1,
        { action: 'none', idle: true },
      ],
      [
        'IDLE_TIMEOUT_MS without input: the session ends',
        {},
        T0 + IDLE_TIMEOUT_MS,
        { action: 'idle', idle: true },
      ],
      [
        'the idle time-out wins over an expired token',
        { expiresIn: 1000 },
        T0 + IDLE_TIMEOUT_MS,
        { action: 'idle', idle: true },
      ],
      [
        'active user, token past its lifetime: expired',
        { lastInputAt: T0 + LIFETIME_MS - 1000 },
        T0 + LIFETIME_MS,
        { action: 'expired', idle: false },
      ],
      [
        'active user, one ms before the lifetime ends: a due refresh instead',
        { lastInputAt: T0 + LIFETIME_MS - 1000 },
        T0 + LIFETIME_MS - 1,
        { action: 'refresh', idle: false },
      ],
      [
        'no receipt time: neither expiry nor refresh',
        { tokenReceivedAt: null, lastInputAt: T0 + LIFETIME_MS },
        T0 + LIFETIME_MS,
        { action: 'none', idle: false },
      ],
      [
        'no refresh time: never refreshes',
        { refreshAt: null, lastInputAt: T0 + REFRESH_MS },
        T0 + REFRESH_MS,
        { action: 'none', idle: false },
      ],
      [
        'no lifetime: never expires',
        { expiresIn: null, refreshAt: null, lastInputAt: T0 + LIFETIME_MS },
        T0 + LIFETIME_MS,
        { action: 'none', idle: false },
      ],
    ];

    it.each(rows)('%s', (_case, patch, now, expected) => {
      expect(checkSession({ ...fresh, ...patch }, now)).toEqual(expected);
    });
  });

  describe('activityDecision', () => {
    const rows: Array<[string, Partial<SessionTimes>, number, { wasIdle: boolean; refresh: boolean }]> = [
      ['active user: nothing to do', {}, T0 + REFRESH_MS, { wasIdle: false, refresh: false }],
      [
        'back from idle before the refresh time: no heartbeat',
        { idle: true },
        T0 + REFRESH_MS - 1,
        { wasIdle: true, refresh: false },
      ],
      [
        'back from idle past the refresh time: heartbeat at once',
        { idle: true },
        T0 + REFRESH_MS,
        { wasIdle: true, refresh: true },
      ],
      [
        'back from idle when signed out: no heartbeat',
        { idle: true, signedIn: false },
        T0 + REFRESH_MS,
        { wasIdle: true, refresh: false },
      ],
      [
        'back from idle without token times: no heartbeat',
        { idle: true, tokenReceivedAt: null },
        T0 + REFRESH_MS,
        { wasIdle: true, refresh: false },
      ],
    ];

    it.each(rows)('%s', (_case, patch, now, expected) => {
      expect(activityDecision({ ...fresh, ...patch }, now)).toEqual(expected);
    });
  });

  describe('isRefreshDue and isTokenExpired', () => {
    it.each([
      [T0 + REFRESH_MS - 1, false, false],
      [T0 + REFRESH_MS, true, false],
      [T0 + LIFETIME_MS - 1, true, false],
      [T0 + LIFETIME_MS, true, true],
    ])('at T0 + %d ms: refresh due %s, expired %s', (now, due, expired) => {
      expect(isRefreshDue(fresh, now)).toBe(due);
      expect(isTokenExpired(fresh, now)).toBe(expired);
    });
  });

  describe('a session over time, checked every EXPIRY_CHECK_MS', () => {
    /** Runs the periodic check until it asks for something other than 'none'; applies the idle flag. */
    function runUntilAction(
      times: SessionTimes,
      clock: ReturnType<typeof testClock>,
      input: (now: number) => boolean,
    ) {
      let state = times;
      for (;;) {
        clock.advance(EXPIRY_CHECK_MS);
        if (input(clock.now())) state = { ...state, lastInputAt: clock.now() };
        const decision = checkSession(state, clock.now());
        state = { ...state, idle: decision.idle };
        if (decision.action !== 'none') return { action: decision.action, at: clock.now() - T0, state };
      }
    }

    it('a user who keeps working gets the heartbeat at the first check past the refresh time', () => {
      const clock = testClock(T0);
      expect(runUntilAction(fresh, clock, () => true)).toMatchObject({ action: 'refresh', at: REFRESH_MS });
    });

    it('a user who walks away is signed out after IDLE_TIMEOUT_MS, without a heartbeat before', () => {
      const clock = testClock(T0);
      expect(runUntilAction(fresh, clock, () => false)).toMatchObject({
        action: 'idle',
        at: IDLE_TIMEOUT_MS,
      });
    });

    it('a user who comes back after the refresh time was due gets the heartbeat on their return', () => {
      const clock = testClock(T0);
      const tenMinutes = 10 * 60 * 1000;
      let state = fresh;
      // Working for ten minutes, then away: the refresh time passes while the user is idle.
      while (clock.now() < T0 + REFRESH_MS) {
        clock.advance(EXPIRY_CHECK_MS);
        if (clock.now() <= T0 + tenMinutes) state = { ...state, lastInputAt: clock.now() };
        const decision = checkSession(state, clock.now());
        expect(decision.action).toBe('none');
        state = { ...state, idle: decision.idle };
      }
      expect(state.idle).toBe(true);
      clock.advance(60 * 1000);
      expect(activityDecision(state, clock.now())).toEqual({ wasIdle: true, refresh: true });
    });
  });
});
