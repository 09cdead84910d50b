import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import {
  ACCOUNT_TEXTS as T,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
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
