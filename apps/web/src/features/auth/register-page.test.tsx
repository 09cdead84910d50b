import { TEXTS, passwordRules, TENANTS } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm(password = 'Secret123') {
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  fill(/^First name/, 'Pat');
  fill(/^Last name/, 'Lee');
  fill(/^E-mail/, 'pat.lee@example.org');
  fill(/^Password/, password);
  fill(/^Confirm password/, password);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('register form', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('prefills first name, last name and e-mail from the query', async () => {
    fakeApi({});
    renderAppAt('/login/register?email=pat%40example.org&fname=Pat&lname=Lee');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Pat');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Lee');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('pat@example.org');
  });

  it('needs the terms viewed and accepted: a ticked box alone does not count', async () => {
    const server = fakeApi({
      'GET /api/configuration': { body: '<h1>User Agreement</h1><p>Be kind.</p>', json: true },
      'POST /api/accounts': { body: { userId: 12, email: 'pat.lee@example.org' } },
    });
    const app = renderAppAt('/login/register');
    await fillValidForm();
    submit();
    expect(await screen.findByText('User Agreement must be viewed and accepted.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'I Accept the User Agreement' }));
    submit();
    expect(screen.getByText('User Agreement must be viewed and accepted.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'View the User Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Agreement' });
    expect(await within(dialog).findByText('Be kind.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    submit();

    await waitFor(() => expect(app.location()).toBe('/login?new=true'));
    expect(server.called('POST', '/api/accounts')[0]?.body).toEqual({
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat.lee@example.org',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
  });

  it('in al shows the password rules above the field and refuses a weak password', async () => {
    fakeApi({ 'GET /api/configuration': { body: '<p>Terms</p>', json: true } });
    renderAppAt('/login/register', { tenant: 'al' });
    await fillValidForm('weak');
    const rules = screen.getByTestId('password-rules');
    for (const rule of passwordRules(TENANTS.al.passwordPolicy)) expect(rules.textContent).toContain(rule);
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-describedby')).toContain(rules.id);
    submit();
    expect(await screen.findByText(TEXTS.passwordNotValid)).toBeTruthy();
  });

  it('in tn shows no rules and leaves the password to the server, showing its answer in the errors box', async () => {
    const server = fakeApi({
      'GET /api/configuration': { body: '<p>Terms</p>', json: true },
      'POST /api/accounts': { status: 400, body: { errors: { password: 'The password is too short.' } } },
    });
    renderAppAt('/login/register', { tenant: 'tn' });
    await fillValidForm('weak');
    expect(screen.queryByTestId('password-rules')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View the Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'I Accept the Terms and Conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    submit();
    expect((await screen.findByTestId('errors-box')).textContent).toBe('The password is too short.');
    expect(screen.queryByText(TEXTS.passwordNotValid)).toBeNull();
    expect(server.called('POST', '/api/accounts')[0]?.body).toMatchObject({ password: 'weak' });
  });

  it('checks the names and e-mail with the domain validators', async () => {
    fakeApi({});
    renderAppAt('/login/register');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    fill(/^Last name/, 'L');
    fill(/^E-mail/, 'not-an-address');
    submit();
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
  });
});
