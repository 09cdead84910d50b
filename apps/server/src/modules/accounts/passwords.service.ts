import type { TForgotPasswordRequest, TMessageResponse, TResetPasswordRequest } from '@registry/contracts';
import { API_ERRORS, API_MESSAGES, MAIL_TEXTS, passwordProblem, TEXTS } from '@registry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../platform/app-types.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashOneTimeCode } from '../../platform/one-time-codes.js';
import {
  consumeCode,
  findUserById,
  findUserByUserName,
  fullName,
  issueCode,
  updateUserAudited,
} from './accounts.repository.js';
import { addressKey, createWindowLimit } from '../../platform/window-limit.js';
import { createCodeGuessing, isInvalidCode } from './code-guessing.js';
import type { CredentialsService } from './credentials.service.js';

const HOUR_MS = 60 * 60 * 1000;

export type PasswordsService = ReturnType<typeof createPasswordsService>;

/** Forgotten passwords (spec 1 §7: forgotpassword, resetpassword). Public calls. */
export function createPasswordsService(deps: ServiceDeps & { credentials: CredentialsService }) {
  const { db, transaction, clock, tenant, config, mail, passwords, sessions, credentials } = deps;
  const codes = createCodeGuessing(deps);
  const windows = createWindowLimit(db);
  const resetMails = { max: config.rateLimits.resetMailsPerAddress, windowMs: HOUR_MS };

  /** A new reset code for the account that signs in with `email`, mailed once it is committed; none: nothing. */
  async function mailResetLink(email: string): Promise<void> {
    const user = await findUserByUserName(db, email);
    if (user === undefined) return;
    await transaction(async (trx) => {
      const code = await issueCode(trx, user.id, 'reset', clock.now());
      const link = `${config.publicBaseUrl}/login/reset-password?userId=${user.id}&code=${encodeURIComponent(code)}`;
      await mail.enqueue(trx, { to: user.email, ...MAIL_TEXTS.reset(tenant, fullName(user), link) });
    });
  }

  return {
    /**
     * Mails a single-use reset link (24 hours) when an account signs in with `email`. The answer is the
     * same when none does, and so is its time: the work for an account (its code, its mail) waits until
     * the answer has been sent (`after.sent`), so both paths do the same before answering. A failure of
     * that work is logged; the mail outbox retries a failed send. Requests for one address, known or not,
     * are limited per hour whatever the client's address (RATE_LIMITS.resetMailsPerAddress): past it 429.
     */
    async forgotPassword(
      request: TForgotPasswordRequest,
      after: { sent: Promise<void>; log: FastifyBaseLogger },
    ): Promise<TMessageResponse> {
      const waitMs = await windows.take(addressKey('reset-mail', request.email), resetMails, clock.now());
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, API_ERRORS.resetMailsThrottled(Math.ceil(seconds / 60)), {
          headers: { 'retry-after': String(seconds) },
        });
      }
      const work = after.sent
        .then(() => mailResetLink(request.email))
        .catch((error: unknown) => after.log.error({ err: error }, 'Mailing a reset link failed'));
      mail.track(work);
      return { message: API_MESSAGES.resetRequested };
    },

    /**
     * Sets the password with a reset code (single use). The owner proved control of the mailbox, so it
     * also confirms an unconfirmed account, unlocks a locked one and forgets the failed sign-ins (a
     * stranger's guessing cannot keep the owner out). Every session of the user ends. Wrong codes are
     * limited per client address and per account (code-guessing.ts), checked before the password is hashed.
     */
    async resetPassword(request: TResetPasswordRequest, clientAddress: string): Promise<TMessageResponse> {
      const problem = passwordProblem(tenant.passwordPolicy, request.password, request.password);
      if (problem !== null) throw badRequest({ password: problem });
      await codes.check(clientAddress, request.userId);
      try {
        const done = await resetWithCode(request);
        await codes.succeeded(clientAddress, request.userId);
        return done;
      } catch (error) {
        if (isInvalidCode(error)) await codes.failed(clientAddress, request.userId);
        throw error;
      }
    },
  };

  /** The reset itself; 'Invalid token.' (400) when the code is wrong, expired or used. */
  async function resetWithCode(request: TResetPasswordRequest): Promise<TMessageResponse> {
    const passwordHash = await passwords.hash(request.password);
    const now = clock.now();
    const user = await transaction(async (trx) => {
      const used = await consumeCode(trx, request.userId, 'reset', hashOneTimeCode(request.code), now);
      const found = used ? await findUserById(trx, request.userId) : undefined;
      if (found === undefined) throw new HttpError(400, TEXTS.invalidToken);
      await updateUserAudited(trx, {
        actorUserId: found.id,
        action: 'account.password-reset',
        user: found,
        changes: { passwordHash, isConfirmed: true, userLocked: false, failedLoginCount: 0 },
        now,
      });
      await sessions.revokeUser(trx, found.id, 'password-reset');
      return found;
    });
    await credentials.forgive(user.userName);
    return { message: API_MESSAGES.passwordReset };
  }
}
