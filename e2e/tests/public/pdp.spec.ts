import type { Browser, Page } from '@playwright/test';
import { EntityType, formOf, tenantCounties, type Tenant } from '@registry/domain';
import { createUser, createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * The professional development plan in the browser (issue 25; spec 3 §2 /dashboard/pdp, §6): the
 * professional opens each tab (Info with its help link, Self-Assessment with a row per competency area,
 * Required Training, Goals) and adds a goal; their coach, who may comment on the PDP, comments on the goal
 * and the professional sees it arrive in the goal's comments without reloading; in tn their director
 * verifies a Completed required training from User Records, and the professional's grid shows it verified.
 * The journey runs in tn; jh has the same screens without directors, so it checks only what differs there
 * (its Info speaks of the coach alone); al has no PDP. The coach's relationship is arranged in the database
 * (the coaching screens are their own journey); the coach comments from Active Cases' View PDP.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;
const agencyTitle = (tenant: Tenant) =>
  tenant.terms.agency.charAt(0).toUpperCase() + tenant.terms.agency.slice(1);

/** An organization of the registry in a quiet county, under a name of its own. */
async function createOrganization(serverName: string, tenant: Tenant, name: string) {
  const fips = tenantCounties(tenant).find((entry) => entry.name === 'Anderson')?.fips;
  if (!fips) throw new Error(`Anderson is not a county of ${tenant.code}`);
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO organizations (name, county, kind, region, county_fips)
     VALUES ($1, 'Anderson', 'facility', null, $2) RETURNING id`,
    [name, fips],
  );
  return { id: Number(row!.id), name };
}

/** A current employment at the organization holding the organization roles given. */
async function employ(
  serverName: string,
  userId: number,
  organization: { id: number; name: string },
  role: '100' | '200',
) {
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO employment_records (user_id, organization_id, employer_name, start_date, is_registry_organization,
                                     form_id, form_version, position_title)
     VALUES ($1, $2, $3, date '2022-08-15', true, $4, 1, 'Teacher') RETURNING id`,
    [userId, organization.id, organization.name, formOf(EntityType.Experience)],
  );
  await sql(serverName, 'INSERT INTO organization_roles (employment_record_id, role_name) VALUES ($1, $2)', [
    Number(row!.id),
    role,
  ]);
}

