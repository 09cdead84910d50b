import {
  API_PATHS,
  RENEWED_TOKEN_HEADER,
  ZConfirmRequest,
  ZConfirmResponse,
  ZEmailChangeRequest,
  ZEmailConfirmRequest,
  ZForgotPasswordRequest,
  ZMessageResponse,
  ZPilotCheckResponse,
  ZProfileResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZRouteResponse,
  ZSendConfirmationRequest,
  ZUserIdQuery,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { RateLimits } from '../../config.js';
import type { App } from '../../platform/app-types.js';
import { answerSent } from '../../platform/after-answer.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures, ZNoQuery } from '../../platform/route-schemas.js';
import type { AccountAdminService } from './account-admin.service.js';
import type { AccountStepsService } from './account-steps.service.js';
import type { PasswordsService } from './passwords.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SignInService } from './sign-in.service.js';

export interface AccountsRouteServices {
  registration: RegistrationService;
  passwords: PasswordsService;
  signIn: SignInService;
  steps: AccountStepsService;
  admin: AccountAdminService;
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function registerAccountsRoutes(app: App, services: AccountsRouteServices, limits: RateLimits): void {
  const { registration, passwords, signIn, steps, admin } = services;
  const tags = ['accounts'];

  // Public calls: creating and confirming an account, forgotten passwords, the pilot notice.
  app.post(
    API_PATHS.accounts,
    {
      config: perMinute(limits.register),
      schema: {
        tags,
        summary:
          'Register: an unconfirmed account and a confirmation mail (a taken address: the same answer, its owner is mailed)',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...failures(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await registration.register(request.body)),
  );
  app.post(
    API_PATHS.confirm,
    {
      schema: {
        tags,
        summary:
          "Confirm an account with the mailed code ('Invalid token.' when wrong, expired or used; wrong codes are limited per client and account)",
        body: ZConfirmRequest,
        response: { 200: ZConfirmResponse, ...failures(400, 429) },
      },
    },
    (request) => registration.confirm(request.body, request.ip),
  );
  app.post(
    API_PATHS.sendConfirmation,
    {
      config: perMinute(limits.sendConfirmation),
      schema: {
        tags,
        summary:
          'Mail a new confirmation link to an unconfirmed account (the password check is throttled like sign-in)',
        body: ZSendConfirmationRequest,
        response: { 200: ZMessageResponse, ...failures(400, 429) },
      },
    },
    (request) => registration.sendConfirmation(request.body, request.ip),
  );
  app.post(
    API_PATHS.forgotPassword,
    {
      config: perMinute(limits.forgotPassword),
      schema: {
        tags,
        summary:
          'Mail a password reset link (the same answer whether or not the account exists; limited per client and per address)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...failures(400, 429) },
      },
    },
    (request, reply) => passwords.forgotPassword(request.body, { sent: answerSent(reply), log: request.log }),
  );
  app.post(
    API_PATHS.resetPassword,
    {
      schema: {
        tags,
        summary:
          'Set a new password with a reset code; every session of the user ends (wrong codes are limited per client and account)',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...failures(400, 429) },
      },
    },
    (request) => passwords.resetPassword(request.body, request.ip),
  );
  app.get(
    API_PATHS.pilotCheck,
    {
      schema: {
        tags,
        summary: 'Whether enrollment in the pilot is closed',
        querystring: ZNoQuery,
        response: { 200: ZPilotCheckResponse, ...failures(400) },
      },
    },
    () => registration.pilotCheck(),
  );

  // The signed-in user (a limited login is enough: these are the steps that lift the limit).
  app.get(
    API_PATHS.accounts,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's account and roles",
        querystring: ZNoQuery,
        response: { 200: ZProfileResponse, ...failures(400, 401) },
      },
    },
    (request) => signIn.profile(authOf(request)),
  );
  app.post(
    API_PATHS.acceptTerms,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `Accept the current terms (own account only); a renewed token in ${RENEWED_TOKEN_HEADER}`,
        querystring: ZUserIdQuery,
        response: { 200: ZRouteResponse, ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { body, jwt } = await steps.acceptTerms(authOf(request), request.query.userId);
      reply.header(RENEWED_TOKEN_HEADER, jwt.auth_token);
      return body;
    },
  );
  app.post(
    API_PATHS.notify,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Send the welcome mail (once)',
        querystring: ZNoQuery,
        response: { 200: ZMessageResponse, ...failures(400, 401) },
      },
    },
    (request) => steps.notify(authOf(request)),
  );
  app.post(
    API_PATHS.seed,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Ensure the user's initial records (general role 100 when they hold none)",
        querystring: ZNoQuery,
        response: { 200: ZMessageResponse, ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const { body, jwt } = await steps.seed(authOf(request));
      if (jwt !== null) reply.header(RENEWED_TOKEN_HEADER, jwt.auth_token);
      return body;
    },
  );

  // Administrators.
  app.post(
    API_PATHS.unlock,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.unlockAccounts)],
      schema: {
        tags,
        summary: 'Unlock an account locked by failed sign-ins',
        querystring: ZUserIdQuery,
        response: { 200: ZMessageResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => admin.unlock(authOf(request), request.query.userId),
  );
  app.post(
    API_PATHS.emailChange,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.changeEmail)],
      schema: {
        tags,
        summary: "Change a user's sign-in e-mail; their sessions end and both addresses are told",
        body: ZEmailChangeRequest,
        response: { 200: ZMessageResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => admin.emailChange(authOf(request), request.body),
  );
  app.post(
    API_PATHS.emailConfirm,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.confirmAccounts)],
      schema: {
        tags,
        summary: "Confirm a user's account without the mailed link",
        body: ZEmailConfirmRequest,
        response: { 200: ZMessageResponse, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => admin.emailConfirm(authOf(request), request.body),
  );
}
