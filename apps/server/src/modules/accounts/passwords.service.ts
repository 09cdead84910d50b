import type { TForgotPasswordRequest, TMessageResponse, TResetPasswordRequest } from '@registry/contracts';
import { API_MESSAGES, MAIL_TEXTS, TEXTS } from '@registry/domain';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashOneTimeCode } from '../../platform/one-time-codes.js';
import {
  consumeToken,
  findUserById,
  findUserByUserName,
  issueToken,
  updateUser,
} from './accounts.repository.js';
import { fullName, type AccountsDeps } from './accounts.deps.js';
import { passwordProblem } from './registration.service.js';

export type PasswordsService = ReturnType<typeof createPasswordsService>;

/** Forgotten passwords (spec 1 §7: forgotpassword, resetpassword). Public calls. */
export function createPasswordsService(deps: AccountsDeps) {
  const { db, clock, tenant, config, mailer, passwords, sessions } = deps;

  return {
    /**
     * Mails a single-use reset link (24 hours) when an account signs in with `email`. The answer, and as
     * far as practical its timing, is the same when none does: the mail goes out after the response.
     */
    async forgotPassword(request: TForgotPasswordRequest): Promise<TMessageResponse> {
      const user = await findUserByUserName(db, request.email);
      if (user !== undefined) {
        const code = await db.transaction().execute((trx) => issueToken(trx, user.id, 'reset', clock.now()));
        const link = `${config.publicBaseUrl}/login/reset-password?userId=${user.id}&code=${encodeURIComponent(code)}`;
        mailer.send({ to: user.email, ...MAIL_TEXTS.reset(tenant, fullName(user), link) });
      }
      return { message: API_MESSAGES.resetRequested };
    },

    /**
     * Sets the password with a reset code (single use). It confirms an unconfirmed account (the mail
     * proved the address) and ends every session of the user. It does not unlock a locked account: only an
     * administrator does (a stolen mailbox must not undo a lock); it clears the failed count of an unlocked one.
     */
    async resetPassword(request: TResetPasswordRequest): Promise<TMessageResponse> {
      const problem = passwordProblem(request.password, request.password, tenant);
      if (problem !== null) throw badRequest({ password: problem });
      const passwordHash = await passwords.hash(request.password);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, request.userId, 'reset', hashOneTimeCode(request.code), now);
        const user = used ? await findUserById(trx, request.userId) : undefined;
        if (user === undefined) throw new HttpError(400, TEXTS.invalidToken);
        await updateUser(
          trx,
          user.id,
          { passwordHash, isConfirmed: true, failedLoginCount: user.userLocked ? user.failedLoginCount : 0 },
          now,
        );
        await sessions.revokeUser(trx, user.id, 'password-reset');
        await recordAudit(trx, {
          actorUserId: user.id,
          action: 'account.password-reset',
          entity: 'user',
          entityId: user.id,
          before: { isConfirmed: user.isConfirmed },
          after: { isConfirmed: true, passwordChanged: true },
          at: now,
        });
      });
      return { message: API_MESSAGES.passwordReset };
    },
  };
}
