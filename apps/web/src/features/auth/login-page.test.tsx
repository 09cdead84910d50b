import { API_ERRORS, TEXTS } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeJwt, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

const token = fakeJwt({ sub: '7', role: '100', Permission: ['dashboard', 'profile'] });
const jwt = { auth_token: token, expires_in: 18000, refresh_at: 900 };

async function logIn(userName = 'pat.lee@example.org', password = 'Secret123') {
  fireEvent.change(await screen.findByLabelText(/User name/), { target: { value: userName } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(
    within(screen.getByRole('form', { name: 'Log In' })).getByRole('button', { name: 'Log In' }),
  );
}

describe('login form', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('says a confirmation e-mail was sent for new=true', async () => {
    fakeApi({});
    renderAppAt('/login?new=true');
    const notice = await screen.findByTestId('notice-new');
    expect(notice.textContent).toContain('expires in 24 hours');
    expect(notice.textContent).toContain('spam');
  });

  it('shows the reset text for reset=true and prefills the user name from email', async () => {
    fakeApi({});
    renderAppAt('/login?reset=true&email=pat.lee%40example.org');
    expect((await screen.findByTestId('notice-reset')).textContent).toBe(TEXTS.passwordReset);
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('pat.lee@example.org');
  });

  it('confirms the account once and says it can sign in', async () => {
    const server = fakeApi({
      'POST /api/accounts/confirm': { body: { id: 7, email: 'pat.lee@example.org' } },
    });
    renderAppAt('/login?confirm=true&userId=7&code=abc');
    expect(await screen.findByText('Your account is confirmed. You can now log in.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts/confirm').map((call) => call.body)).toEqual([
      { userId: 7, code: 'abc' },
    ]);
    // The address is the user name: only the password is left to type.
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('pat.lee@example.org');
  });

  it('says a used confirmation link belongs to an account already confirmed, and prefills sign-in', async () => {
    fakeApi({
      'POST /api/accounts/confirm': {
        body: { id: 7, email: 'pat.lee@example.org', alreadyConfirmed: true },
      },
    });
    renderAppAt('/login?confirm=true&userId=7&code=abc');
    expect((await screen.findByTestId('notice-confirmed')).textContent).toBe(API_ERRORS.alreadyConfirmed);
    expect(screen.queryByText(TEXTS.confirmationExpired)).toBeNull();
    expect((screen.getByLabelText(/User name/) as HTMLInputElement).value).toBe('pat.lee@example.org');
  });

  it('sends someone already signed in from /login to the dashboard instead of signing in again', async () => {
    storeSession({ role: '100' });
    const server = fakeApi({ 'GET /api/accounts': { body: profileOf() } });
    const app = renderAppAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(server.called('POST', '/api/auth/login')).toEqual([]);
  });

  it('sends a confirmation that comes with a code on to reset-password', async () => {
    fakeApi({ 'POST /api/accounts/confirm': { body: { id: 7, email: 'a@b.org', code: 'reset-me' } } });
    const app = renderAppAt('/login?confirm=true&userId=7&code=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    expect(app.location()).toBe('/login/reset-password?userId=7&code=reset-me');
  });

  it("offers a resend form when the link expired ('Invalid token.')", async () => {
    const server = fakeApi({
      'POST /api/accounts/confirm': { status: 400, body: TEXTS.invalidToken, json: true },
      'POST /api/accounts/sendconfemail': { body: { message: 'A new confirmation e-mail is on its way.' } },
    });
    renderAppAt('/login?confirm=true&userId=7&code=old');
    const expired = await screen.findByTestId('confirmation-expired');
    expect(expired.textContent).toBe(TEXTS.confirmationExpired);
    fireEvent.click(within(expired).getByRole('button', { name: 'click here' }));
    const form = screen.getByTestId('resend-confirmation');
    fireEvent.change(within(form).getByLabelText(/User name/), { target: { value: 'pat@example.org' } });
    fireEvent.change(within(form).getByLabelText(/Password/), { target: { value: 'Secret123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await within(form).findByText('A new confirmation e-mail is on its way.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts/sendconfemail')[0]?.body).toEqual({
      userName: 'pat@example.org',
      password: 'Secret123',
    });
  });

  it('cannot confirm without userId and code', async () => {
    const server = fakeApi({});
    renderAppAt('/login?confirm=true&userId=7');
    expect(await screen.findByText(TEXTS.unableToConfirm)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a login failure in a focused errors box that describes the form', async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 400,
        body: { errors: { credentials: 'Invalid user name or password.' } },
      },
    });
    renderAppAt('/login');
    await logIn();
    const box = await screen.findByTestId('errors-box');
    expect(box.textContent).toBe('Invalid user name or password.');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByRole('form', { name: 'Log In' }).getAttribute('aria-describedby')).toBe(box.id);
  });

  it('offers to resend the confirmation e-mail with the typed credentials for an unconfirmed account', async () => {
    const server = fakeApi({
      'POST /api/auth/login': {
        status: 400,
        body: { errors: { unconfirmed: 'Please confirm your e-mail.' } },
      },
      'POST /api/accounts/sendconfemail': { body: { message: 'Sent again.' } },
    });
    renderAppAt('/login');
    await logIn('new@example.org', 'Typed123');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('Sent again.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts/sendconfemail')[0]?.body).toEqual({
      userName: 'new@example.org',
      password: 'Typed123',
    });
  });

  it('refuses an apiOnly account and keeps no token', async () => {
    fakeApi({ 'POST /api/auth/login': { body: { jwt, route: 'default', apiOnly: true, userId: 9 } } });
    const app = renderAppAt('/login');
    await logIn('api@example.org');
    expect((await screen.findByTestId('errors-box')).textContent).toBe(TEXTS.notFrontEnd);
    expect(app.session.getSnapshot().token).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('goes to the page kept in redirect after sign-in', async () => {
    fakeApi({
      'POST /api/auth/login': { body: { jwt, route: 'default', apiOnly: false, userId: 7 } },
      'GET /api/accounts': { body: profileOf() },
    });
    const app = renderAppAt('/login?redirect=%2Fdashboard%2Fprofile%2Fpersonal');
    await logIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Information' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(app.location()).toBe('/dashboard/profile/personal');
  });

  it('sends an accept-terms login to /accept-terms/:userId', async () => {
    fakeApi({
      'POST /api/auth/login': { body: { jwt, route: 'accept-terms', apiOnly: false, userId: 7 } },
      'GET /api/accounts': { body: profileOf() },
      'GET /api/configuration': { body: '<p>Terms</p>', json: true },
    });
    const app = renderAppAt('/login');
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Updated User Agreement' })).toBeTruthy();
    expect(app.location()).toBe('/accept-terms/7');
  });
});
