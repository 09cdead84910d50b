import type { TCertificateVerification } from '@registry/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type RecordedCall } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

// The page loads lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const CODE = 'ABCD-EFGH-JKMN';
const VERIFY = `GET /api/certificate/verify/${CODE}`;
const valid: TCertificateVerification = {
  status: 'valid',
  personName: 'Paula Professional',
  courseName: 'Safe Sleep Practices',
  sectionName: 'Morning session',
  trainingStart: '2026-11-03 09:00:00',
  trainingEnd: '2026-11-03 12:30:00',
  timeZone: 'America/Chicago',
  hours: '3.50',
  issuer: 'Alabama Early Childhood Workforce Registry',
  issuedAt: '2026-11-03T19:00:00.000Z',
  revokedAt: null,
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/verify/:code (public, no sign-in)', () => {
  it('says a genuine certificate is genuine, for whom, which training, when and how many hours', async () => {
    const api = fakeApi({ [VERIFY]: { body: valid } });
    renderAppAt(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a Certificate' })).toBeTruthy();
    const result = await screen.findByTestId('certificate-valid');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe(
      'This certificate is genuine.',
    );
    const terms = within(result)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Name: Paula Professional',
      'Training: Safe Sleep Practices: Morning session',
      'Dates: November 3, 2026, 9:00 AM \u2013 12:30 PM Central Time',
      'Hours: 3.5 hours',
      'Issued by: Alabama Early Childhood Workforce Registry',
      'Issued on: November 3, 2026',
    ]);
    // Nobody signed in: no Revoke, and the check was sent without a token.
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(api.called('GET', `/api/certificate/verify/${CODE}`)[0]?.authorization).toBeNull();
  });

  it('says a revoked certificate was revoked, with the date', async () => {
    fakeApi({ [VERIFY]: { body: { ...valid, status: 'revoked', revokedAt: '2026-11-20T18:00:00.000Z' } } });
    renderAppAt(`/verify/${CODE}`);
    const result = await screen.findByTestId('certificate-revoked');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe(
      'This certificate was revoked on November 20, 2026.',
    );
    expect(within(result).getByText(/no longer valid/)).toBeTruthy();
  });

  it('says no certificate has a forged code', async () => {
    fakeApi({ [VERIFY]: { body: { status: 'unknown' } } });
    renderAppAt(`/verify/${CODE}`);
    const result = await screen.findByTestId('certificate-unknown');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe(
      'No certificate has this code.',
    );
    expect(screen.queryByText('This certificate is genuine.')).toBeNull();
  });

  it('says so when the checks are refused (too many)', async () => {
    fakeApi({ [VERIFY]: { status: 429, body: 'Too many requests. Please try again later.' } });
    renderAppAt(`/verify/${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  });
});

describe('/verify (the form)', () => {
  it('asks for a code, then checks the one typed', async () => {
    fakeApi({ [VERIFY]: { body: valid } });
    const { location } = renderAppAt('/verify');
    const field = await screen.findByRole('textbox', { name: 'Certificate code' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Type the code printed on the certificate.')).toBeTruthy();
    fireEvent.change(field, { target: { value: ` ${CODE} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByTestId('certificate-valid');
    expect(location()).toBe(`/verify/${CODE}`);
  });
});

describe('Revoke (400, 500, AdminUser signed in)', () => {
  it('offers an administrator Revoke: the reason asked, the certificate revoked and checked again', async () => {
    storeSession({ userId: 9, role: '500', claims: ['dashboard'] });
    let revoked = false;
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '500' }) },
      [VERIFY]: () => ({
        body: revoked ? { ...valid, status: 'revoked', revokedAt: '2026-11-21T15:00:00.000Z' } : valid,
      }),
      'POST /api/certificate/revoke': (call: RecordedCall) => {
        revoked = true;
        expect(call.body).toEqual({ code: CODE, reason: 'Entered in error' });
        return { body: { revokedAt: '2026-11-21T15:00:00.000Z', message: 'The certificate was revoked.' } };
      },
    });
    renderAppAt(`/verify/${CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Certificate' });
    // Required: OK does nothing while the reason is empty.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Entered in error' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByTestId('certificate-revoked');
    expect(api.called('POST', '/api/certificate/revoke')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull());
  });

  it('offers no Revoke to a professional', async () => {
    storeSession({ userId: 7, role: '100', claims: ['dashboard'] });
    fakeApi({ 'GET /api/accounts': { body: profileOf() }, [VERIFY]: { body: valid } });
    renderAppAt(`/verify/${CODE}`);
    await screen.findByTestId('certificate-valid');
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
