import { API_ERRORS, CODE_GUESS_THROTTLE, TEXTS } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { HttpError } from '../../platform/errors.js';
import { createSignInThrottle, type ThrottleKey } from '../../platform/sign-in-throttle.js';

/** A blocked code attempt: 429 with Retry-After (seconds), and how long in the text. */
export class CodeGuessingError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, API_ERRORS.codeGuessThrottled(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

export type CodeGuessing = ReturnType<typeof createCodeGuessing>;

/**
 * Wrong mailed codes (POST /api/accounts/confirm and /resetpassword; issue 20), counted per client
 * address and per account with sign-in's throttle (failures with a block that grows and ends by itself;
 * the rules are the domain's CODE_GUESS_THROTTLE). While either key is blocked, the code is not looked at:
 * 429 with Retry-After. A right code forgets the account's failures, not the address's.
 */
export function createCodeGuessing(deps: { db: Db; clock: Clock }) {
  const throttle = createSignInThrottle(deps.db);
  const keysFor = (clientAddress: string, userId: number): ThrottleKey[] => [
    { key: `code-user:${userId}`, rule: CODE_GUESS_THROTTLE.account },
    { key: `code-ip:${clientAddress}`, rule: CODE_GUESS_THROTTLE.address },
  ];

  return {
    /** Throws CodeGuessingError while the address or the account is blocked. */
    async check(clientAddress: string, userId: number): Promise<void> {
      const blockedMs = await throttle.blockedForMs(keysFor(clientAddress, userId), deps.clock.now());
      if (blockedMs > 0) throw new CodeGuessingError(Math.ceil(blockedMs / 1000));
    },
    /** A wrong code: counted against both keys. */
    failed(clientAddress: string, userId: number): Promise<void> {
      return throttle.recordFailure(keysFor(clientAddress, userId), deps.clock.now());
    },
    /** A right code: the account's failures are forgotten. */
    succeeded(clientAddress: string, userId: number): Promise<void> {
      return throttle.clear(keysFor(clientAddress, userId).slice(0, 1));
    },
  };
}

/** The answer to a wrong, expired or used code ('Invalid token.', spec 1 §8): what counts as a guess. */
export function isInvalidCode(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 400 && error.body === TEXTS.invalidToken;
}
