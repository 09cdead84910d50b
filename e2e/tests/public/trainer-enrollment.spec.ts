import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  EntityType,
  FormId,
  TRAINING_TEXTS,
  formOf,
  tenantCounties,
  wallTimeIn,
  type Tenant,
} from '@registry/domain';
import { createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Trainers enrolling people (issue 24; spec 3 §2 "Search Users enrollment (trainer)", §6): a trainer (250)
 * chooses one of their sessions on Enroll Students, finds a professional by name, reads their Student
 * Details, enrolls them (the same registration as their own), and sees Already Registered; the professional
 * finds the training Registered in Upcoming Trainings. al and jh have trainers (tn none): the journey runs
 * in al, and jh's own search (by name alone, without organizations) in a test of its own. Each test makes
 * its own trainer, professional and session (SQL, as an operator would, where the screens are not the
 * subject), under names of its own.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);

/** A page in a browser of its own, signed in as `account`, at `to`. */
async function signInElsewhere(browser: Browser, baseURL: string, account: TestUser, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

/**
 * A trainer, a professional (employed at an organization of Mobile County where the tenant has
 * organizations) and the trainer's session in three days, under names of their own.
 */
async function arrange(request: APIRequestContext, serverName: string, tenant: Tenant) {
  const suffix = suffixOf();
  const course = `Positive Guidance ${suffix}`;
  const session = `Evening ${suffix}`;
  const title = `${course}: ${session}`;
  const [trainer, pro] = await Promise.all([
    createUserWithRole(request, serverName, '250', { prefix: 'enroll-250', lastName: `Coach${suffix}` }),
    createUserWithRole(request, serverName, '100', { prefix: 'enroll-100', lastName: `Learner${suffix}` }),
  ]);
  const name = `${pro.firstName} ${pro.lastName}`;
  const organizations = tenant.features.organizations;
  const organization = `Sunny Days ${suffix}`;
  if (organizations) {
    const county = tenantCounties(tenant).find((entry) => entry.name === 'Mobile')!;
    const [row] = await sql<{ id: string }>(
      serverName,
      `INSERT INTO organizations (name, county, kind, county_fips) VALUES ($1, $2, 'facility', $3) RETURNING id`,
      [organization, county.name, county.fips],
    );
    await sql(
      serverName,
      `INSERT INTO employment_records (user_id, organization_id, employer_name, start_date,
                                       is_registry_organization, form_id, form_version, position_title)
       VALUES ($1, $2, $3, date '2022-08-15', true, $4, 1, 'Lead Teacher')`,
      [pro.userId, row!.id, organization, formOf(EntityType.Experience)],
    );
  }
  // The trainer's session, in three days, 18:00 to 20:00 in the tenant's zone (as the session form saves it).
  const day = wallTimeIn(new Date(Date.now() + 3 * 86_400_000), tenant.timeZone).slice(0, 10);
  const [courseRow] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO courses (user_id, form_id, form_version, course_name, hours) VALUES ($1, $2, 1, $3, 2)
     RETURNING id`,
    [trainer.userId, FormId.Course, course],
  );
  await sql(
    serverName,
    `INSERT INTO course_sections (course_id, user_id, form_id, form_version, section_name, training_start,
                                  training_end, time_zone, region, location_name, delivery_method, hours,
                                  capacity, waitlist_capacity)
     VALUES ($1, $2, $3, 1, $4, $5::timestamp, $6::timestamp, $7, $8, 'Room 4', 'classroom', 2, 10, 5)`,
    [
      courseRow!.id,
      trainer.userId,
      FormId.CourseSection,
      session,
      `${day} 18:00`,
      `${day} 20:00`,
      tenant.timeZone,
      organizations ? 'mobile' : null,
    ],
  );
  return { trainer, pro, name, course, session, title, organization, organizations };
}

/**
 * The trainer on Enroll Students, their session chosen, finds the professional by name (with organizations
 * the search by user name is one of its kinds, chosen; without them, jh, the only search); the row.
 */
async function findByName(
  page: Page,
  arranged: Awaited<ReturnType<typeof arrange>>,
  checkA11y: () => Promise<void>,
) {
  const { trainer, pro, name, title, organizations } = arranged;
  // The trainer: Enroll Students, their session chosen; the search by name.
  await signIn(page, trainer, { to: '/dashboard/enroll-students' });
  await expect(page.getByRole('heading', { level: 1, name: 'Enroll Students' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Session' })).toContainText(title);
  await checkA11y();
  if (organizations) await page.getByRole('radio', { name: 'Search by User Name' }).check();
  // Without organizations (jh) there is no other kind of search to choose from.
  else await expect(page.getByRole('radio', { name: 'Search by User Name' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'User Name' }).fill(pro.lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(pro.email);
  await checkA11y();
  return row;
}

test.describe('trainers enrolling people (issue 24)', () => {
  // The whole journey in al; jh's own search (by name only, without organizations) in the test below.
  test.skip(({ tenant }) => tenant.code !== 'al', 'tn has no trainers; jh: its search, below');

  test('a trainer finds a professional by name, reads their Student Details, enrolls them and sees Already Registered; the professional sees the training in Upcoming Trainings', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const arranged = await arrange(request, serverName, tenant);
    const { trainer, pro, name, course, session, title, organization, organizations } = arranged;
    const row = await findByName(page, arranged, checkA11y);

    // Student Details: the person's record, not yet registered in the session.
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Student Details' }).click();
    const details = page.getByRole('dialog', { name: `Student Details: ${name}` });
    await expect(details.getByTestId('student-details-contact')).toContainText(pro.email);
    if (organizations)
      await expect(details.getByTestId('student-details-contact')).toContainText(
        `${organization} (Mobile County)`,
      );
    await expect(details.getByTestId('student-details-session')).toHaveText('Not registered');
    await expect(details).toContainText('No enrollments in your sessions.');
    await checkA11y();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // Enroll Student: the course, the session and the person; Register.
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Enroll Student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll Student' });
    await expect(dialog).toContainText(course);
    await expect(dialog).toContainText(session);
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Register' }).click();
    const done = page.getByRole('dialog', { name: TRAINING_TEXTS.registeredTitle });
    await expect(done).toContainText(TRAINING_TEXTS.registered(name, course, session));
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
    await expect(dialog).toBeHidden();

    // The row now says Already Registered (offered no more), and Student Details says Registered.
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Already Registered' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Enroll Student' })).toHaveCount(0);
    await checkA11y();
    await page.getByRole('menuitem', { name: 'Student Details' }).click();
    await expect(details.getByTestId('student-details-session')).toHaveText('Registered');
    await expect(details.getByRole('table', { name: 'Enrollments in Your Sessions' })).toContainText(title);

    // The professional, in a browser of their own: Upcoming Trainings shows it Registered.
    const proPage = await signInElsewhere(browser, baseURL!, pro, '/dashboard/calendar');
    await expect(proPage.getByRole('heading', { level: 1, name: 'Training Calendar' })).toBeVisible();
    await proPage.getByRole('tab', { name: 'Upcoming Trainings' }).click();
    const upcoming = proPage
      .getByRole('table', { name: 'Your upcoming trainings' })
      .getByRole('row')
      .filter({ hasText: session });
    await expect(upcoming).toContainText('Registered');
    await checkA11y(proPage);
    expect(
      await sql(
        serverName,
        `SELECT e.status, e.enrolled_by FROM enrollments e JOIN course_sections s ON s.id = e.course_section_id
          WHERE s.section_name = $1 AND e.user_id = $2`,
        [session, pro.userId],
      ),
    ).toEqual([{ status: 'Registered', enrolled_by: String(trainer.userId) }]);
    await proPage.context().close();
  });
});

test.describe('trainers enrolling people in jh (issue 24)', () => {
  test.skip(({ tenant }) => tenant.code !== 'jh', 'al: the whole journey above; tn has no trainers');

  test('without organizations the trainer searches by name alone and finds the professional, not yet registered', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const arranged = await arrange(request, serverName, tenant);
    const row = await findByName(page, arranged, checkA11y);
    await row.getByRole('button', { name: `More actions for ${arranged.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Enroll Student' })).toBeVisible();
  });
});
