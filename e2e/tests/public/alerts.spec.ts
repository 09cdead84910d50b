import type { Locator, Page } from '@playwright/test';
import { createUserWithRole, sql } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { fillDate } from '../../support/form-fields.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Alerts in two browsers (issue 10; spec 2 "Dashboard main", §9; spec 3 §3 entity 20, form 18): an
 * administrator writes an alert on Create Alert; it comes to the top of a professional's open dashboard
 * without a reload, opens its message, and once dismissed stays gone; disabled from the grid, it leaves
 * the dashboards of those who had not dismissed it.
 */

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test.describe('alerts', TENANT_BLIND, () => {
  // Every professional of the tenant would see this test's alerts: they go when it ends, however it ends.
  const written: { serverName: string; suffix: string }[] = [];
  test.afterEach(async () => {
    for (const { serverName, suffix } of written.splice(0))
      await sql(serverName, `DELETE FROM alerts WHERE subject LIKE '%' || $1`, [suffix]);
  });

  test('an alert written by an administrator arrives live on a dashboard, opens its message, and is dismissed', async ({
    page,
    browser,
    request,
    serverName,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    written.push({ serverName, suffix });
    const subject = `Licensing renewals are due ${suffix}`;
    const reader = await createUserWithRole(request, serverName, '100', {
      prefix: 'alerts-100',
      lastName: `Reader${suffix}`,
    });
    const admin = await createUserWithRole(request, serverName, '500', {
      prefix: 'alerts-500',
      lastName: `Admin${suffix}`,
    });

    // The professional, on their dashboard.
    await signIn(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    const ours = page.getByTestId('dashboard-alert').filter({ hasText: subject });
    await expect(ours).toHaveCount(0);

    // The administrator, in a browser of their own: the Create Alert tile, Add New, form 18.
    const other = await browser.newContext();
    const adminPage = await other.newPage();
    await signIn(adminPage, admin);
    await expect(adminPage).toHaveURL(/\/dashboard$/);
    await adminPage.getByRole('link', { name: /^Create Alert/ }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Create Alert' })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Add New' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add Alert' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    const message = dialog.getByRole('textbox', { name: /^Message/ });
    await expect(message).toBeVisible();
    await message.click();
    await adminPage.keyboard.type('Renew your license by December 31.');
    await dialog.getByRole('checkbox', { name: 'EC Professional' }).check();
    await fillDate(dialog, /^First Day Shown/, '2026-01-01');
    await choose(adminPage, dialog, /^May people dismiss it/, 'Yes, each person may dismiss it');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText('The record was saved.')).toBeVisible();
    // Other runs' alerts share the grid: a Contains filter on the subject finds this one.
    const filter = adminPage.getByRole('searchbox', { name: 'Subject contains' });
    await filter.fill(suffix);
    await expect(adminPage.getByText('Displaying 1 through 1 of 1')).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('EC Professional');
    await checkA11y(adminPage);

    // On the professional's dashboard, at the top, without a reload.
    await expect(ours).toBeVisible({ timeout: 10_000 });
    await checkA11y();
    await ours.getByRole('button', { name: subject, exact: true }).click();
    const view = page.getByRole('dialog', { name: subject });
    await expect(view).toContainText('Renew your license by December 31.');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // Dismissed: gone, and still gone after a reload.
    await ours.getByRole('button', { name: `Dismiss the alert ${subject}` }).click();
    await expect(ours).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(ours).toHaveCount(0);

    // Disabled from the grid: off the dashboards of those who had not dismissed it.
    const second = `Storm closures ${suffix}`;
    await sql(
      serverName,
      `INSERT INTO alerts (user_id, form_id, form_version, subject, audience, start_date, dismissible)
       VALUES ($1, 18, 1, $2, '{100}', date '2026-01-01', false)`,
      [admin.userId, second],
    );
    await page.reload();
    const stays = page.getByTestId('dashboard-alert').filter({ hasText: second });
    await expect(stays).toBeVisible();
    await expect(stays.getByRole('button')).toHaveCount(0);
    await adminPage.reload();
    await filter.fill(second);
    await expect(adminPage.getByText('Displaying 1 through 1 of 1')).toBeVisible();
    const secondRow = adminPage.getByRole('row').filter({ hasText: second });
    await secondRow.getByRole('button', { name: /^Disable / }).click();
    await adminPage
      .getByRole('dialog', { name: 'Please Confirm' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(stays).toHaveCount(0, { timeout: 10_000 });
    await other.close();
  });
});
