import {
  API_ERRORS,
  SIGN_IN_THROTTLE,
  TEXTS,
  passwordProblem,
  passwordRules,
  termsMustBeViewed,
} from '@registry/domain';
import {
  createUser,
  linkUserId,
  mailedLink,
  mailsTo,
  signInThroughForm,
  sql,
  uniqueEmail,
} from '../../support/accounts.js';
import type { Locator, Page } from '@playwright/test';
import { API_PATHS } from '@registry/contracts/paths';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { continueThroughProfile } from '../../support/profile.js';
import { fillDate } from '../../support/form-fields.js';
import { signIn } from '../../support/sign-in.js';

/** The personal form's required answers, in the tenant's state (its county question) or another. */
async function completePersonalForm(page: Page, tenant: string) {
  const form = page.getByRole('form', { name: 'Personal' });
  const choose = async (label: RegExp, option: string) => {
    await form.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };
  await form.getByRole('textbox', { name: /^Phone/ }).fill('3345550101');
  await form.getByRole('textbox', { name: /^Mailing Address/ }).fill('1 Dexter Ave');
  await form.getByRole('textbox', { name: /^City/ }).fill('Montgomery');
  const [state, county] =
    tenant === 'al'
      ? ['Alabama', 'Montgomery']
      : tenant === 'tn'
        ? ['Tennessee', 'Davidson']
        : ['Maryland', null];
  await choose(/^State/, state);
  if (county) await choose(/^County/, county);
  else await expect(form.getByRole('combobox', { name: /^County/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: /^ZIP Code/ }).fill('36104');
  await fillDate(form, /^Date of Birth/, '1990-02-04');
  await choose(/^Preferred Language/, 'English');
  await choose(/^Ethnicity/, 'Not Hispanic or Latino');
  await form.getByRole('checkbox', { name: 'Black or African American' }).check();
  await choose(/^Gender/, 'Female');
  await choose(/^Highest Level of Education/, "Bachelor's degree");
}

/**
 * Reads the open terms to the end and accepts them: scrolled again until the text, which loads after the
 * dialog opens, has been read to its end and the accept button is enabled.
 */
async function readToTheEnd(terms: Locator): Promise<void> {
  const done = terms.getByRole('button', { name: /Close|Accept|OK/ }).last();
  await expect(async () => {
    await terms.evaluate((dialog) =>
      dialog.querySelectorAll('*').forEach((el) => (el.scrollTop = el.scrollHeight)),
    );
    await expect(done).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await done.click();
}

/**
 * The whole first-time journey runs in al only: register, the terms, the mailed link, sign-in, the personal
 * form's error summary, the welcome and the profile's tabs are the same screens in every tenant. What
 * differs per tenant is in tests of their own: the terms' title ('the terms', 'the password rules', below),
 * the product named in the mail and the personal form's questions (the county of the tenant's state; none
 * in jh) in 'the first-time setup of tn and jh'.
 */
test.describe('accounts: the first-time journey', () => {
  test.skip(({ tenant }) => tenant.code !== 'al', 'tn and jh: what differs, in tests of their own');

  test('register, confirm from the mailed link, sign in, complete the personal profile and reach the dashboard', async ({
    page,
    tenant,
    serverName,
    checkA11y,
  }) => {
    // The whole first-time journey, with a form of twenty questions: longer than one page's budget.
    test.setTimeout(180_000);
    const email = uniqueEmail('register');
    await page.goto('/');
    await page.getByRole('link', { name: 'Create Account' }).first().click();
    await expect(page).toHaveURL(/\/login\/register$/);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mary-Kate');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill("O'Neil");
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey2026!');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Journey2026!');
    await checkA11y();

    // The terms must be opened before they can be accepted.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(termsMustBeViewed(tenant.labels.termsTitle))).toBeVisible();
    await page.getByRole('button', { name: `View the ${tenant.labels.termsTitle}` }).click();
    const terms = page.getByRole('dialog');
    await expect(terms).toBeVisible();
    await readToTheEnd(terms);
    await expect(terms).toBeHidden();
    await page.getByRole('checkbox', { name: `I Accept the ${tenant.labels.termsTitle}` }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/login\?new=true/);
    await expect(page.getByText(/confirmation e-mail has been sent/)).toBeVisible();
    await expect(page.getByText(/expires in 24 hours/)).toBeVisible();

    const link = await mailedLink(serverName, email, '/login');
    expect(mailsTo(serverName, email)[0]!.subject).toContain(tenant.productName);
    await page.goto(link);
    await expect(page.getByText('Your account is confirmed. You can now log in.')).toBeVisible();
    // The address is filled in: only the password is left to type.
    await expect(page.getByRole('textbox', { name: 'User name (e-mail)', exact: true })).toHaveValue(email);
    await checkA11y();

    // The same link again (the mail opened twice): the account is confirmed already, not "expired".
    await page.goto(link);
    await expect(page.getByText(API_ERRORS.alreadyConfirmed)).toBeVisible();
    await expect(page.getByText(/confirmation link has expired/)).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'User name (e-mail)', exact: true })).toHaveValue(email);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey2026!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/personal\?userId=\d+/);
    // First-time setup: the personal form, open for editing, the account's own name and address in it.
    const form = page.getByRole('form', { name: 'Personal' });
    await expect(form.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Mary-Kate');
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await checkA11y();

    // Saving an incomplete form: a summary that takes focus and links to each missing field.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Phone: Please fill out this field/ }).click();
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');

    await completePersonalForm(page, tenant.code);
    await form.getByRole('button', { name: 'Save and Continue' }).click();
    const welcome = page.getByTestId('welcome-modal');
    await expect(welcome).toContainText('your account is ready');
    await checkA11y();
    await welcome.getByRole('button', { name: 'Close' }).click();
    // The limited login is over; the setup goes on through the profile's tabs (spec 1 §2), the Dashboard
    // hidden until the last one is done.
    await expect(page).toHaveURL(/\/dashboard\/profile\/employment$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(
      0,
    );
    await checkA11y();
    await continueThroughProfile(page);
    // The profile keeps what was entered.
    await page.goto('/dashboard/profile/personal');
    await expect(page.getByText('1 Dexter Ave')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    // Signed in, /login leads back into the registry instead of signing in over the session.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeHidden();
  });
});

test.describe('accounts: the first-time setup of tn and jh', () => {
  test.skip(({ tenant }) => tenant.code === 'al', 'al: the whole first-time journey above');

  test("the confirmation mail names the product; the personal form asks the tenant's questions (tn: the county, jh: none) and the account is ready", async ({
    page,
    request,
    tenant,
    serverName,
    checkA11y,
  }) => {
    const user = await createUser(request, serverName, { prefix: 'first-time' });
    expect(mailsTo(serverName, user.email)[0]!.subject).toContain(tenant.productName);
    // A new account signs in to its first-time setup: the personal form.
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard\/profile\/personal\?userId=\d+/);
    const form = page.getByRole('form', { name: 'Personal' });
    await expect(form.getByRole('textbox', { name: /^First Name/ })).toHaveValue(user.firstName);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(user.email);
    await completePersonalForm(page, tenant.code);
    await checkA11y();
    await form.getByRole('button', { name: 'Save and Continue' }).click();
    const welcome = page.getByTestId('welcome-modal');
    await expect(welcome).toContainText('your account is ready');
    await welcome.getByRole('button', { name: 'Close' }).click();
    // Saved: the setup goes on to the profile's tabs.
    await expect(page).toHaveURL(/\/dashboard\/profile\/employment$/);
  });
});

