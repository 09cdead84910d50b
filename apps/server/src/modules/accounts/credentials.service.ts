import { API_ERRORS, LOCK_AFTER_FAILURES, MAIL_TEXTS, SIGN_IN_THROTTLE } from '@registry/domain';
import type { ServiceDeps } from '../../platform/app-types.js';
import { HttpError } from '../../platform/errors.js';
import {
  addressKey,
  createSignInThrottle,
  userNameKey,
  type ThrottleKey,
} from '../../platform/sign-in-throttle.js';
import { findUserByUserName, fullName, recordFailedLogin, type UserRow } from './accounts.repository.js';
import { recordAudit } from '../../platform/audit.js';

/** Throttle rows nobody remembers are swept at most this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A blocked attempt: 429 with Retry-After (seconds), the same text for every user name. */
export class SignInThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, API_ERRORS.signInThrottled(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;

/**
 * Checking a user name and password, for sign-in and for resending the confirmation mail (both prove
 * the password). Every attempt costs one argon2 verification, known name or not, so neither the answer
 * nor its time tells whether an account exists. Failures count per typed name and per client address;
 * a blocked key answers 429 before the password is looked at.
 */
export function createCredentialsService(deps: ServiceDeps) {
  const { db, transaction, clock, tenant, config, mail, passwords, sessions } = deps;
  const throttle = createSignInThrottle(db);
  let lastSweep = 0;

  const keysFor = (userName: string, clientAddress: string): ThrottleKey[] => [
    userNameKey(userName, SIGN_IN_THROTTLE.userName),
    addressKey(clientAddress, SIGN_IN_THROTTLE.address),
  ];

  /** Counts a wrong password on an account: the LOCK_AFTER_FAILURES-th in a row locks it, ends its sessions and tells the owner. */
  async function countFailure(user: UserRow, now: Date): Promise<void> {
    await transaction(async (trx) => {
      const result = await recordFailedLogin(trx, user.id, LOCK_AFTER_FAILURES, now);
      if (!result.userLocked || user.userLocked) return;
      await sessions.revokeUser(trx, user.id, 'locked');
      await recordAudit(trx, {
        actorUserId: null,
        action: 'account.locked',
        entity: 'user',
        entityId: user.id,
        before: { userLocked: false },
        after: { userLocked: true, failedLoginCount: result.failedLoginCount },
        at: now,
      });
      const link = `${config.publicBaseUrl}/login/forgot-password`;
      await mail.enqueue(trx, { to: user.email, ...MAIL_TEXTS.locked(tenant, fullName(user), link) });
    });
  }

  return {
    /**
     * The account whose name and password these are, or null (unknown name, no password, wrong
     * password: one answer). Throws SignInThrottledError while the name or the address is blocked.
     * A locked or unconfirmed account is returned: the caller decides, since only the owner gets here.
     */
    async verify(userName: string, password: string, clientAddress: string): Promise<UserRow | null> {
      const now = clock.now();
      const keys = keysFor(userName, clientAddress);
      const blockedMs = await throttle.blockedForMs(keys, now);
      if (blockedMs > 0) throw new SignInThrottledError(Math.ceil(blockedMs / 1000));
      const user = await findUserByUserName(db, userName);
      const matches = await passwords.verify(user?.passwordHash, password);
      if (user !== undefined && matches) {
        await throttle.clear(keys.slice(0, 1));
        return user;
      }
      await throttle.recordFailure(keys, now);
      if (user !== undefined) await countFailure(user, now);
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await throttle.sweep(new Date(now.getTime() - SIGN_IN_THROTTLE.userName.forgetAfterMs));
      }
      return null;
    },

    /** Forgets the failures of a user name (the owner proved control of the mailbox). */
    async forgive(userName: string): Promise<void> {
      await throttle.clear([userNameKey(userName, SIGN_IN_THROTTLE.userName)]);
    },
  };
}
