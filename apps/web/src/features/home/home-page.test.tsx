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

  /** The feature cards: each card's title and text. */
  function featureCards(tenant: TenantCode) {
    renderWithProviders(<HomePage />, { tenant });
    const section = screen.getByRole('region', { name: 'Your professional record, in one trusted place' });
    return within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => [heading.textContent, heading.nextElementSibling?.textContent]);
  }

  it.each(['al', 'jh'] as const)(
    '%s: the cards name only what a professional can do there, and no training (it has no Training tile)',
    (tenant) => {
      expect(featureCards(tenant)).toEqual([
        [
          'Keep your records',
          'Record your education, employment, credentials, memberships and community service once, and keep them with you from job to job.',
        ],
        [
          'Ask for verification',
          'Ask for your records to be verified, and follow each request in its history.',
        ],
      ]);
      expect(document.body.textContent).not.toMatch(
        /register for sessions|approved trainings|review your records/i,
      );
    },
  );

  it('tn: the training card speaks of the training records and the Master Training Record', () => {
    expect(featureCards('tn').at(-1)).toEqual([
      'Track your training',
      'See every training on your record, and your hours by core knowledge area in your Master Training Record.',
    ]);
    expect(document.body.textContent).not.toMatch(/register for sessions|approved trainings/i);
  });

  it.each([
    [
      'al',
      'Licensed child care facilities and programs in the state quality rating system are required to enroll their staff in the registry. Create your free account to keep your education, employment and credential records in one place.',
    ],
    [
      'tn',
      'TNPAL is the professional registry for Tennessee early childhood educators. Create your free account to keep your education, employment and training records, request their verification and plan your professional development.',
    ],
    [
      'jh',
      'The registry keeps the professional records of early childhood educators in one place. Create your free account to record your education, employment and credentials, and plan your professional development.',
    ],
  ] as const)('%s: the welcome text promises nothing the registry does not do', (tenant, text) => {
    renderWithProviders(<HomePage />, { tenant });
    expect(screen.getByText(text)).toBeTruthy();
  });
});
