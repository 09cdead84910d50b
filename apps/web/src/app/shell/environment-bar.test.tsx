import { screen } from '@testing-library/react';
import type { RegistryEnv } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EnvironmentBar } from './environment-bar';

const TRAINING_WARNING = 'This site is for training purposes only. Do not enter real personal data.';

function renderBar(environment: RegistryEnv) {
  renderWithProviders(<EnvironmentBar environment={environment} />, { environment });
  return screen.getByTestId('environment-bar');
}

describe('EnvironmentBar', () => {
  it.each([
    ['dev', 'DEV environment'],
    ['sit', 'SIT environment'],
    ['uat', 'UAT environment'],
    ['prod', 'PROD environment'],
  ] as const)('names the %s environment', (environment, label) => {
    const bar = renderBar(environment);
    expect(bar.textContent).toContain(label);
    expect(bar.dataset.environment).toBe(environment);
    expect(screen.getByRole('status', { name: 'Environment' })).toBe(bar);
  });

  it.each(['sit', 'uat'] as const)('warns that %s is for training only', (environment) => {
    expect(renderBar(environment).textContent).toContain(TRAINING_WARNING);
  });

  it.each(['dev', 'prod'] as const)('has no training warning on %s', (environment) => {
    expect(renderBar(environment).textContent).not.toContain(TRAINING_WARNING);
  });
});
