import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import {
  ACCOUNT_TEXTS as T,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
  passwordProblem,
  passwordRules,
  passwordSatisfies,
} from './accounts.js';

describe('name rules (spec 1 §5)', () => {
  it.each([
    ['Mary', null],
    ["O'Neil", null],
    ['Anne-Marie', null],
    ['José', null],
    ['Mary Ann 2', null],
    ['  Mary  ', null],
    ['', T.firstNameRequired],
    ['   ', T.firstNameRequired],
    ['Mary!', T.firstNameInvalid],
    ['<script>', T.firstNameInvalid],
  ])('first name %j', (value, expected) => {
    expect(firstNameProblem(value)).toBe(expected);
  });
  it.each([
    ['Li', null],
    ['L', T.lastNameShort],
    [' L ', T.lastNameShort],
    ['', T.lastNameRequired],
    ['Smith;', T.lastNameInvalid],
  ])('last name %j', (value, expected) => {
    expect(lastNameProblem(value)).toBe(expected);
  });
  it('checks the e-mail', () => {
    expect(emailProblem('a@b.org')).toBeNull();
    expect(emailProblem('')).toBe(T.emailRequired);
    expect(emailProblem('not an email')).toBe(T.emailInvalid);
  });
  it.each(["o'neil+registry@mail.example.org", 'first.last@sub-domain.example.co', 'A_B@example.org'])(
    'accepts the plain address %j',
    (value) => {
      expect(emailProblem(value)).toBeNull();
    },
  );
  it.each([
    'Victim<attacker@example.org>',
    'Victim <victim@example.org>',
    '"quoted"@example.org',
    'a@example.org (comment)',
    'a@b@example.org',
    'a..b@example.org',
    '.a@example.org',
    'a@-example.org',
    'a@example',
    'a,b@example.org',
  ])('refuses %j: only a plain address, so the sign-in name and the mail recipient are one', (value) => {
    expect(emailProblem(value)).toBe(T.emailInvalid);
  });
});

describe('password policy', () => {
  const al = getTenant('al').passwordPolicy;
  const tn = getTenant('tn').passwordPolicy;
  it.each([
    ['Registry2026', 'Registry2026', true],
    ['registry2026', 'registry2026', false],
    ['REGISTRY2026', 'REGISTRY2026', false],
    ['RegistryABC', 'RegistryABC', false],
    ['Reg2026', 'Reg2026', false],
    ['Registry2026', 'Registry2027', false],
    ['Registry2026', '', false],
  ])('al: %j / %j → %s', (password, confirm, ok) => {
    expect(passwordSatisfies(al, password, confirm)).toBe(ok);
  });
  it('tn and jh need 8 characters and a matching confirmation only', () => {
    expect(passwordSatisfies(tn, 'abcdefgh', 'abcdefgh')).toBe(true);
    expect(passwordSatisfies(tn, 'abcdefg', 'abcdefg')).toBe(false);
    expect(passwordSatisfies(tn, 'abcdefgh', 'abcdefgx')).toBe(false);
  });
  it('names the failed rules where the tenant lists none (tn, jh), and says "see rules above" in al', () => {
    expect(passwordProblem(al, 'short', 'short')).toBe('Password is not valid. See rules above.');
    expect(passwordProblem(tn, 'short', 'short')).toBe('The password must be at least 8 characters long.');
    expect(passwordProblem(getTenant('jh').passwordPolicy, 'abc', 'abc')).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(passwordProblem(tn, '', '')).toBe(T.passwordRequired);
    expect(passwordProblem(tn, 'abcdefgh', 'abcdefgx')).toBe(T.confirmMismatch);
    expect(passwordProblem(al, 'Registry2026', 'Registry2026')).toBeNull();
    expect(passwordProblem(al, 'Registry2026', 'Registry2027')).toBe(
      'Password is not valid. See rules above.',
    );
    expect(passwordProblem(al, 'Registry2026', '')).toBe('Password is not valid. See rules above.');
    // Every rule of a policy that asks for all of them, one per line.
    const strict = { ...al, clientCheck: false };
    expect(passwordProblem(strict, '!!', '!!')?.split('\n')).toEqual([
      'The password must be at least 8 characters long.',
      'The password must contain at least one uppercase letter.',
      'The password must contain at least one lowercase letter.',
      'The password must contain at least one number.',
    ]);
  });
  it("lists al's rules above the field", () => {
    expect(passwordRules(al)).toEqual([
      'At least 8 characters',
      'At least one uppercase letter',
      'At least one lowercase letter',
      'At least one number',
      'The confirmation must match',
    ]);
  });
});