/** A page in a browser of its own, signed in as `account`, at `to`. */
async function signInElsewhere(browser: Browser, baseURL: string, account: TestUser, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

const tab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Professional development plan sections' })
    .getByRole('link', { name });

test.describe('the PDP (issue 25)', () => {
  test.skip(({ tenant }) => !tenant.features.pdp, 'al has no PDP (spec 3 §1)');

  test('jh: the plan without directors: Info speaks of the coach alone', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.skip(tenant.features.organizations, 'the whole journey below (tn)');
    const pro = await createUserWithRole(request, serverName, '100', {
      prefix: 'pdp-100',
      lastName: `Planner${suffixOf()}`,
    });
    await signIn(page, pro, { to: '/dashboard/pdp' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Development Plan' }),
    ).toBeVisible();
    await expect(page.getByText(/^Your coach can read your plan/)).toBeVisible();
    await expect(page.getByText(/director/i)).toHaveCount(0);
    await checkA11y();
  });

  test('the professional keeps their plan; their coach comments live; their director verifies a completed training', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.skip(!tenant.features.organizations, 'jh: the same screens, without directors (above)');
    test.setTimeout(120_000);
    const suffix = suffixOf();
    const directs = tenant.features.organizations;
    const [pro, coach, director] = await Promise.all([
      createUserWithRole(request, serverName, '100', { prefix: 'pdp-100', lastName: `Planner${suffix}` }),
      createUserWithRole(request, serverName, '300', { prefix: 'pdp-300', lastName: `Coach${suffix}` }),
      directs ? createUser(request, serverName, { prefix: 'pdp-200', completeProfile: true }) : null,
    ]);
    await sql(
      serverName,
      `INSERT INTO coach_relationships (coach_user_id, user_id, active, pdp_shared, status, started_at)
       VALUES ($1, $2, true, true, 2, now())`,
      [coach.userId, pro.userId],
    );

    // Info: the text and the PDP help file.
    await signIn(page, pro, { to: '/dashboard/pdp' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Development Plan' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the PDP guide (PDF)' })).toHaveAttribute(
      'href',
      '/api/file/s/pdp-help',
    );
    await checkA11y();

    // Self-Assessment: a row per competency area, no Add New, one page.
    await tab(page, 'Self-Assessment').click();
    const ratings = page.getByRole('table', { name: 'Self-Assessment' });
    await expect(ratings.getByRole('row').filter({ hasText: 'Child Growth and Development' })).toBeVisible();
    await expect(ratings.getByRole('row')).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await checkA11y();

    // Required Training: empty for a new professional.
    await tab(page, 'Required Training').click();
    await expect(page.getByRole('table', { name: 'Required Training' })).toBeVisible();
    await checkA11y();

    // Goals: Add New, the goal's form (11), saved; the row shows it.
    await tab(page, 'Goals').click();
    const goalName = `Earn my CDA ${suffix}`;
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('dialog', { name: 'Add Goal' });
    await form.getByRole('textbox', { name: /^Goal/ }).fill(goalName);
    await form.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'In Progress', exact: true }).click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toBeHidden();
    const goals = page.getByRole('table', { name: 'Goals' });
    const goalRow = goals.getByRole('row').filter({ hasText: goalName });
    await expect(goalRow).toContainText('In Progress');
    await checkA11y();

    // The goal's view: its comments, none yet.
    await goalRow.getByRole('button', { name: /^View / }).click();
    const view = page.getByRole('dialog', { name: 'Goal', exact: true });
    const comments = view.getByRole('region', { name: 'Comments and Reflections' });
    await expect(comments.getByRole('cell', { name: 'No Data' })).toBeVisible();

    // The coach opens the professional's PDP from Active Cases and comments on the goal; the professional
    // sees it arrive without a reload.
    const comment = `Let us plan the portfolio together ${suffix}.`;
    const coachPage = await signInElsewhere(browser, baseURL!, coach, '/dashboard/active-cases');
    await coachPage.getByRole('button', { name: `More actions for ${fullName(pro)}` }).click();
    await coachPage.getByRole('menuitem', { name: 'View PDP' }).click();
    const coachPdp = coachPage.getByRole('dialog', { name: `PDP of ${fullName(pro)}` });
    await coachPdp.getByRole('tab', { name: 'Goals' }).click();
    await coachPdp
      .getByRole('table', { name: 'Goals' })
      .getByRole('row')
      .filter({ hasText: goalName })
      .getByRole('button', { name: /^View / })
      .click();
    const coachView = coachPage.getByRole('dialog', { name: 'Goal', exact: true });
    await coachView.getByRole('button', { name: 'Add Comment' }).click();
    const prompt = coachPage.getByRole('dialog', { name: 'Add Comment' });
    await prompt.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(coachView.getByRole('region', { name: 'Comments and Reflections' })).toContainText(comment);
    await coachPage.context().close();
    const arrived = comments.getByRole('row').filter({ hasText: comment });
    await expect(arrived).toBeVisible();
    await expect(arrived).toContainText(fullName(coach));
    await expect(arrived).toContainText('Coach');
    await view.getByRole('button', { name: 'Close' }).first().click();

    // A phone (390 px): the tabs and the goal's card fit the width; its view (checked with axe here) shows
    // the comment.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(goalName).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: `View ${goalName}` }).click();
    await expect(view.getByRole('region', { name: 'Comments and Reflections' })).toContainText(comment);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y();
    await view.getByRole('button', { name: 'Close' }).first().click();
    await page.setViewportSize({ width: 1280, height: 720 });

    if (!directs || director === null) return;

    // tn: the professional's director verifies their Completed required training from User Records.
    const organization = await createOrganization(serverName, tenant, `PDP Academy ${suffix}`);
    await employ(serverName, pro.userId, organization, '100');
    await sql(serverName, 'UPDATE users SET last_name = $2, roles_seeded_at = now() WHERE id = $1', [
      director.userId,
      `Director${suffix}`,
    ]);
    await sql(serverName, 'DELETE FROM user_general_roles WHERE user_id = $1', [director.userId]);
    await employ(serverName, director.userId, organization, '200');
    const trainingName = `Pediatric First Aid ${suffix}`;
    await sql(
      serverName,
      `INSERT INTO pdp_required_trainings (user_id, form_id, form_version, training_name, status, completion_date)
       VALUES ($1, 10, 1, $2, 'Completed', date '2026-10-01')`,
      [pro.userId, trainingName],
    );
    await tab(page, 'Required Training').click();
    const required = page.getByRole('table', { name: 'Required Training' });
    const requiredRow = required.getByRole('row').filter({ hasText: trainingName });
    await expect(requiredRow).toContainText('Completed');

    const directorPage = await signInElsewhere(browser, baseURL!, director, '/dashboard/search-users');
    await directorPage.getByRole('combobox', { name: agencyTitle(tenant) }).fill(organization.name);
    await directorPage.getByRole('option', { name: organization.name, exact: true }).click();
    const users = directorPage.getByRole('table', { name: 'Users' });
    await users.getByRole('button', { name: `More actions for ${fullName(pro)}` }).click();
    await directorPage.getByRole('menuitem', { name: 'Verification Actions' }).click();
    const records = directorPage.getByRole('dialog', { name: `User Records: ${fullName(pro)}` });
    await records.getByRole('button', { name: 'View PDP' }).click();
    const pdp = directorPage.getByRole('dialog', { name: `PDP of ${fullName(pro)}` });
    const staffRequired = pdp.getByRole('table', { name: 'Required Training' });
    await staffRequired
      .getByRole('row')
      .filter({ hasText: trainingName })
      .getByRole('button', { name: /^View / })
      .click();
    const item = directorPage.getByRole('dialog', { name: 'Required Training', exact: true });
    await expect(item).toContainText(trainingName);
    await checkA11y(directorPage);
    await item.getByRole('button', { name: 'Verify', exact: true }).click();
    await directorPage.getByRole('dialog', { name: 'Verify' }).getByRole('button', { name: 'OK' }).click();
    await expect(directorPage.getByText('The item was verified.')).toBeVisible();
    await expect(item.getByText('This item is verified.')).toBeVisible();

    // The professional's grid shows it verified, live (the verification's notification reloads it).
    await expect(requiredRow).toContainText('Yes');
    expect(
      await sql(serverName, 'SELECT verified FROM pdp_required_trainings WHERE user_id = $1', [pro.userId]),
    ).toEqual([{ verified: true }]);
  });
});
