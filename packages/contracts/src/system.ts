import { z } from 'zod';

export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  boot: '/api/boot',
  configuration: '/api/configuration',
  docs: '/api/docs',
  accounts: '/api/accounts',
  confirm: '/api/accounts/confirm',
  sendConfirmation: '/api/accounts/sendconfemail',
  forgotPassword: '/api/accounts/forgotpassword',
  resetPassword: '/api/accounts/resetpassword',
  acceptTerms: '/api/accounts/acceptterms',
  notify: '/api/accounts/notify',
  seed: '/api/accounts/seed',
  unlock: '/api/accounts/unlock',
  emailChange: '/api/accounts/emailchange',
  emailConfirm: '/api/accounts/emailconfirm',
  pilotCheck: '/api/accounts/pilotcheck',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  heartbeat: '/api/auth/heartbeat',
  claims: '/api/auth/claims',
  roleSwitch: '/api/userorganizationroles/roleswitch',
  accountRoles: '/api/accountroles',
  staticFile: '/api/file/s/:code',
} as const;

export const ZHealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z.object({ status: z.literal('ready'), database: z.literal('ok') });
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
