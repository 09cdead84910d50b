import { getContrastRatio } from '@mui/material/styles';
import { TENANTS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, ensureContrast, readableTextOn } from './color';

describe('ensureContrast', () => {
  it('keeps a colour that already reaches AA on white', () => {
    expect(ensureContrast('#00467f')).toBe('#00467f');
  });

  it('darkens a light colour until it reaches AA on white', () => {
    const shade = ensureContrast('#f5b041');
    expect(shade).not.toBe('#f5b041');
    expect(getContrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it.each(Object.values(TENANTS))('gives $code theme colours that read on white', (tenant) => {
    for (const color of [tenant.theme.primary, tenant.theme.secondary]) {
      expect(getContrastRatio(ensureContrast(color), '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});

describe('readableTextOn', () => {
  it('picks white on dark and near-black on light backgrounds', () => {
    expect(readableTextOn('#1f3a5f')).toBe('#ffffff');
    expect(readableTextOn('#fff3cd')).toBe('#1b1b1b');
  });
});
