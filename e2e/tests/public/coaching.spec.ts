import type { Browser, Locator, Page } from '@playwright/test';
import { COACHING_TEXTS } from '@registry/domain';
import { createUserWithRole, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Coaching in the browser (issue 25; spec 3 §2 /dashboard/coaches and the coach pages, §4, §5): a
 * professional finds a coach by name and requests coaching with 'Allow coach PDP commenting'; the coach,
 * on Manage Connections, sees the request arrive without reloading and approves it; the professional sees
 * the coach in Coaches (live); the coach ends coaching from Active Cases with a comment; the professional
 * sees it ended (live), and the page fits a phone. tn and jh (al has no coaching). Each test makes its own
 * professional and coach.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

async function signInElsewhere(browser: Browser, baseURL: string, account: TestUser, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

/** The grid row (not Find a Coach's list) naming `name`. */
const rowOf = (page: Page, name: string): Locator => page.getByTestId('grid-row').filter({ hasText: name });

/** Answers the coaching prompt titled `title`: a comment when given, the PDP checkbox when asked, OK. */
async function answer(page: Page, title: string, options: { comment?: string; allowPdp?: boolean } = {}) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (options.comment !== undefined) await dialog.getByRole('textbox').fill(options.comment);
  if (options.allowPdp) await dialog.getByRole('checkbox', { name: COACHING_TEXTS.allowPdp }).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The server's note, read and closed. */
async function noteSays(page: Page, text: string) {
  const alert = page.getByRole('dialog', { name: 'Done' });
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

test.describe('coaching (issue 25)', () => {
  test.skip(({ tenant }) => !tenant.features.coaches, 'al has no coaching (spec 3 §1)');

  test('a professional requests a coach with PDP commenting; the coach approves it live; the coach ends coaching with a comment; the professional sees each step live', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const suffix = suffixOf();
    const [professional, coach] = await Promise.all([
      createUserWithRole(request, serverName, '100', { prefix: 'coach-100', lastName: `Learner${suffix}` }),
      createUserWithRole(request, serverName, '300', { prefix: 'coach-300', lastName: `Coach${suffix}` }),
    ]);

    // The coach waits on Manage Connections: no request yet.
    const coachPage = await signInElsewhere(browser, baseURL!, coach, '/dashboard/manage-connections');
    await expect(coachPage.getByRole('heading', { level: 1, name: 'Manage Connections' })).toBeVisible();
    await expect(coachPage.getByRole('button', { name: 'Pending Requests' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // The professional finds the coach by name and requests coaching, allowing PDP commenting.
    await signIn(page, professional, { to: '/dashboard/coaches' });
    await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Coach’s name' }).fill(coach.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Request Coaching ${fullName(coach)}` }).click();
    await answer(page, 'Request Coaching', { comment: `Please coach me ${suffix}`, allowPdp: true });
    await noteSays(page, COACHING_TEXTS.requested);
    await expect(page.getByRole('button', { name: `Withdraw ${fullName(coach)}` }).first()).toBeVisible();
    await checkA11y();

    // The coach sees it arrive (the hub's notification reloads the requests; the accordion opens).
    const pending = coachPage.getByRole('table', { name: 'Coaching requests waiting for an answer' });
    await expect(pending.getByText(`Please coach me ${suffix}`)).toBeVisible({ timeout: 15_000 });
    await checkA11y(coachPage);
    await pending.getByRole('button', { name: `Approve ${fullName(professional)}` }).click();
    await answer(coachPage, 'Approve Coaching Request');
    await noteSays(coachPage, COACHING_TEXTS.approved);

    // The professional sees the coach under Coaches, active, with PDP commenting allowed (live).
    const coachRow = rowOf(page, fullName(coach));
    await expect(coachRow).toContainText('Approved', { timeout: 15_000 });

    // The coach ends coaching from Active Cases; a comment is required.
    await coachPage.goto('/dashboard/active-cases');
    await expect(coachPage.getByRole('heading', { level: 1, name: 'Active Cases' })).toBeVisible();
    const caseRow = rowOf(coachPage, fullName(professional));
    await caseRow.getByRole('button', { name: /^More actions for/ }).click();
    await coachPage.getByRole('menuitem', { name: 'End Coaching', exact: true }).click();
    await answer(coachPage, 'End Coaching', { comment: `Goals met ${suffix}` });
    await noteSays(coachPage, COACHING_TEXTS.closed);
    await expect(caseRow).toBeHidden();
    await checkA11y(coachPage);

    // The professional sees it ended (live), and its History has every step with the comment.
    await expect(coachRow).toContainText('Closed', { timeout: 15_000 });
    await coachRow.getByRole('button', { name: /^More actions for/ }).click();
    await page.getByRole('menuitem', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Coaching History' });
    await expect(history).toContainText(`Goals met ${suffix}`);
    await expect(history).toContainText('Requested');
    await checkA11y();
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(history).toBeHidden();

    // At a phone's width (390 px) the page fits: the Coaches grid becomes cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('textbox', { name: 'Coach’s name' })).toBeVisible();
    await expect(page.getByText(fullName(coach)).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await coachPage.context().close();
  });
});
