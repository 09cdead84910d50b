import type {
  TConfirmRequest,
  TConfirmResponse,
  TMessageResponse,
  TPilotCheckResponse,
  TRegisterRequest,
  TRegisterResponse,
  TSendConfirmationRequest,
} from '@registry/contracts';
import {
  ACCOUNT_TEXTS,
  API_ERRORS,
  API_MESSAGES,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
  MAIL_TEXTS,
  PILOT_CLOSED_NOTICE,
  passwordSatisfies,
  TEXTS,
  type Tenant,
} from '@registry/domain';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashOneTimeCode } from '../../platform/one-time-codes.js';
import {
  consumeToken,
  emailInUse,
  findConfigurationValue,
  findUserById,
  findUserByUserName,
  insertGeneralRole,
  issueToken,
  insertUser,
  updateUser,
} from './accounts.repository.js';
import { fullName, registryIdPrefix, type AccountsDeps } from './accounts.deps.js';

const UNIQUE_VIOLATION = '23505';

/** The spec 1 §5 rules, each failing field with its message; the password rule is the tenant's. */
export function registrationProblems(request: TRegisterRequest, tenant: Tenant): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, problem: string | null) => {
    if (problem !== null) errors[field] = problem;
  };
  add('firstName', firstNameProblem(request.firstName));
  add('lastName', lastNameProblem(request.lastName));
  add('email', emailProblem(request.email));
  add('password', passwordProblem(request.password, request.confirmPassword, tenant));
  return errors;
}

/** The password against the tenant's policy; a valid password with a wrong confirmation is named as such. */
export function passwordProblem(password: string, confirm: string, tenant: Tenant): string | null {
  if (!passwordSatisfies(tenant.passwordPolicy, password, password)) return ACCOUNT_TEXTS.passwordInvalid;
  if (!passwordSatisfies(tenant.passwordPolicy, password, confirm)) return ACCOUNT_TEXTS.confirmMismatch;
  return null;
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Creating an account, confirming it, resending the confirmation (spec 1 §4, §5). Public calls. */
export function createRegistrationService(deps: AccountsDeps) {
  const { db, clock, tenant, config, mailer, passwords } = deps;

  function confirmationMail(
    user: { id: number; email: string; firstName: string; lastName: string },
    code: string,
  ) {
    const link = `${config.publicBaseUrl}/login?confirm=true&userId=${user.id}&code=${encodeURIComponent(code)}`;
    return { to: user.email, ...MAIL_TEXTS.confirm(tenant, fullName(user), link) };
  }

  return {
    /**
     * Creates an unconfirmed account with general role 100 and the terms accepted now, and mails the
     * confirmation link (valid 24 hours) once the account is committed.
     */
    async register(request: TRegisterRequest): Promise<TRegisterResponse> {
      const errors = registrationProblems(request, tenant);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const email = request.email.trim();
      if (await emailInUse(db, email)) throw badRequest({ email: API_ERRORS.emailTaken });
      const passwordHash = await passwords.hash(request.password);
      const now = clock.now();
      const user = {
        email,
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
      };
      let created: { id: number; code: string };
      try {
        created = await db.transaction().execute(async (trx) => {
          const row = await insertUser(
            trx,
            { ...user, passwordHash, isConfirmed: false, termsAcceptedAt: now, now },
            registryIdPrefix(deps),
          );
          await insertGeneralRole(trx, row.id, '100');
          const code = await issueToken(trx, row.id, 'confirm', now);
          await recordAudit(trx, {
            actorUserId: row.id,
            action: 'account.registered',
            entity: 'user',
            entityId: row.id,
            after: { ...user, registryId: row.registryId, generalRoles: ['100'], termsAcceptedAt: now },
            at: now,
          });
          return { id: row.id, code };
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw badRequest({ email: API_ERRORS.emailTaken });
        throw error;
      }
      mailer.send(confirmationMail({ id: created.id, ...user }, created.code));
      return { userId: created.id, email };
    },

    /**
     * Confirms the account with the mailed code (single use, 24 hours). An account without a password
     * (created by an administrator) gets a reset code, with which the web sends the user to choose one.
     */
    async confirm(request: TConfirmRequest): Promise<TConfirmResponse> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, request.userId, 'confirm', hashOneTimeCode(request.code), now);
        const user = used ? await findUserById(trx, request.userId) : undefined;
        if (user === undefined) throw new HttpError(400, TEXTS.invalidToken);
        await updateUser(trx, user.id, { isConfirmed: true }, now);
        await recordAudit(trx, {
          actorUserId: user.id,
          action: 'account.confirmed',
          entity: 'user',
          entityId: user.id,
          before: { isConfirmed: user.isConfirmed },
          after: { isConfirmed: true },
          at: now,
        });
        if (user.passwordHash !== null) return { id: user.id, email: user.email };
        const reset = await issueToken(trx, user.id, 'reset', now);
        return { id: user.id, email: user.email, code: reset };
      });
    },

    /** Mails a new confirmation link (the older ones stop working) to an unconfirmed account whose password matches. */
    async sendConfirmation(request: TSendConfirmationRequest): Promise<TMessageResponse> {
      const user = await findUserByUserName(db, request.userName);
      const matches = await passwords.verify(user?.passwordHash, request.password);
      if (user === undefined || !matches) throw badRequest({ credentials: API_ERRORS.credentials });
      if (user.isConfirmed) throw badRequest({ userName: API_ERRORS.alreadyConfirmed });
      const code = await db.transaction().execute((trx) => issueToken(trx, user.id, 'confirm', clock.now()));
      mailer.send(confirmationMail(user, code));
      return { message: API_MESSAGES.confirmationSent };
    },

    /** Whether enrollment in the pilot is closed (configuration key PilotClosed). */
    async pilotCheck(): Promise<TPilotCheckResponse> {
      const pilotClosed = (await findConfigurationValue(db, 'PilotClosed')) === 'True';
      return { pilotClosed, notice: pilotClosed ? PILOT_CLOSED_NOTICE : null };
    },
  };
}
