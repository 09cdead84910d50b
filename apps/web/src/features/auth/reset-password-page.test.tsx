import { TEXTS, TENANTS, passwordProblem, passwordRules } from '@registry/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

const LINK = '/login/reset-password?userId=5&code=abc123';

async function fillPasswords(password: string, confirm = password) {
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('reset password form', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('in al lists the rules and refuses a weak password in the browser', async () => {
    const server = fakeApi({});
    renderAppAt(LINK, { tenant: 'al' });
    await fillPasswords('weak');
    const rules = screen.getByTestId('password-rules');
    for (const rule of passwordRules(TENANTS.al.passwordPolicy)) expect(rules.textContent).toContain(rule);
    submit();
    const helper = await screen.findByText('Password is not valid. See rules above.');
    expect(helper.id).toBe('reset-password-helper-text');
    expect(server.called('POST', '/api/accounts/resetpassword')).toHaveLength(0);
  });

  it('in al refuses a confirmation that does not match with the rules text (spec 1 §5)', async () => {
    const server = fakeApi({});
    renderAppAt(LINK, { tenant: 'al' });
    await fillPasswords('Secret123', 'Secret124');
    submit();
    const helper = await screen.findByText('Password is not valid. See rules above.');
    expect(helper.id).toBe('reset-password-helper-text');
    expect(server.called('POST', '/api/accounts/resetpassword')).toHaveLength(0);
  });

  it('in tn sends the password unchecked and shows the failed rule the server answers', async () => {
    const server = fakeApi({
      'POST /api/accounts/resetpassword': {
        status: 400,
        body: { errors: { password: passwordProblem(TENANTS.tn.passwordPolicy, 'weak', 'weak') } },
      },
    });
    const app = renderAppAt(LINK, { tenant: 'tn' });
    await fillPasswords('weak');
    expect(screen.queryByTestId('password-rules')).toBeNull();
    submit();
    expect((await screen.findByTestId('errors-box')).textContent).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(screen.queryByText(TEXTS.passwordNotValid)).toBeNull();
    expect(server.called('POST', '/api/accounts/resetpassword')[0]?.body).toEqual({
      userId: 5,
      code: 'abc123',
      password: 'weak',
    });
    expect(app.location()).toBe(LINK);
  });

  it('in tn still compares the confirmation, which the reset call does not carry', async () => {
    const server = fakeApi({});
    renderAppAt(LINK, { tenant: 'tn' });
    await fillPasswords('Secret123', 'Secret124');
    submit();
    expect(await screen.findByText('The password and its confirmation do not match.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts/resetpassword')).toHaveLength(0);
  });

  it('goes to the login form with the reset flag once the server accepts', async () => {
    fakeApi({ 'POST /api/accounts/resetpassword': { body: { message: 'Your password has been reset.' } } });
    const app = renderAppAt(LINK, { tenant: 'jh' });
    await fillPasswords('anything-long');
    submit();
    await waitFor(() => expect(app.location()).toBe('/login?reset=true'));
  });
});
