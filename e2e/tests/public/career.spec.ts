import type { Browser, Locator, Page } from '@playwright/test';
import { EntityType, formOf } from '@registry/domain';
import { createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { fillDate } from '../../support/form-fields.js';
import { signIn } from '../../support/sign-in.js';

/**
 * The career lattice in the browser (issue 25; spec 3 §2 /dashboard/career, §4): a professional whose
 * records support Level 2 reads on the Lattice tab that Level 3 needs a CDA credential, follows the link,
 * adds the credential, sees the supported level rise to 3, claims it (the level left empty) and requests its
 * verification; a manager (400) finds it in Career Lattice Verification, reads the evidence beside the claim
 * and verifies it; the professional's header then shows the check. al and tn (their requirements differ);
 * jh has no career lattice.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

/** Verified records that support Level 2 in al and tn: a diploma, 45 hours of training, three years' work. */
async function recordsOfLevelTwo(serverName: string, userId: number) {
  await sql(
    serverName,
    `INSERT INTO education_records (user_id, form_id, form_version, institution_name, degree_type, field_of_study,
                                    completed, end_date, verified)
     VALUES ($1, $2, 1, 'Central High School', 'high-school', 'General Studies', 'completed', date '2015-05-20', true)`,
    [userId, formOf(EntityType.Education)],
  );
  await sql(
    serverName,
    `INSERT INTO training_records (user_id, form_id, form_version, training_name, training_date, hours,
                                   core_knowledge_area, verified)
     SELECT $1, $2, 1, t.name, date '2025-03-01', t.hours, t.area, true
       FROM (VALUES ('Health and Safety', 12, 'health-safety-nutrition'),
                    ('Child Development', 6, 'child-development'),
                    ('Positive Guidance', 6, 'guidance-interactions'),
                    ('Learning Centers', 21, 'curriculum-environment')) AS t(name, hours, area)`,
    [userId, formOf(EntityType.TrainingRecord)],
  );
  await sql(
    serverName,
    `INSERT INTO employment_records (user_id, employer_name, start_date, verified)
     VALUES ($1, 'Sunshine Family Child Care Home', current_date - 1100, true)`,
    [userId],
  );
}

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function signInElsewhere(browser: Browser, baseURL: string, account: TestUser, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

test.describe('the career lattice (issue 25)', () => {
  test.skip(({ tenant }) => !tenant.features.career, 'jh has no career lattice (spec 3 §1)');

  test('a professional sees what Level 3 needs, adds it, claims the level and requests verification; a manager verifies it', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const suffix = suffixOf();
    const [pro, manager] = await Promise.all([
      createUserWithRole(request, serverName, '100', { prefix: 'career-100', lastName: `Climber${suffix}` }),
      createUserWithRole(request, serverName, '400', { prefix: 'career-400', lastName: `Manager${suffix}` }),
    ]);
    await recordsOfLevelTwo(serverName, pro.userId);

    // Lattice: what the records support, and what Level 3 still needs, linked to where it is added.
    await signIn(page, pro, { to: '/dashboard/career/lattice' });
    await expect(page.getByRole('heading', { level: 1, name: 'Career Lattice' })).toBeVisible();
    await expect(page.getByTestId('lattice-supported')).toHaveText('The records support Level 2.');
    await expect(page.getByText('Missing for Level 3:')).toBeVisible();
    await expect(page.getByTestId('current-level')).toHaveText('Current Level: 0');
    await checkA11y();
    await page.getByRole('link', { name: /^a CDA credential/ }).click();

    // The certification tab: the credential added.
    await expect(page.getByRole('heading', { level: 1, name: 'Certification/Credential' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('dialog', { name: 'Add Certification/Credential' });
    await choose(page, form, /^Credential Type/, 'Child Development Associate (CDA)');
    await form.getByRole('textbox', { name: /^Credential Name/ }).fill(`CDA Preschool ${suffix}`);
    await form
      .getByRole('textbox', { name: /^Issuing Organization/ })
      .fill('Council for Professional Recognition');
    await fillDate(form, /^Issue Date/, '2024-03-01');
    const certificate = form.getByRole('group', { name: /^Certificate/ });
    await certificate
      .locator('input[type=file]')
      .setInputFiles({ name: 'cda.txt', mimeType: 'text/plain', buffer: Buffer.from('CDA credential\n') });
    await expect(certificate).toContainText('The file cda.txt uploaded successfully.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();

    // Back on Lattice: Level 3 supported; the claim left empty takes it; its verification requested.
    await page.goto('/dashboard/career/lattice');
    await expect(page.getByTestId('lattice-supported')).toHaveText('The records support Level 3.');
    await page.getByRole('button', { name: 'Add New' }).click();
    const claim = page.getByRole('dialog', { name: 'Add Career Lattice Level' });
    await claim.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(claim).toBeHidden();
    await expect(page.getByTestId('current-level')).toHaveText('Current Level: 3');
    await page
      .getByRole('row')
      .filter({ hasText: '3' })
      .getByRole('button', { name: /^More actions for/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Request Verification', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Request Verification' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByText('Verification has been requested.')).toBeVisible();
    await expect(page.getByTestId('current-level').getByRole('img', { name: 'Requested' })).toBeVisible();
    await checkA11y();

    // The manager: the claim waits in Career Lattice Verification; the evidence beside it; verified.
    const managerPage = await signInElsewhere(browser, baseURL!, manager, '/dashboard/lattice-verification');
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Verification Queue' })).toBeVisible();
    const item = managerPage.getByTestId('queue-item').filter({ hasText: fullName(pro) });
    await expect(item).toContainText('Career Lattice Level: Level 3');
    await checkA11y(managerPage);
    await item.getByRole('button', { name: `Verification Actions for ${fullName(pro)}` }).click();
    const records = managerPage.getByRole('dialog', { name: `User Records: ${fullName(pro)}` });
    const grid = records.getByRole('table', { name: `Career Lattice Level records of ${fullName(pro)}` });
    await grid
      .getByRole('row')
      .filter({ hasText: '3' })
      .getByRole('button', { name: /^View / })
      .click();
    const view = managerPage.getByRole('dialog', { name: `Career Lattice Level of ${fullName(pro)}` });
    await expect(view.getByTestId('lattice-supported')).toHaveText('The records support Level 3.');
    await view.getByRole('button', { name: 'Verify', exact: true }).click();
    await managerPage.getByRole('dialog', { name: 'Verify' }).getByRole('button', { name: 'OK' }).click();
    await expect(managerPage.getByText('The record was verified.')).toBeVisible();
    await managerPage.context().close();

    // Verified: the check, seen at a phone's width (390 px) without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('current-level').getByRole('img', { name: 'Approved' })).toBeVisible();
    await expect(page.getByTestId('lattice-evidence')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y();
  });
});