test.describe('accounts', () => {
  test('the terms: ticking the box first opens them, the text has focus, Escape and Close leave without accepting', async ({
    page,
    tenant,
  }) => {
    await page.goto('/login/register');
    const box = page.getByRole('checkbox', { name: `I Accept the ${tenant.labels.termsTitle}` });
    await box.click();
    const terms = page.getByRole('dialog', { name: tenant.labels.termsTitle });
    await expect(terms).toBeVisible();
    const text = terms.getByRole('region', { name: tenant.labels.termsTitle });
    await expect(text).toBeFocused();
    // The text loads after the dialog opens: once it is there (longer than its box), Page Down scrolls it
    // at once. (Pressed before it had arrived, on a loaded machine, the key found nothing to scroll.)
    await expect
      .poll(() => text.evaluate((element) => element.scrollHeight > element.clientHeight))
      .toBe(true);
    await page.keyboard.press('PageDown');
    await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(
      terms.getByRole('button', { name: `I Accept the ${tenant.labels.termsTitle}` }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await expect(box).not.toBeChecked();

    await page.getByRole('button', { name: `View the ${tenant.labels.termsTitle}` }).click();
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    await expect(box).not.toBeChecked();
    // Opened, the terms may be accepted with the box.
    await box.check();
    await expect(box).toBeChecked();
  });

  test('the password rules: al checks them in the browser, tn and jh on the server', async ({
    page,
    tenant,
    serverName,
  }) => {
    const email = uniqueEmail('weak');
    // What the tenant's policy says of this password: the rules once, for server and web.
    const refusal = passwordProblem(tenant.passwordPolicy, 'short', 'short');
    await page.goto('/login/register');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Pat');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Weakpass');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('short');
    if (tenant.passwordPolicy.clientCheck) {
      const rules = page.getByTestId('password-rules');
      for (const rule of passwordRules(tenant.passwordPolicy))
        await expect(rules.getByText(rule, { exact: true })).toBeVisible();
      let registerCalls = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/accounts')
          registerCalls += 1;
      });
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect(refusal).toBe('Password is not valid. See rules above.');
      await expect(page.locator('#register-password-helper-text')).toHaveText(
        'Password is not valid. See rules above.',
      );
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(registerCalls).toBe(0);
    } else {
      await expect(page.getByTestId('password-rules')).toHaveCount(0);
      await page.getByRole('button', { name: `View the ${tenant.labels.termsTitle}` }).click();
      await readToTheEnd(page.getByRole('dialog'));
      await page.getByRole('checkbox', { name: `I Accept the ${tenant.labels.termsTitle}` }).check();
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/accounts',
      );
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect((await answered).status()).toBe(400);
      // The server's refusal, each failed rule on a line of its own, exactly as the policy words it.
      const box = page.getByTestId('errors-box');
      await expect(box).toBeVisible();
      const lines = refusal!.split('\n');
      for (const line of lines) await expect(box.getByText(line, { exact: true })).toBeVisible();
      expect(await box.innerText()).toBe(lines.join('\n'));
      await expect(page.getByText(TEXTS.passwordNotValid)).toHaveCount(0);
      await expect(page).toHaveURL(/\/login\/register$/);
    }
    // Nothing was written: no account holds the address.
    const users = await sql(
      serverName,
      'SELECT id FROM users WHERE lower(user_name) = lower($1) OR lower(email) = lower($1)',
      [email],
    );
    expect(users).toEqual([]);
  });

  test(
    'a wrong or expired confirmation link offers a new one; a link without its code cannot confirm',
    TENANT_BLIND,
    async ({ page, request, serverName }) => {
      await page.goto('/login?confirm=true&userId=1');
      await expect(page.getByText(TEXTS.unableToConfirm)).toBeVisible();

      const email = uniqueEmail('expired');
      const registered = await request.post('/api/accounts', {
        data: {
          email,
          password: 'Journey2026!',
          confirmPassword: 'Journey2026!',
          firstName: 'Eve',
          lastName: 'Expired',
          acceptTerms: true,
        },
      });
      expect(registered.status()).toBe(201);
      const mailed = await mailedLink(serverName, email, '/login');
      const userId = linkUserId(mailed);
      const link = new URL(mailed);
      // The link's 24 hours have passed.
      await sql(
        serverName,
        "UPDATE one_time_codes SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [userId],
      );
      await page.goto(link.pathname + link.search);
      await expect(
        page.getByText(
          /Your confirmation link has expired\. Please click here to request another confirmation email\./,
        ),
      ).toBeVisible();

      const before = mailsTo(serverName, email).length;
      await page.getByRole('button', { name: /click here/i }).click();
      const resend = page.getByRole('form', { name: 'Request another confirmation e-mail' });
      await resend.getByRole('textbox', { name: 'User name (e-mail)', exact: true }).fill(email);
      await resend.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey2026!');
      await resend.getByRole('button', { name: 'Send confirmation e-mail' }).click();
      await expect(page.getByText(/A new confirmation e-mail has been sent/)).toBeVisible();
      const fresh = await mailedLink(serverName, email, '/login', before);
      await page.goto(fresh);
      await expect(page.getByText('Your account is confirmed. You can now log in.')).toBeVisible();
    },
  );

  test(
    'forgot password, reset it from the mailed link, sign in with the new one',
    TENANT_BLIND,
    async ({ page, request, serverName, checkA11y }) => {
      const user = await createUser(request, serverName, { prefix: 'forgot', completeProfile: true });
      await page.goto('/login');
      await page
        .getByRole('link', { name: /Forgot/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/login\/forgot-password/);
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText(/link to reset the password/)).toBeVisible();
      await checkA11y();

      const link = await mailedLink(serverName, user.email, '/login/reset-password');
      await page.goto(link);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed2026!');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Renewed2026!');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(/\/login\?reset=true/);
      await expect(page.getByText('Your password has been reset.')).toBeVisible();

      // The link works once.
      await page.goto(link);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another2026!');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Another2026!');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText(TEXTS.invalidToken)).toBeVisible();

      await signInThroughForm(page, user.email, 'Renewed2026!');
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test(
    "a stranger's guessing slows sign-in down but cannot keep the owner out",
    TENANT_BLIND,
    async ({ page, request, serverName }) => {
      const user = await createUser(request, serverName, { prefix: 'guessed', completeProfile: true });
      const errors = page.getByTestId('errors-box');
      // The stranger stays on the login form and tries again (a page load per guess would add nothing):
      // each guess waits for the server's answer, since the form shows the last answer until the next.
      await page.goto('/login');
      const guess = async (password: string) => {
        await page.getByRole('textbox', { name: 'User name (e-mail)', exact: true }).fill(user.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
        const answered = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && new URL(response.url()).pathname === API_PATHS.login,
        );
        await page.getByRole('button', { name: 'Log In' }).click();
        return (await answered).status();
      };
      for (let attempt = 1; attempt <= SIGN_IN_THROTTLE.userName.freeFailures + 1; attempt += 1) {
        expect(await guess(`Wrong-password-${attempt}`)).toBe(400);
        await expect(errors).toHaveText(API_ERRORS.credentials);
      }
      // Now even the right password waits; the answer names neither the account nor the count.
      expect(await guess(user.password)).toBe(429);
      await expect(errors).toHaveText(API_ERRORS.signInThrottled(1));
      await expect(page).toHaveURL(/\/login/);
      const [row] = await sql<{ user_locked: boolean }>(
        serverName,
        'SELECT user_locked FROM users WHERE id = $1',
        [user.userId],
      );
      expect(row!.user_locked).toBe(false);

      // The owner resets the password from the mail and is in at once.
      await request.post('/api/accounts/forgotpassword', { data: { email: user.email } });
      await page.goto(await mailedLink(serverName, user.email, '/login/reset-password'));
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Owner2026!x');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Owner2026!x');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(/\/login\?reset=true/);
      await signInThroughForm(page, user.email, 'Owner2026!x');
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test(
    'an API-only account is refused at the front end',
    TENANT_BLIND,
    async ({ page, request, serverName }) => {
      const user = await createUser(request, serverName, { prefix: 'api', completeProfile: true });
      await sql(serverName, 'UPDATE users SET api_only = true WHERE id = $1', [user.userId]);
      await signInThroughForm(page, user.email, user.password);
      await expect(page.getByText(TEXTS.notFrontEnd)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBe(0);
    },
  );

  test(
    'a deep link sends a visitor through sign-in and back',
    TENANT_BLIND,
    async ({ page, request, serverName }) => {
      const user = await createUser(request, serverName, { prefix: 'deeplink', completeProfile: true });
      await page.goto('/dashboard/profile/personal');
      await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fprofile%2Fpersonal$/);
      // The URL changes before the navigation's render commits: wait until the link carries the target.
      const login = page.getByRole('banner').getByRole('link', { name: 'Log In' }).first();
      await expect(login).toHaveAttribute('href', '/login?redirect=%2Fdashboard%2Fprofile%2Fpersonal');
      await login.click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await page.getByRole('textbox', { name: 'User name (e-mail)', exact: true }).fill(user.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile\/personal/);
    },
  );
});
