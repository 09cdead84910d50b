import { describe, expect, it } from 'vitest';
import { environmentBar, isTestEnvironment } from './environments.js';

describe('environment bar (spec 1 §2)', () => {
  it('warns on uat and sit that they are for training only', () => {
    expect(environmentBar('uat').warning).toMatch(/training/);
    expect(environmentBar('sit').warning).toMatch(/training/);
  });
  it('shows dev and prod without a warning', () => {
    expect(environmentBar('dev')).toEqual({ label: 'DEV', warning: null });
    expect(environmentBar('prod')).toEqual({ label: 'PROD', warning: null });
  });
  it('treats every environment but prod as a test environment', () => {
    expect(['dev', 'sit', 'uat', 'prod'].map((e) => isTestEnvironment(e as 'dev'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
