import { CONFIRMATION_LINK_HOURS } from '@registry/domain';
import type { AppDeps } from '../../app.js';
import type { Mailer } from '../../platform/mail.js';
import type { PasswordHasher } from '../../platform/passwords.js';
import type { Sessions } from '../../platform/sessions.js';

/** What the account services use beyond the app's common dependencies. */
export interface AccountsDeps extends AppDeps {
  mailer: Mailer;
  passwords: PasswordHasher;
  sessions: Sessions;
}

/** Consecutive failed sign-ins that lock an account (until an administrator unlocks it). */
export const LOCK_AFTER_FAILURES = 5;

/** Confirmation and reset links (spec 1 §9: 24 hours). */
export const LINK_LIFETIME_MS = CONFIRMATION_LINK_HOURS * 60 * 60 * 1000;

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The human-facing registry id prefix: the tenant's code in capitals (AL0000123). */
export const registryIdPrefix = (deps: AppDeps) => deps.tenant.code.toUpperCase();
