import { createUser, signIn, sql } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';

test.describe('feedback', () => {
  test('a signed-in user sends feedback from the navigation bar (tn only), and an administrator can read it', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const user = await createUser(request, serverName, { prefix: 'feedback', completeProfile: true });
    await signIn(page, user.email, user.password);
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

    // An administrator reads what was sent.
    const admin = await createUser(request, serverName, { prefix: 'feedback-admin', completeProfile: true });
    await sql(serverName, "INSERT INTO user_general_roles (user_id, role_name) VALUES ($1, '500')", [
      admin.userId,
    ]);
    const login = await request.post('/api/auth/login', {
      data: { userName: admin.email, password: admin.password },
    });
    const token = (await login.json()).jwt.auth_token as string;
    await request.post('/api/userorganizationroles/roleswitch', {
      data: { roleName: '500' },
      headers: { authorization: `Bearer ${token}` },
    });
    const list = await request.get('/api/feedback', { headers: { authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const items = (await list.json()).items as {
      message: string;
      topic: string;
      mayContact: boolean;
      sender: { email: string };
    }[];
    expect(items.find((found) => found.message === message)).toMatchObject({
      topic: 'Suggestion',
      mayContact: true,
      sender: { email: user.email },
    });
  });
});
