import type { Browser, Locator, Page } from '@playwright/test';
import { createUser, demoEmail, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { fillDate } from '../../support/form-fields.js';
import { signIn, type Credentials } from '../../support/sign-in.js';

/** Each tenant's demo director's organization and its county (the demo seed); jh has no organizations. */
const EMPLOYERS = {
  al: { county: 'Montgomery', organization: 'Little Blessings Child Development Center' },
  tn: { county: 'Davidson', organization: 'Music City Early Learning Center' },
  jh: null,
} as const;

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, scope: Locator, label: RegExp, text: string, option: string) {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Uploads a small text file into the file element labelled `label`, and waits for the form to say so. */
async function upload(dialog: Locator, label: RegExp, name: string, text: string) {
  const group = dialog.getByRole('group', { name: label });
  await group
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`${text}\n`) });
  await expect(group).toContainText(`The file ${name} uploaded successfully.`);
}

/** Opens Add New on the tab's grid, lets `fill` fill the form in the modal, saves, and waits for the row. */
async function addRecord(
  page: Page,
  record: string,
  fill: (dialog: Locator) => Promise<void>,
  shown: string,
) {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${record}` });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The record was saved.')).toBeVisible();
  await expect(page.getByRole('table').getByText(shown)).toBeVisible();
}

async function goToTab(page: Page, tab: string, heading: string) {
  await page.goto(`/dashboard/profile/${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** An action from the menu of further actions of the grid row that shows `text`. */
async function rowAction(page: Page, text: string, action: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A page in a browser of its own, signed in as `account`, at `to`. */
async function signInElsewhere(browser: Browser, baseURL: string, account: Credentials, to: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account, { to });
  return page;
}

async function recordId(serverName: string, table: string, user: TestUser): Promise<number> {
  const rows = await sql<{ id: number }>(serverName, `SELECT id FROM ${table} WHERE user_id = $1`, [
    user.userId,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

type Employer = (typeof EMPLOYERS)[keyof typeof EMPLOYERS];

/**
 * On the (empty) employment tab, adds the employment at the tenant's employer: found in the registry by
 * county and name, or entered by name where the tenant has no organizations (jh). Returns the employer's
 * name and its grid row.
 */
async function addEmployment(page: Page, employer: Employer) {
  const employerName = employer?.organization ?? 'Harbor Lights Preschool';
  await addRecord(
    page,
    'Employment',
    async (dialog) => {
      if (employer) {
        await choose(
          page,
          dialog,
          /^Is the employer listed in the registry/,
          'Yes, I will find it in the registry',
        );
        await search(page, dialog, /^County/, employer.county.slice(0, 5), employer.county);
        await search(page, dialog, /^Employer/, employer.organization.slice(0, 8), employer.organization);
      } else {
        // Without organizations (jh) the registry question is not asked.
        await expect(
          dialog.getByRole('combobox', { name: /^Is the employer listed in the registry/ }),
        ).toHaveCount(0);
        await dialog.getByRole('textbox', { name: /^Employer Name/ }).fill(employerName);
      }
      await dialog.getByRole('textbox', { name: /^Position Title/ }).fill('Lead Teacher');
      await choose(page, dialog, /^Employment Type/, 'Full-time');
      await fillDate(dialog, /^Start Date/, '2021-08-02');
      await dialog.getByRole('textbox', { name: /^Hours per Week/ }).fill('37.5');
    },
    'Lead Teacher',
  );
  const employmentRow = page.getByRole('row').filter({ hasText: employerName });
  // The grid scrolls within itself: the page never scrolls sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expect(page.getByRole('columnheader', { name: 'Verification' })).toHaveCount(1);
  await expect(employmentRow).toContainText(employerName);
  return { employerName, employmentRow };
}

/** Asks for the staff role at the employment's organization: its director is asked. */
async function requestStaffRole(page: Page, employerName: string, employmentRow: Locator) {
  await rowAction(page, employerName, 'Request Staff Role');
  await expect(
    page.getByText(`Your staff role request at ${employerName} was sent to its director.`),
  ).toBeVisible();
  await expect(employmentRow).toContainText('Staff Level: Requested');
}

/**
 * The whole journey runs in al only: the record tabs, their forms and grids, verification requests and the
 * staff role's approval are the same screens in every tenant. What differs per tenant is the employer
 * (its organizations, or none in jh): the second test, in tn and jh.
 */
test.describe('the professional profile', () => {
  test.skip(({ tenant }) => tenant.code !== 'al', 'tn and jh: their employer, in the test below');

  test('a professional fills every record tab; the director approves the staff role and then sees the records; the director role is requested', async ({
    page,
    browser,
    baseURL,
    request,
    serverName,
    tenant,
    checkA11y,
    demoPassword,
  }) => {
    test.setTimeout(240_000);
    const employer = EMPLOYERS[tenant.code];
    const user = await createUser(request, serverName, { prefix: 'profile', completeProfile: true });

    // Employment: at the director's organization, found in the registry by county and name (jh: entered).
    await signIn(page, user, { to: '/dashboard/profile/employment' });
    await expect(page.getByRole('heading', { level: 1, name: 'Employment' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'No Data' })).toBeVisible();
    await checkA11y();
    const { employerName, employmentRow } = await addEmployment(page, employer);
    if (employer) await requestStaffRole(page, employerName, employmentRow);

    // Education, with a transcript.
    await goToTab(page, 'education', 'Education');
    await addRecord(
      page,
      'Education',
      async (dialog) => {
        await dialog
          .getByRole('textbox', { name: /^School or Institution/ })
          .fill('Capital Community College');
        await choose(page, dialog, /^Degree or Diploma/, "Associate's Degree");
        await dialog
          .getByRole('textbox', { name: /^Major or Field of Study/ })
          .fill('Early Childhood Education');
        await choose(page, dialog, /^Status/, 'Completed');
        await fillDate(dialog, /^Start Date/, '2016-08-15');
        await fillDate(dialog, /^End Date/, '2018-05-10');
        await upload(
          dialog,
          /^Transcript or Diploma/,
          'transcript.txt',
          'Official transcript: Early Childhood Education, A.A.S.',
        );
      },
      'Capital Community College',
    );
    await checkA11y();

    // Certification/Credential: the certificate is required.
    await goToTab(page, 'certification', 'Certification/Credential');
    await addRecord(
      page,
      'Certification/Credential',
      async (dialog) => {
        await choose(page, dialog, /^Credential Type/, 'Child Development Associate (CDA)');
        await dialog.getByRole('textbox', { name: /^Credential Name/ }).fill('CDA Preschool');
        await dialog
          .getByRole('textbox', { name: /^Issuing Organization/ })
          .fill('Council for Professional Recognition');
        await fillDate(dialog, /^Issue Date/, '2019-03-01');
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(dialog.getByTestId('error-summary')).toContainText('Certificate');
        await upload(dialog, /^Certificate/, 'cda.txt', 'Child Development Associate credential');
      },
      'CDA Preschool',
    );

    // Verification: requested, the record locked for its owner until answered, the history shown.
    await rowAction(page, 'CDA Preschool', 'Request Verification');
    const confirm = page.getByRole('dialog', { name: 'Request Verification' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Verification has been requested.')).toBeVisible();
    const certificationRow = page.getByRole('row').filter({ hasText: 'CDA Preschool' });
    await expect(certificationRow.getByRole('img', { name: 'Requested' }).first()).toBeVisible();
    await expect(certificationRow.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await rowAction(page, 'CDA Preschool', 'Verification History');
    const verificationHistory = page.getByRole('dialog', {
      name: /Verification History Details for Jordan Tester/,
    });
    await expect(verificationHistory).toContainText('Requested');
    await verificationHistory.getByRole('button', { name: 'Close' }).first().click();

    // Community service and membership.
    await goToTab(page, 'community-service', 'Community Service');
    await addRecord(
      page,
      'Community Service',
      async (dialog) => {
        await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Neighborhood Reading Program');
        await dialog.getByRole('textbox', { name: /^Role or Title/ }).fill('Volunteer reader');
        await fillDate(dialog, /^Start Date/, '2022-01-10');
        await dialog.getByRole('textbox', { name: /^Total Hours/ }).fill('40');
      },
      'Neighborhood Reading Program',
    );
    await goToTab(page, 'membership', 'Membership');
    await addRecord(
      page,
      'Membership',
      async (dialog) => {
        await dialog
          .getByRole('textbox', { name: /^Professional Organization/ })
          .fill('National Association for the Education of Young Children');
        await fillDate(dialog, /^Member Since/, '2020-06-01');
      },
      'National Association for the Education of Young Children',
    );
    await checkA11y();

    // What was saved is what the server holds.
    expect(
      await sql(serverName, 'SELECT 1 FROM community_service_records WHERE user_id = $1', [user.userId]),
    ).toHaveLength(1);
    expect(
      await sql(serverName, 'SELECT 1 FROM membership_records WHERE user_id = $1', [user.userId]),
    ).toHaveLength(1);
    if (!employer) return;

    // The director: the professional's education is out of reach until the staff role is approved.
    const educationId = await recordId(serverName, 'education_records', user);
    const director = await signInElsewhere(
      browser,
      baseURL!,
      { email: demoEmail('director'), password: demoPassword },
      `/dashboard/forms/2/4/${educationId}`,
    );
    await expect(director.getByRole('alert')).toBeVisible();
    await expect(director.getByText('Capital Community College')).toHaveCount(0);

    await director.goto('/dashboard/staff-requests');
    await expect(director.getByRole('heading', { level: 1, name: 'Staff Requests' })).toBeVisible();
    const requestRow = director.getByRole('row').filter({ hasText: user.email });
    await expect(requestRow).toContainText(employerName);
    await checkA11y(director);
    await requestRow
      .getByRole('button', { name: `Approve the request of ${user.firstName} ${user.lastName}` })
      .click();
    const prompt = director.getByRole('dialog', { name: 'Approve Request' });
    await prompt.getByRole('textbox', { name: 'Comment (optional)' }).fill('Welcome to the team.');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(
      director.getByText(
        `The request of ${user.firstName} ${user.lastName} at ${employerName} was approved.`,
      ),
    ).toBeVisible();
    await expect(director.getByRole('row').filter({ hasText: user.email })).toHaveCount(0);

    // Approved: the director reads the education record and opens its transcript.
    await director.goto(`/dashboard/forms/2/4/${educationId}`);
    const record = director.getByRole('form', { name: 'Education' });
    await expect(record).toContainText('Capital Community College');
    await expect(record).toContainText('Early Childhood Education');
    // The file opens in a new tab, fetched with the director's token.
    const opened = director.context().waitForEvent('page');
    await record.getByRole('button', { name: /transcript\.txt/ }).click();
    const tab = await opened;
    await expect(tab.locator('body')).toContainText('Official transcript');
    await director.context().close();

    // The professional sees the staff role approved, with its history, and asks for the director role.
    await goToTab(page, 'employment', 'Employment');
    await expect(employmentRow).toContainText('Staff Level: Approved');
    await rowAction(page, employerName, 'History');
    const history = page.getByRole('dialog', { name: `Role Request History for ${employerName}` });
    await expect(history).toContainText('Welcome to the team.');
    await history.getByRole('button', { name: 'Close' }).first().click();
    await rowAction(page, employerName, 'Request Director Role');
    await expect(
      page.getByText(`Your director role request at ${employerName} was sent to its director.`),
    ).toBeVisible();
    await expect(employmentRow).toContainText('Director Level: Requested');
    // The actions menu has closed (axe during its fade-out measures the contrast of half-transparent items).
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await checkA11y();
  });
});

test.describe('the professional profile: the employer in tn and jh', () => {
  test.skip(({ tenant }) => tenant.code === 'al', 'al: the employer in the whole journey above');

  test('the employment names the employer: found in the registry by county and name, and the staff role requested (tn); entered by name (jh)', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const employer = EMPLOYERS[tenant.code];
    const user = await createUser(request, serverName, { prefix: 'employer', completeProfile: true });
    await signIn(page, user, { to: '/dashboard/profile/employment' });
    await expect(page.getByRole('heading', { level: 1, name: 'Employment' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'No Data' })).toBeVisible();
    const { employerName, employmentRow } = await addEmployment(page, employer);
    await checkA11y();
    if (employer) {
      await requestStaffRole(page, employerName, employmentRow);
      expect(
        await sql(
          serverName,
          `SELECT 1 FROM employment_records WHERE user_id = $1 AND organization_id IS NOT NULL`,
          [user.userId],
        ),
      ).toHaveLength(1);
    }
  });
});
