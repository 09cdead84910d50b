import { TENANTS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { tenantAudience, type AudienceKey } from './tenant-audience';

const ALL: AudienceKey[] = ['teachers', 'caregivers', 'directors', 'trainers', 'coaches', 'agencyStaff'];

describe('tenantAudience', () => {
  it('al has no coaches (it removes role 300)', () => {
    expect(tenantAudience(TENANTS.al, ALL)).toEqual([
      'teachers',
      'caregivers',
      'directors',
      'trainers',
      'agencyStaff',
    ]);
  });

  it('tn has no QEA trainers (it removes role 250)', () => {
    expect(tenantAudience(TENANTS.tn, ALL)).toEqual([
      'teachers',
      'caregivers',
      'directors',
      'coaches',
      'agencyStaff',
    ]);
  });

  it('jh has no directors (no organizations)', () => {
    expect(tenantAudience(TENANTS.jh, ALL)).toEqual([
      'teachers',
      'caregivers',
      'trainers',
      'coaches',
      'agencyStaff',
    ]);
  });

  it('keeps the order it is given', () => {
    expect(tenantAudience(TENANTS.tn, ['agencyStaff', 'teachers'])).toEqual(['agencyStaff', 'teachers']);
  });
});
