import { createUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

test.describe('forms', TENANT_BLIND, () => {
  test('leaving a form with unsaved changes asks first; staying keeps what was typed', async ({
    page,
    request,
    serverName,
    checkA11y,
  }) => {
    const user = await createUser(request, serverName, { prefix: 'unsaved', completeProfile: true });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: /^Profile/ }).click();
    const form = page.getByRole('form', { name: 'Personal' });
    // The account's name is there already: the form opens in view mode, with Edit.
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByRole('textbox', { name: /^City/ }).fill('Huntsville');

    const dashboardLink = page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true });
    await dashboardLink.click();
    const warning = page.getByRole('dialog', { name: 'Unsaved Data Warning' });
    await expect(warning).toContainText('Are you sure you want to leave without saving?');
    await checkA11y();
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/profile\/personal$/);
    await expect(form.getByRole('textbox', { name: /^City/ })).toHaveValue('Huntsville');

    await dashboardLink.click();
    await page
      .getByRole('dialog', { name: 'Unsaved Data Warning' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Nothing changed: nothing to ask.
    await page.getByRole('link', { name: /^Profile/ }).click();
    await form.getByRole('button', { name: 'Edit' }).click();
    await expect(form.getByRole('textbox', { name: /^City/ })).toHaveValue('');
    await dashboardLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Unsaved Data Warning' })).toHaveCount(0);
  });
});
