import type { TForgotPasswordRequest, TMessageResponse, TResetPasswordRequest } from '@registry/contracts';
import { API_MESSAGES, MAIL_TEXTS, passwordProblem, TEXTS } from '@registry/domain';
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
import type { CredentialsService } from './credentials.service.js';

export type PasswordsService = ReturnType<typeof createPasswordsService>;

/** Forgotten passwords (spec 1 §7: forgotpassword, resetpassword). Public calls. */
export function createPasswordsService(deps: ServiceDeps & { credentials: CredentialsService }) {
  const { db, clock, tenant, config, mail, passwords, sessions, credentials } = deps;

  /** A new reset code for the account that signs in with `email`, mailed once it is committed; none: nothing. */
  async function mailResetLink(email: string): Promise<void> {
    const user = await findUserByUserName(db, email);
    if (user === undefined) return;
    await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, user.id, 'reset', clock.now());
      const link = `${config.publicBaseUrl}/login/reset-password?userId=${user.id}&code=${encodeURIComponent(code)}`;
      await mail.enqueue(trx, { to: user.email, ...MAIL_TEXTS.reset(tenant, fullName(user), link) });
    });
    mail.flush();
  }

  return {
    /**
     * Mails a single-use reset link (24 hours) when an account signs in with `email`. The answer is the
     * same when none does, and so is its time: the work for an account (its code, its mail) waits until
     * the answer has been sent (`after.sent`), so both paths do the same before answering. A failure of
     * that work is logged; the mail outbox retries a failed send.
     */
    forgotPassword(
      request: TForgotPasswordRequest,
      after: { sent: Promise<void>; log: FastifyBaseLogger },
    ): TMessageResponse {
      const work = after.sent
        .then(() => mailResetLink(request.email))
        .catch((error: unknown) => after.log.error({ err: error }, 'Mailing a reset link failed'));
      mail.track(work);
      return { message: API_MESSAGES.resetRequested };
    },

    /**
     * Sets the password with a reset code (single use). The owner proved control of the mailbox, so it
     * also confirms an unconfirmed account, unlocks a locked one and forgets the failed sign-ins (a
     * stranger's guessing cannot keep the owner out). Every session of the user ends.
     */
    async resetPassword(request: TResetPasswordRequest): Promise<TMessageResponse> {
      const problem = passwordProblem(tenant.passwordPolicy, request.password, request.password);
      if (problem !== null) throw badRequest({ password: problem });
      const passwordHash = await passwords.hash(request.password);
      const now = clock.now();
      const user = await db.transaction().execute(async (trx) => {
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
    },
  };
}
