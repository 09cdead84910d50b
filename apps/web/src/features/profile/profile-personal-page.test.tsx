import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

describe('Personal Information', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('tells a first-time user what comes next', async () => {
    storeSession({ role: '100', claims: [], firstTime: true });
    fakeApi({ 'GET /api/accounts': { body: profileOf({ firstTime: true }) } });
    renderAppAt('/dashboard/profile/personal?userId=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'What comes next' })).toBeTruthy();
    expect(screen.getByTestId('first-time-next-step').textContent).toContain(
      'you complete your personal information here',
    );
  });

  it('says nothing of next steps to a user whose profile is complete', async () => {
    storeSession({ role: '100' });
    fakeApi({ 'GET /api/accounts': { body: profileOf() } });
    renderAppAt('/dashboard/profile/personal?userId=7');
    expect(await screen.findByTestId('personal-data')).toBeTruthy();
    expect(screen.queryByTestId('first-time-next-step')).toBeNull();
  });
});
