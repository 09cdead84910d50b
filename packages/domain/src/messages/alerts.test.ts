import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/index.js';
import { tenantHasRole } from '../dashboard.js';
import { ALERT_AUDIENCE_ROLES, alertShownTo, heldAudienceRoles, type AlertState } from './alerts.js';

describe('tenantHasRole (the audience roles offered)', () => {
  it('al: no 300 or 375; tn: no 250; jh: no directors', () => {
    const offered = (code: 'al' | 'tn' | 'jh') =>
      ALERT_AUDIENCE_ROLES.filter((role) => tenantHasRole(getTenant(code), role));
    expect(offered('al')).toEqual(['100', '200', '250', '350', '400', '500']);
    expect(offered('tn')).toEqual(['100', '200', '300', '350', '375', '400', '500']);
    expect(offered('jh')).not.toContain('200');
  });
});

describe('heldAudienceRoles', () => {
  it('names the general roles held, AdminUser as 500, an active director role as 200, never ApiUser', () => {
    const director = { role: '200' as const, active: true };
    expect(heldAudienceRoles({ general: ['100'], organization: [] })).toEqual(['100']);
    expect(heldAudienceRoles({ general: ['100'], organization: [director] })).toEqual(['100', '200']);
    expect(heldAudienceRoles({ general: ['100'], organization: [{ ...director, active: false }] })).toEqual([
      '100',
    ]);
    expect(heldAudienceRoles({ general: ['AdminUser', 'ApiUser'], organization: [] })).toEqual(['500']);
    expect(heldAudienceRoles({ general: ['350', '100'], organization: [] })).toEqual(['100', '350']);
  });
});

describe('alertShownTo', () => {
  const alert: AlertState = {
    audience: ['200'],
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    disabled: false,
  };
  it.each<[string, Partial<AlertState>, string[], string, boolean]>([
    ['within its days, a role held', {}, ['100', '200'], '2026-11-24', true],
    ['on its first day', {}, ['200'], '2026-11-20', true],
    ['on its last day', {}, ['200'], '2026-11-30', true],
    ['the day before', {}, ['200'], '2026-11-19', false],
    ['the day after', {}, ['200'], '2026-12-01', false],
    ['no last day, years later', { endDate: null }, ['200'], '2030-01-01', true],
    ['no role of its audience', {}, ['100', '350'], '2026-11-24', false],
    ['disabled', { disabled: true }, ['200'], '2026-11-24', false],
  ])('%s', (_name, change, held, today, shown) => {
    expect(alertShownTo({ ...alert, ...change }, held, today)).toBe(shown);
  });
});
