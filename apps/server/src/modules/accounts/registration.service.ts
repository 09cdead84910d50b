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
  API_ERRORS,
  API_MESSAGES,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
  MAIL_TEXTS,
  PILOT_CLOSED_NOTICE,
  passwordProblem,
  TEXTS,
  type Tenant,
} from '@registry/domain';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { hashOneTimeCode } from '../../platform/one-time-codes.js';
import {
  consumeCode,
  wasIssued,
  findConfigurationValue,
  findUserById,
  findUserByAddress,
  fullName,
  insertGeneralRole,
  insertUser,
  issueCode,
  registryIdPrefix,
  updateUserAudited,
  type UserRow,
} from './accounts.repository.js';
import { createCodeGuessing, isInvalidCode } from './code-guessing.js';
import type { CredentialsService } from './credentials.service.js';

const UNIQUE_VIOLATION = '23505';

/** The spec 1 §5 rules, each failing field with its message; the password rules are the tenant's (domain). */
export function registrationProblems(request: TRegisterRequest, tenant: Tenant): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, problem: string | null) => {
    if (problem !== null) errors[field] = problem;
  };
  add('firstName', firstNameProblem(request.firstName));
  add('lastName', lastNameProblem(request.lastName));
  add('email', emailProblem(request.email));
  add('password', passwordProblem(tenant.passwordPolicy, request.password, request.confirmPassword));
  return errors;
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Creating an account, confirming it, resending the confirmation (spec 1 §4, §5). Public calls. */
export function createRegistrationService(deps: ServiceDeps & { credentials: CredentialsService }) {
  const { db, transaction, clock, tenant, config, mail, passwords, credentials } = deps;
  const codes = createCodeGuessing(deps);

  function confirmationMail(
    user: { id: number; email: string; firstName: string; lastName: string },
    code: string,
  ) {
    const link = `${config.publicBaseUrl}/login?confirm=true&userId=${user.id}&code=${encodeURIComponent(code)}`;
    return { to: user.email, ...MAIL_TEXTS.confirm(tenant, fullName(user), link) };
  }

  /** Tells the owner of a taken address that someone tried to register it; nothing else happens. */
  function mailOwner(owner: UserRow): Promise<void> {
    const signIn = `${config.publicBaseUrl}/login?email=${encodeURIComponent(owner.userName)}`;
    const reset = `${config.publicBaseUrl}/login/forgot-password`;
    return mail.send({
      to: owner.email,
      ...MAIL_TEXTS.alreadyRegistered(tenant, fullName(owner), signIn, reset),
    });
  }

  /** The confirmation itself; 'Invalid token.' (400) when the code is wrong, expired or used. */
  function confirmWithCode(request: TConfirmRequest): Promise<TConfirmResponse> {
    const now = clock.now();
    return transaction(async (trx) => {
      const codeHash = hashOneTimeCode(request.code);
      const used = await consumeCode(trx, request.userId, 'confirm', codeHash, now);
      const user = await findUserById(trx, request.userId);
      if (!used) {
        // A genuine link of this account that was used before (or replaced, or outlived by a
        // confirmation from elsewhere): its holder learns only that the account is confirmed.
        if (user?.isConfirmed && (await wasIssued(trx, user.id, 'confirm', codeHash))) {
          return { id: user.id, email: user.email, alreadyConfirmed: true };
        }
        throw new HttpError(400, TEXTS.invalidToken);
      }
      if (user === undefined) throw new HttpError(400, TEXTS.invalidToken);
      await updateUserAudited(trx, {
        actorUserId: user.id,
        action: 'account.confirmed',
        user,
        changes: { isConfirmed: true },
        now,
      });
      if (user.passwordHash !== null) return { id: user.id, email: user.email };
      const reset = await issueCode(trx, user.id, 'reset', now);
      return { id: user.id, email: user.email, code: reset };
    });
  }

  return {
    /**
     * Creates an unconfirmed account with general role 100 and the terms accepted now, and mails the
     * confirmation link (valid 24 hours) once the account is committed. A taken address gets the same
     * answer after the same argon2 work, and its owner a mail instead (ASVS 5.0 6.3.8: registration
     * must not tell a stranger which addresses hold accounts).
     */
    async register(request: TRegisterRequest): Promise<TRegisterResponse> {
      const errors = registrationProblems(request, tenant);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const email = request.email.trim();
      const answer = { email, message: API_MESSAGES.registered };
      const passwordHash = await passwords.hash(request.password);
      const owner = await findUserByAddress(db, email);
      if (owner !== undefined) {
        await mailOwner(owner);
        return answer;
      }
      const now = clock.now();
      const user = {
        email,
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
      };
      try {
        await transaction(async (trx) => {
          const row = await insertUser(
            trx,
            { ...user, passwordHash, isConfirmed: false, termsAcceptedAt: now, rolesSeededAt: now, now },
            registryIdPrefix(tenant.code),
          );
          await insertGeneralRole(trx, row.id, '100');
          const code = await issueCode(trx, row.id, 'confirm', now);
          await mail.enqueue(trx, confirmationMail({ id: row.id, ...user }, code));
          await recordAudit(trx, {
            actorUserId: row.id,
            action: 'account.registered',
            entity: 'user',
            entityId: row.id,
            after: { ...user, registryId: row.registryId, generalRoles: ['100'], termsAcceptedAt: now },
            at: now,
          });
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides, and the loser is a taken address.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        const winner = await findUserByAddress(db, email);
        if (winner !== undefined) await mailOwner(winner);
        return answer;
      }
      return answer;
    },

    /**
     * Confirms the account with the mailed code (single use, 24 hours). An account without a password
     * (created by an administrator) gets a reset code, with which the web sends the user to choose one.
     * Wrong codes are limited per client address and per account (code-guessing.ts).
     */
    async confirm(request: TConfirmRequest, clientAddress: string): Promise<TConfirmResponse> {
      await codes.check(clientAddress, request.userId);
      try {
        const confirmed = await confirmWithCode(request);
        await codes.succeeded(clientAddress, request.userId);
        return confirmed;
      } catch (error) {
        if (isInvalidCode(error)) await codes.failed(clientAddress, request.userId);
        throw error;
      }
    },

    /**
     * Mails a new confirmation link (the older ones stop working) to an unconfirmed account whose password
     * matches. The password check is sign-in's, throttled the same way.
     */
    async sendConfirmation(
      request: TSendConfirmationRequest,
      clientAddress: string,
    ): Promise<TMessageResponse> {
      const user = await credentials.verify(request.userName, request.password, clientAddress);
      if (user === null) throw badRequest({ credentials: API_ERRORS.credentials });
      if (user.isConfirmed) throw badRequest({ userName: API_ERRORS.alreadyConfirmed });
      await transaction(async (trx) => {
        const code = await issueCode(trx, user.id, 'confirm', clock.now());
        await mail.enqueue(trx, confirmationMail(user, code));
      });
      return { message: API_MESSAGES.confirmationSent };
    },

    /** Whether enrollment in the pilot is closed (configuration key PilotClosed). */
    async pilotCheck(): Promise<TPilotCheckResponse> {
      const pilotClosed = (await findConfigurationValue(db, 'PilotClosed')) === 'True';
      return { pilotClosed, notice: pilotClosed ? PILOT_CLOSED_NOTICE : null };
    },
  };
}
