import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import { showsDisableControls } from './controls.js';

describe('showsDisableControls (spec 3 §6)', () => {
  const tn = getTenant('tn');
  const al = getTenant('al');

  it('AdminUser, 400 and 500 on every grid', () => {
    for (const role of ['AdminUser', '400', '500'])
      for (const type of [3, 4, 7, 8, 23, 32]) expect(showsDisableControls(role, type, al)).toBe(true);
  });

  it('role 100 on certifications (7) in tn only', () => {
    expect(showsDisableControls('100', 7, tn)).toBe(true);
    expect(showsDisableControls('100', 7, al)).toBe(false);
    expect(showsDisableControls('100', 7, getTenant('jh'))).toBe(false);
    for (const type of [3, 4, 5, 6, 8]) expect(showsDisableControls('100', type, tn)).toBe(false);
  });

  it('role 250 on courses, sessions and enrollments (23, 24, 26)', () => {
    for (const type of [23, 24, 26]) expect(showsDisableControls('250', type, al)).toBe(true);
    for (const type of [3, 7, 25]) expect(showsDisableControls('250', type, al)).toBe(false);
  });

  it('no one else', () => {
    for (const role of ['200', '300', '350', '375', 'ApiUser', null])
      for (const type of [3, 7, 23]) expect(showsDisableControls(role, type, tn)).toBe(false);
  });
});
