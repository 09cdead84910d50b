import { TENANTS, type TenantCode } from '@registry/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './about-page';

function renderAbout(tenant: TenantCode) {
  renderWithProviders(<AboutPage />, { tenant });
  const who = screen.getByRole('region', { name: 'Who should use it' });
  return {
    text: document.body.textContent ?? '',
    groups: within(who)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  };
}

describe('AboutPage', () => {
  it('titles the page with the product name and shows the tenant instruction text', () => {
    renderWithProviders(<AboutPage />, { tenant: 'tn' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'About the Tennessee Professional Archive of Learning' }),
    ).toBeTruthy();
    expect(screen.getByText(TENANTS.tn.instructions.about)).toBeTruthy();
  });

  it('al names no coaches, the role it removes', () => {
    const { groups } = renderAbout('al');
    expect(groups).toEqual(['Teachers', 'Caregivers', 'Directors', 'Trainers', 'Agency staff']);
  });

  it('tn names no trainers (QEA), the role it removes', () => {
    const { groups } = renderAbout('tn');
    expect(groups).toEqual(['Teachers', 'Caregivers', 'Directors', 'Coaches', 'Agency staff']);
  });

  it('jh, without organizations, mentions no director anywhere', () => {
    const { groups, text } = renderAbout('jh');
    expect(groups).toEqual(['Teachers', 'Caregivers', 'Trainers', 'Coaches', 'Agency staff']);
    expect(text).not.toMatch(/director/i);
    expect(text).toContain('Registry staff can verify the records you submit.');
  });

  it('is a column of labelled sections', () => {
    renderWithProviders(<AboutPage />, { tenant: 'al' });
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(names).toEqual(['about-title', 'about-what', 'about-who', 'about-training', 'about-cta']);
  });
});
