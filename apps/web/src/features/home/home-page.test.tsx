import { TENANTS, type TenantCode } from '@registry/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

function renderHome(tenant: TenantCode) {
  renderWithProviders(<HomePage />, { tenant });
  const audience = screen.getByRole('region', { name: 'Who uses the registry' });
  return within(audience)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('HomePage', () => {
  it('shows the headline, the instruction text and the maps of the served area', () => {
    renderWithProviders(<HomePage />, { tenant: 'al' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome to the ${TENANTS.al.productName}` }),
    ).toBeTruthy();
    expect(screen.getByText(TENANTS.al.instructions.home)).toBeTruthy();
    const maps = screen.getByRole('group', { name: 'Maps of Alabama and its training regions' });
    expect(within(maps).getAllByRole('img')[0]?.getAttribute('alt')).toBe(
      'Map of Alabama with its regional training centers',
    );
  });

  it('names only the roles the tenant has', () => {
    expect(renderHome('al')).toEqual([
      'Teachers and caregivers',
      'Facility directors',
      'Trainers',
      'Agency staff',
    ]);
  });

  it('tn has coaches and no trainers', () => {
    expect(renderHome('tn')).toEqual([
      'Teachers and caregivers',
      'Agency directors',
      'Coaches',
      'Agency staff',
    ]);
  });

  it('jh, without organizations, mentions no director and maps the United States', () => {
    const audience = renderHome('jh');
    expect(audience).toEqual(['Teachers and caregivers', 'Trainers', 'Coaches', 'Agency staff']);
    expect(document.body.textContent).not.toMatch(/director/i);
    expect(
      screen.getByRole('group', { name: 'Maps of the United States and its training regions' }),
    ).toBeTruthy();
  });
});
