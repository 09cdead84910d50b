import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { feedbackAccess, personalRecordAccess, type FormAccess } from './forms.js';

const ME = 1;
const OTHER = 2;

describe('personalRecordAccess (roles x targets)', () => {
  // [viewer's active role, whose record, the target's general roles, access]
  it.each<[RoleName | null, number, string[], FormAccess]>([
    ['100', ME, ['100'], 'edit'],
    [null, ME, ['100'], 'edit'],
    ['100', OTHER, ['100'], 'none'],
    ['200', OTHER, ['100'], 'none'],
    ['250', OTHER, ['100'], 'none'],
    ['300', OTHER, ['100'], 'none'],
    ['350', OTHER, ['100'], 'none'],
    ['375', OTHER, ['100'], 'none'],
    ['400', OTHER, ['100'], 'edit'],
    ['400', OTHER, ['250'], 'none'],
    ['500', OTHER, ['100'], 'edit'],
    ['500', OTHER, ['400'], 'edit'],
    ['500', OTHER, ['500'], 'none'],
    ['AdminUser', OTHER, ['500'], 'edit'],
    ['ApiUser', OTHER, ['100'], 'none'],
    [null, OTHER, ['100'], 'none'],
  ])('%s on user %s holding %j: %s', (activeRole, userId, generalRoles, access) => {
    const claims = activeRole === null ? [] : claimsForRole(activeRole, getTenant('al'));
    expect(personalRecordAccess({ userId: ME, activeRole, claims }, { userId, generalRoles })).toBe(access);
  });
});

describe('feedbackAccess', () => {
  it.each<[RoleName | null, number | null, FormAccess]>([
    ['100', null, 'edit'],
    [null, null, 'edit'],
    ['100', ME, 'view'],
    ['100', OTHER, 'none'],
    ['400', OTHER, 'none'],
    ['500', OTHER, 'view'],
    ['AdminUser', OTHER, 'view'],
  ])('%s on feedback sent by %s: %s', (activeRole, sender, access) => {
    expect(feedbackAccess({ userId: ME, activeRole }, sender)).toBe(access);
  });
});
