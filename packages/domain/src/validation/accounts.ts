import { LAST_NAME_MIN_LENGTH } from '../constants.js';
import type { Tenant } from '../tenants/types.js';

/** Letters (any script), digits, spaces, apostrophes and hyphens (spec 1 §5). */
export const NAME_PATTERN = /^[\p{L}\p{M}\d' -]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ACCOUNT_TEXTS = {
  firstNameRequired: 'First name is required.',
  firstNameInvalid: 'First name may contain only letters, digits, spaces, apostrophes and hyphens.',
  lastNameRequired: 'Last name is required.',
  lastNameInvalid: 'Last name may contain only letters, digits, spaces, apostrophes and hyphens.',
  lastNameShort: `Last name must be at least ${LAST_NAME_MIN_LENGTH} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Password is required.',
  passwordInvalid: 'Password is not valid. See rules above.',
  confirmMismatch: 'The password and its confirmation do not match.',
} as const;

export function firstNameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return ACCOUNT_TEXTS.firstNameRequired;
  if (!NAME_PATTERN.test(name)) return ACCOUNT_TEXTS.firstNameInvalid;
  return null;
}

export function lastNameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return ACCOUNT_TEXTS.lastNameRequired;
  if (!NAME_PATTERN.test(name)) return ACCOUNT_TEXTS.lastNameInvalid;
  if ([...name].length < LAST_NAME_MIN_LENGTH) return ACCOUNT_TEXTS.lastNameShort;
  return null;
}

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return ACCOUNT_TEXTS.emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return ACCOUNT_TEXTS.emailInvalid;
  return null;
}

/** The rules of the tenant's password policy, in the words shown above the password field (al). */
export function passwordRules(policy: Tenant['passwordPolicy']): string[] {
  const rules = [`At least ${policy.minLength} characters`];
  if (policy.requireUpper) rules.push('At least one uppercase letter');
  if (policy.requireLower) rules.push('At least one lowercase letter');
  if (policy.requireDigit) rules.push('At least one number');
  rules.push('The confirmation must match');
  return rules;
}

/** Whether the password (and its confirmation) satisfies the tenant's policy (spec 1 §5). */
export function passwordSatisfies(
  policy: Tenant['passwordPolicy'],
  password: string,
  confirm: string,
): boolean {
  if (password.length < policy.minLength) return false;
  if (policy.requireUpper && !/\p{Lu}/u.test(password)) return false;
  if (policy.requireLower && !/\p{Ll}/u.test(password)) return false;
  if (policy.requireDigit && !/\d/.test(password)) return false;
  return confirm !== '' && confirm === password;
}
