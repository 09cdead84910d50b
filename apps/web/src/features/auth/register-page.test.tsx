import { PILOT_CLOSED_NOTICE, TEXTS, passwordProblem, passwordRules, TENANTS } from '@registry/domain';
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

async function acceptTerms(termsTitle: string) {
  fireEvent.click(screen.getByRole('button', { name: `View the ${termsTitle}` }));
  const dialog = await screen.findByRole('dialog', { name: termsTitle });
  fireEvent.click(await within(dialog).findByRole('button', { name: `I Accept the ${termsTitle}` }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('needs the terms viewed and accepted: ticking the box before they were opened opens them', async () => {
    const server = fakeApi({
      'GET /api/configuration': { body: '<h1>User Agreement</h1><p>Be kind.</p>', json: true },
      'POST /api/accounts': {
        status: 201,
        body: { email: 'pat.lee@example.org', message: 'A confirmation e-mail has been sent.' },
      },
    });
    const app = renderAppAt('/login/register');
    await fillValidForm();
    submit();
    expect(await screen.findByText('User Agreement must be viewed and accepted.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts')).toHaveLength(0);

    const box = screen.getByRole('checkbox', { name: 'I Accept the User Agreement' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'User Agreement' });
    expect(await within(dialog).findByText('Be kind.')).toBeTruthy();
    // Close leaves without accepting.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box.checked).toBe(false);
    submit();
    expect(screen.getByText('User Agreement must be viewed and accepted.')).toBeTruthy();

    // Opened once, the box ticks.
    fireEvent.click(box);
    expect(box.checked).toBe(true);
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
    const server = fakeApi({ 'GET /api/configuration': { body: '<p>Terms</p>', json: true } });
    renderAppAt('/login/register', { tenant: 'al' });
    await fillValidForm('weak');
    const rules = screen.getByTestId('password-rules');
    for (const rule of passwordRules(TENANTS.al.passwordPolicy)) expect(rules.textContent).toContain(rule);
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-describedby')).toContain(rules.id);
    submit();
    const helper = await screen.findByText('Password is not valid. See rules above.');
    expect(helper.id).toBe('register-password-helper-text');
    expect(server.called('POST', '/api/accounts')).toHaveLength(0);
  });

  it('in al refuses a confirmation that does not match with the same text (spec 1 §5: it is one of the rules)', async () => {
    const server = fakeApi({ 'GET /api/configuration': { body: '<p>Terms</p>', json: true } });
    renderAppAt('/login/register', { tenant: 'al' });
    await fillValidForm('Secret123');
    fill(/^Confirm password/, 'Secret124');
    submit();
    const helper = await screen.findByText('Password is not valid. See rules above.');
    expect(helper.id).toBe('register-password-helper-text');
    expect(screen.queryByText('The password and its confirmation do not match.')).toBeNull();
    expect(server.called('POST', '/api/accounts')).toHaveLength(0);
  });

  for (const tenant of ['tn', 'jh'] as const) {
    it(`in ${tenant} shows no rules and leaves the password to the server, showing its answer in the errors box`, async () => {
      const refusal = passwordProblem(TENANTS[tenant].passwordPolicy, 'weak', 'weak')!;
      const server = fakeApi({
        'GET /api/configuration': { body: '<p>Terms</p>', json: true },
        'POST /api/accounts': { status: 400, body: { errors: { password: refusal } } },
      });
      renderAppAt('/login/register', { tenant });
      await fillValidForm('weak');
      expect(screen.queryByTestId('password-rules')).toBeNull();
      await acceptTerms(TENANTS[tenant].labels.termsTitle);
      submit();
      expect((await screen.findByTestId('errors-box')).textContent).toBe(
        'The password must be at least 8 characters long.',
      );
      expect(screen.queryByText(TEXTS.passwordNotValid)).toBeNull();
      expect(server.called('POST', '/api/accounts')[0]?.body).toMatchObject({ password: 'weak' });
    });
  }

  it('shows each line of a server message with several failed rules on a line of its own', async () => {
    // A policy asking for more than length, as a server may: three rules fail, one sentence each.
    const policy = { ...TENANTS.al.passwordPolicy, clientCheck: false };
    const refusal = passwordProblem(policy, 'weak', 'weak')!;
    fakeApi({
      'GET /api/configuration': { body: '<p>Terms</p>', json: true },
      'POST /api/accounts': { status: 400, body: { errors: { password: refusal } } },
    });
    renderAppAt('/login/register', { tenant: 'tn' });
    await fillValidForm('weak');
    await acceptTerms(TENANTS.tn.labels.termsTitle);
    submit();
    const box = await screen.findByTestId('errors-box');
    const lines = [
      'The password must be at least 8 characters long.',
      'The password must contain at least one uppercase letter.',
      'The password must contain at least one number.',
    ];
    expect(refusal).toBe(lines.join('\n'));
    for (const line of lines) expect(within(box).getByText(line, { exact: true }).tagName).toBe('SPAN');
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

  it('shows the pilot-closed notice when enrollment in the pilot has closed, and still creates the account', async () => {
    const server = fakeApi({
      'GET /api/accounts/pilotcheck': { body: { pilotClosed: true, notice: PILOT_CLOSED_NOTICE } },
      'GET /api/configuration': { body: '<p>Terms</p>', json: true },
      'POST /api/accounts': {
        status: 201,
        body: { email: 'pat.lee@example.org', message: 'A confirmation e-mail has been sent.' },
      },
    });
    const app = renderAppAt('/login/register', { tenant: 'tn' });
    await fillValidForm();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(
      'Pilot enrollment closed' +
        'Enrollment in the pilot closed on September 1, 2022. New accounts are no longer accepted for the pilot.',
    );
    // Informative only: the server still accepts new accounts.
    await acceptTerms(TENANTS.tn.labels.termsTitle);
    submit();
    await waitFor(() => expect(app.location()).toBe('/login?new=true'));
    expect(server.called('POST', '/api/accounts')).toHaveLength(1);
  });

  it('shows no pilot notice while enrollment is open', async () => {
    const server = fakeApi({
      'GET /api/accounts/pilotcheck': { body: { pilotClosed: false, notice: null } },
    });
    renderAppAt('/login/register');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await waitFor(() => expect(server.called('GET', '/api/accounts/pilotcheck')).toHaveLength(1));
    // The answer is in: give React the turn it would take to show a notice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Enrollment in the pilot closed/)).toBeNull();
  });
});
