import { TENANTS } from '@registry/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OfficialSiteBanner } from './official-site-banner';

describe('OfficialSiteBanner', () => {
  it.each(['al', 'tn'] as const)("%s: shows the state's notice in a labelled region", (tenant) => {
    renderWithProviders(<OfficialSiteBanner />, { tenant });
    const region = screen.getByRole('region', { name: 'Official website notice' });
    expect(region.textContent).toBe(TENANTS[tenant].officialSiteBanner?.text);
    expect(region.textContent).toMatch(/^An official website of the State of (Alabama|Tennessee)$/);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('jh, which is no government site, shows none', () => {
    renderWithProviders(<OfficialSiteBanner />, { tenant: 'jh' });
    expect(screen.queryByTestId('official-site-banner')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
