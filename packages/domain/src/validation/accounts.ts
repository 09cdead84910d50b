import { LAST_NAME_MIN_LENGTH } from '../constants.js';
import { TEXTS } from '../texts.js';
import type { Tenant } from '../tenants/types.js';

/** Letters (any script), digits, spaces, apostrophes and hyphens (spec 1 §5). */
export const NAME_PATTERN = /^[\p{L}\p{M}\d' -]+$/u;
/**
 * A plain address and nothing else: dot-separated atoms of RFC 5322's atext before the @, dot-separated
 * DNS labels after it. No display name, comment, quoting or angle brackets, so `Victim<attacker@example.org>`
 * is refused: the sign-in name and the address mail goes to can never differ.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})+$`);

export const ACCOUNT_TEXTS = {
  firstNameRequired: 'First name is required.',
  firstNameInvalid: 'First name may contain only letters, digits, spaces, apostrophes and hyphens.',
  lastNameRequired: 'Last name is required.',
  lastNameInvalid: 'Last name may contain only letters, digits, spaces, apostrophes and hyphens.',
  lastNameShort: `Last name must be at least ${LAST_NAME_MIN_LENGTH} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Password is required.',
  passwordInvalid: TEXTS.passwordNotValid,
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

type PasswordPolicy = Tenant['passwordPolicy'];

/** One rule of a password policy: how it reads in the list above the field, and when it fails. */
interface PasswordRule {
  /** As listed above the password field ('Your password must have:'). */
  label: string;
  /** The sentence naming the failed rule, where the tenant shows no list (tn, jh). */
  failure: string;
  satisfied: (password: string) => boolean;
}

/**
 * The rules of a policy, once for server and web (spec 1 §5): length, then the character classes the
 * policy asks for.
 */
function rulesOf(policy: PasswordPolicy): PasswordRule[] {
  const rules: PasswordRule[] = [
    {
      label: `At least ${policy.minLength} characters`,
      failure: `The password must be at least ${policy.minLength} characters long.`,
      satisfied: (password) => [...password].length >= policy.minLength,
    },
  ];
  if (policy.requireUpper)
    rules.push({
      label: 'At least one uppercase letter',
      failure: 'The password must contain at least one uppercase letter.',
      satisfied: (password) => /\p{Lu}/u.test(password),
    });
  if (policy.requireLower)
    rules.push({
      label: 'At least one lowercase letter',
      failure: 'The password must contain at least one lowercase letter.',
      satisfied: (password) => /\p{Ll}/u.test(password),
    });
  if (policy.requireDigit)
    rules.push({
      label: 'At least one number',
      failure: 'The password must contain at least one number.',
      satisfied: (password) => /\d/.test(password),
    });
  return rules;
}

/** The rules of the tenant's password policy, in the words shown above the password field (al). */
export function passwordRules(policy: PasswordPolicy): string[] {
  return [...rulesOf(policy).map((rule) => rule.label), 'The confirmation must match'];
}

/** Whether the password (and its confirmation) satisfies the tenant's policy (spec 1 §5). */
export function passwordSatisfies(policy: PasswordPolicy, password: string, confirm: string): boolean {
  return passwordProblem(policy, password, confirm) === null;
}

/**
 * Why a password (and its confirmation) is refused, or null. Where the tenant lists its rules above the
 * field (al, `clientCheck`), the spec's 'Password is not valid. See rules above.' for any failure, the
 * confirmation included; elsewhere no rules are shown, so the failed rules themselves, one per line, and a
 * wrong confirmation named as such.
 */
export function passwordProblem(policy: PasswordPolicy, password: string, confirm: string): string | null {
  if (password === '') return ACCOUNT_TEXTS.passwordRequired;
  const failed = rulesOf(policy).filter((rule) => !rule.satisfied(password));
  if (failed.length > 0) {
    return policy.clientCheck ? ACCOUNT_TEXTS.passwordInvalid : failed.map((rule) => rule.failure).join('\n');
  }
  // Where the rules are listed, the confirmation is one of them ('The confirmation must match'): spec 1 §5
  // gives the one text for every failure there.
  if (confirm === '' || confirm !== password) {
    return policy.clientCheck ? ACCOUNT_TEXTS.passwordInvalid : ACCOUNT_TEXTS.confirmMismatch;
  }
  return null;
}
