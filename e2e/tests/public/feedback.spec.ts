import { createUser, sql } from '../../support/accounts.js';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

async function tokenOf(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { userName, password } });
  return (await login.json()).jwt.auth_token as string;
}

test.describe('feedback', () => {
  test('a signed-in user sends feedback from the navigation bar (tn only), and an administrator can read it', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const user = await createUser(request, serverName, { prefix: 'feedback', completeProfile: true });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard/);
    const item = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    if (!tenant.features.feedback) {
      await expect(item).toHaveCount(0);
      return;
    }
    await item.click();
    const dialog = page.getByTestId('feedback-dialog');
    const form = dialog.getByRole('form', { name: 'Feedback' });
    // Submit with nothing filled in: each required field says so.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByTestId('error-summary')).toBeFocused();
    await form.getByRole('combobox', { name: /^Topic/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Suggestion', exact: true }).click();
    const message = `Please add a search by county ${Date.now()}`;
    await form.getByRole('textbox', { name: /^Your Feedback/ }).fill(message);
    await form.getByRole('checkbox', { name: 'You may contact me about this feedback' }).check();
    await checkA11y();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your feedback was sent to the registry team.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // An administrator reads what was sent: the dashboard's Feedback Received tile, the message, then the
    // message itself in its form, read-only.
    const admin = await createUser(request, serverName, { prefix: 'feedback-admin', completeProfile: true });
    await sql(serverName, "UPDATE user_general_roles SET role_name = '500' WHERE user_id = $1", [
      admin.userId,
    ]);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: /Feedback Received/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback Received' })).toBeVisible();
    const sent = page.getByTestId('feedback-item').filter({ hasText: message });
    await expect(sent).toContainText('Suggestion');
    await expect(sent).toContainText(`(${user.email})`);
    await expect(sent).toContainText('May be contacted');
    await checkA11y();
    await sent.getByRole('link', { name: /^View feedback from/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // The list is the administrators': the sender's own role cannot open it.
    const list = await request.get('/api/feedback', {
      headers: { authorization: `Bearer ${await tokenOf(request, user.email, user.password)}` },
    });
    expect(list.status()).toBe(403);
  });
});
