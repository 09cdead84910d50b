import type { Locator, Page } from '@playwright/test';
import { createUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { fillDate } from '../../support/form-fields.js';
import { signIn } from '../../support/sign-in.js';

/** What has focus, as a short description (for the failure message). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === null || element === document.body
      ? 'body'
      : `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every control of the header that shows, against the toasts' box: none is covered. */
async function expectHeaderUncovered(page: Page, toasts: Locator) {
  const toastBox = await toasts.boundingBox();
  expect(toastBox).not.toBeNull();
  const controls = page.getByRole('banner').locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = await control.boundingBox();
    if (box === null || box.width === 0) continue;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(overlap(box, toastBox!), `the toast covers the header's ${name}`).toBe(false);
  }
}

test.describe('focus and toasts', TENANT_BLIND, () => {
  test('after every route change focus is on the new page’s h1: Home to Log In, a signed-in page, the profile’s Continue; a tab keeps it', async ({
    page,
    request,
    serverName,
  }) => {
    // The first page: focus is left where the browser starts.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await focused(page)).toBe('body');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeFocused();
    // The sign-in screens' tabs: the chosen tab keeps focus, as a tab does.
    const register = page.getByRole('navigation', { name: 'Account' }).getByRole('link', {
      name: 'Create Account',
    });
    await register.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(register).toBeFocused();

    // On a phone, through the navigation menu (which hands focus back to its button as it closes).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });

    const user = await createUser(request, serverName, { prefix: 'focus', completeProfile: true });
    await signIn(page, user, { to: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();

    await page.goto('/dashboard/profile/employment');
    const education = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', {
      name: '3. Education',
    });
    await education.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
    await expect(education).toBeFocused();
    // Continue stays on the screen under the tabs: focus goes on to the next tab's heading.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Certification/Credential' })).toBeFocused();
    expect(await focused(page)).toBe('h1 Certification/Credential');
  });

  test('a form dialog opens with focus on its first field and gives it back; its toast covers nothing of the header at 1280 and 390 px', async ({
    page,
    request,
    serverName,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const user = await createUser(request, serverName, { prefix: 'toast', completeProfile: true });
    await signIn(page, user, { to: '/dashboard/profile/community-service' });
    const addNew = page.getByRole('button', { name: 'Add New' });
    await addNew.click();
    const dialog = page.getByRole('dialog', { name: 'Add Community Service' });
    const organization = dialog.getByRole('textbox', { name: /^Organization/ });
    await expect(organization).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addNew).toBeFocused();

    await addNew.click();
    await expect(organization).toBeFocused();
    await page.keyboard.type('Neighborhood Reading Program');
    await dialog.getByRole('textbox', { name: /^Role or Title/ }).fill('Volunteer reader');
    await fillDate(dialog, /^Start Date/, '2022-01-10');
    await dialog.getByRole('textbox', { name: /^Total Hours/ }).fill('40');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByRole('alert')).toContainText('The record was saved.');
    // The header's user name and Logout stay in sight, on a wide screen and on a phone.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectHeaderUncovered(page, toasts);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toasts.getByRole('alert')).toBeVisible();
    await expectHeaderUncovered(page, toasts);
    // On a phone it spans the foot of the screen, inside it.
    const box = (await toasts.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan(844 / 2);
  });
});
