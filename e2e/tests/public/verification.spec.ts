import type { APIRequestContext, Page } from '@playwright/test';
import { EntityType, formOf, tenantCounties, type Tenant } from '@registry/domain';
import { createUser, createUserWithRole, sql, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * The verifiers' screens of issue 22 (spec 2 "Search Users", "Verification History"; spec 3 §4-§6): a
 * consultant finds a professional by county and by name and verifies and declines their records, which
 * the professional then sees; a tn director verifies a staff member's experience; the verification queue.
 * Every test makes its own organization, people and records (support/accounts.ts, SQL as an operator or a
 * feed would), so tests are independent of each other and of the demo accounts.
 */

const suffixOf = () => Math.random().toString(36).slice(2, 8);
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;
const agencyTitle = (tenant: Tenant) =>
  tenant.terms.agency.charAt(0).toUpperCase() + tenant.terms.agency.slice(1);

/** A county of the tenant's state with no demo organization, so its agency list stays short. */
const QUIET_COUNTY: Partial<Record<string, string>> = { al: 'Autauga', tn: 'Anderson' };

/** An organization of the registry in `county`, under a name of its own. */
async function createOrganization(serverName: string, tenant: Tenant, county: string, name: string) {
  const fips = tenantCounties(tenant).find((entry) => entry.name === county)?.fips;
  if (!fips) throw new Error(`${county} is not a county of ${tenant.code}`);
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO organizations (name, county, kind, region, county_fips)
     VALUES ($1, $2, 'facility', null, $3) RETURNING id`,
    [name, county, fips],
  );
  return { id: Number(row!.id), name };
}

/** A current employment of the person at the organization, holding the organization roles given. */
async function employ(
  serverName: string,
  userId: number,
  organization: { id: number; name: string },
  roles: ('100' | '200')[],
): Promise<number> {
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO employment_records (user_id, organization_id, employer_name, start_date, is_registry_organization,
                                     form_id, form_version, position_title)
     VALUES ($1, $2, $3, date '2021-08-16', true, $4, 1, 'Lead Teacher') RETURNING id`,
    [userId, organization.id, organization.name, formOf(EntityType.Experience)],
  );
  const employmentId = Number(row!.id);
  for (const role of roles)
    await sql(
      serverName,
      'INSERT INTO organization_roles (employment_record_id, role_name) VALUES ($1, $2)',
      [employmentId, role],
    );
  return employmentId;
}

/** A person of the registry with their own last name (createUserWithRole: profile complete, one role). */
const person = (
  request: APIRequestContext,
  serverName: string,
  role: string,
  prefix: string,
  lastName: string,
) => createUserWithRole(request, serverName, role, { prefix, lastName });

/** An education record of the person, not yet asked to be verified. */
async function insertEducation(serverName: string, userId: number, institution: string): Promise<number> {
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO education_records (user_id, form_id, form_version, institution_name, degree_type, field_of_study,
                                    completed, start_date, end_date)
     VALUES ($1, $2, 1, $3, 'associate', 'Child Development', 'completed', date '2018-08-20', date '2020-05-08')
     RETURNING id`,
    [userId, formOf(EntityType.Education), institution],
  );
  return Number(row!.id);
}

/** A certification record of the person, not yet asked to be verified. */
async function insertCertification(serverName: string, userId: number, credential: string): Promise<number> {
  const [row] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO certification_records (user_id, form_id, form_version, credential_type, credential_name,
                                        issuing_organization, issue_date, expiration_date)
     VALUES ($1, $2, 1, 'cda', $3, 'Council for Professional Recognition', date '2021-03-15', date '2030-03-15')
     RETURNING id`,
    [userId, formOf(EntityType.Certification), credential],
  );
  return Number(row!.id);
}

/** The owner asks for the record's verification, through the call the profile's Request Verification makes. */
async function requestVerification(
  request: APIRequestContext,
  owner: TestUser,
  entityTypeId: number,
  entityId: number,
): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { userName: owner.email, password: owner.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { jwt: { auth_token: string } }).jwt.auth_token;
  const asked = await request.post('/api/verification/request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { entityTypeId, entityId },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
}

/**
 * A request made `days` ago, as POST /api/verification/request leaves it (the record 'Requested', its
 * history step and its Verification History row), dated back so the queue's age bands have something.
 */
async function requestedDaysAgo(
  serverName: string,
  record: {
    table: string;
    entityTypeId: number;
    id: number;
    ownerId: number;
    type: string;
    identifier: string;
  },
  days: number,
): Promise<void> {
  const at = `now() - make_interval(days => ${days}, mins => 5)`;
  // As POST /api/verification/request leaves it: the record Requested, with when it was asked for.
  await sql(
    serverName,
    `UPDATE ${record.table} SET verification_status = 'Requested', verification_requested_at = ${at}
     WHERE id = $1`,
    [record.id],
  );
  await sql(
    serverName,
    `INSERT INTO verification_actions (entity_type_id, entity_id, owner_user_id, action_type, actor_user_id, at)
     VALUES ($1, $2, $3, 'Requested', $3, ${at})`,
    [record.entityTypeId, record.id, record.ownerId],
  );
  await sql(
    serverName,
    `INSERT INTO verification_records (entity_type_id, entity_id, owner_user_id, record_type, identifier,
                                       last_action_type, last_action_at)
     VALUES ($1, $2, $3, $4, $5, 'Requested', ${at})`,
    [record.entityTypeId, record.id, record.ownerId, record.type, record.identifier],
  );
}

/** Opens a row's read-only view in a records grid and waits until Verify may be chosen (the view recorded). */
async function viewRecord(page: Page, grid: ReturnType<Page['getByRole']>, rowText: string, title: string) {
  await grid
    .getByRole('row')
    .filter({ hasText: rowText })
    .getByRole('button', { name: /^View / })
    .click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view).toContainText(rowText);
  return view;
}

/**
 * The consultant on Search Users (the search by the tenant's agency term chosen first) finds the person by
 * county, then the agency of that county. Returns the Users table.
 */
async function findByCounty(
  page: Page,
  tenant: Tenant,
  consultant: TestUser,
  county: string,
  organization: { name: string },
  pro: TestUser,
  checkA11y: () => Promise<void>,
) {
  await signIn(page, consultant, { to: '/dashboard/search-users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Search Users' })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Search by ${agencyTitle(tenant)}` })).toBeChecked();
  await checkA11y();

  // By county: the county, then its agency, lists the person.
  await page.getByRole('radio', { name: 'Search by County' }).check();
  await page.getByRole('combobox', { name: 'County' }).fill(county.slice(0, 4));
  await page.getByRole('option', { name: county, exact: true }).click();
  const countyAgency = page.getByRole('combobox', { name: `${agencyTitle(tenant)} in ${county} County` });
  await countyAgency.click();
  await page.getByRole('option', { name: organization.name, exact: true }).click();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: fullName(pro) })).toBeVisible();
  await expect(users).toContainText(organization.name);
  return users;
}

/**
 * The consultant's whole journey runs in al; the screens are the same in tn but for its terms (its
 * agency), checked by a search of its own in tn. jh has no organizations, so no county search.
 */
test.describe('verification of records (issue 22)', () => {
  test('a consultant finds a professional by county and by name, verifies the education and declines the certification; the professional sees both and the comment', async ({
    page,
    browser,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.skip(
      tenant.code !== 'al',
      'tn: its search, in its terms, in the test below; jh has no organizations: no county search (spec 2 §2)',
    );
    test.setTimeout(90_000);
    const suffix = suffixOf();
    const county = QUIET_COUNTY[tenant.code]!;
    const organization = await createOrganization(serverName, tenant, county, `Verify Kids ${suffix}`);
    const pro = await person(request, serverName, '100', 'verify-100', `Verifyme${suffix}`);
    await employ(serverName, pro.userId, organization, ['100']);
    const institution = `Institute ${suffix}`;
    const credential = `CDA ${suffix}`;
    const comment = `The credential number does not match ${suffix}.`;
    const educationId = await insertEducation(serverName, pro.userId, institution);
    const certificationId = await insertCertification(serverName, pro.userId, credential);
    await requestVerification(request, pro, EntityType.Education, educationId);
    await requestVerification(request, pro, EntityType.Certification, certificationId);
    const consultant = await person(request, serverName, '350', 'verify-350', `Consultant${suffix}`);

    const users = await findByCounty(page, tenant, consultant, county, organization, pro, checkA11y);

    // By name: the same person; their records open from Verification Actions.
    await page.getByRole('radio', { name: 'Search by User Name' }).check();
    await expect(users).toBeHidden();
    await page.getByRole('textbox', { name: 'User Name' }).fill(pro.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(users.getByRole('row')).toHaveCount(2);
    await users.getByRole('button', { name: `More actions for ${fullName(pro)}` }).click();
    await page.getByRole('menuitem', { name: 'Verification Actions' }).click();
    const records = page.getByRole('dialog', { name: `User Records: ${fullName(pro)}` });
    await expect(records.getByRole('button', { name: 'Education' })).toBeVisible();
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await checkA11y();

    // Education: viewed, then verified; the row shows Approved.
    await records.getByRole('button', { name: 'Education' }).click();
    const education = records.getByRole('table', { name: `Education records of ${fullName(pro)}` });
    await expect(
      education.getByRole('row').filter({ hasText: institution }).getByRole('img', { name: 'Requested' }),
    ).toBeVisible();
    const educationView = await viewRecord(page, education, institution, `Education of ${fullName(pro)}`);
    await educationView.getByRole('button', { name: 'Verify', exact: true }).click();
    const verify = page.getByRole('dialog', { name: 'Verify' });
    await verify.getByRole('textbox', { name: 'Comment (optional)' }).fill('Transcript checked.');
    await verify.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The record was verified.')).toBeVisible();
    await expect(educationView).toBeHidden();
    await expect(
      education.getByRole('row').filter({ hasText: institution }).getByRole('img', { name: 'Approved' }),
    ).toBeVisible();

    // Certification: viewed, then declined; a decline needs its comment.
    await records.getByRole('button', { name: 'Certification/Credential' }).click();
    const certification = records.getByRole('table', {
      name: `Certification/Credential records of ${fullName(pro)}`,
    });
    const certificationView = await viewRecord(
      page,
      certification,
      credential,
      `Certification/Credential of ${fullName(pro)}`,
    );
    await certificationView.getByRole('button', { name: 'Decline', exact: true }).click();
    const decline = page.getByRole('dialog', { name: 'Decline' });
    await decline.getByRole('button', { name: 'OK' }).click();
    await expect(decline.getByText('This field is required.')).toBeVisible();
    await decline.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await decline.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The record was declined.')).toBeVisible();
    await expect(certificationView).toBeHidden();
    await expect(
      certification.getByRole('row').filter({ hasText: credential }).getByRole('img', { name: 'Rejected' }),
    ).toBeVisible();
    expect(
      await sql(
        serverName,
        'SELECT verified, rejected, verification_status FROM certification_records WHERE id = $1',
        [certificationId],
      ),
    ).toEqual([{ verified: false, rejected: true, verification_status: null }]);
    await records.getByRole('button', { name: 'Close' }).first().click();
    await expect(records).toBeHidden();

    // The consultant's Verification History: the declined certification, its comment in its history.
    await page.goto('/dashboard/verification-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification History' })).toBeVisible();
    const historyRow = page.getByRole('row').filter({ hasText: credential });
    await expect(historyRow).toBeVisible();
    await historyRow.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'View Verification Action History' }).click();
    const history = page.getByRole('dialog', {
      name: `Certification/Credential Verification History Details for ${fullName(pro)} - ${credential}`,
    });
    await expect(history).toContainText(comment);
    await expect(history).toContainText('Requested');
    await history.getByRole('button', { name: 'Close' }).first().click();

    // The professional, in a browser of their own: Approved, Rejected, and the decline's notification.
    const other = await browser.newContext();
    const proPage = await other.newPage();
    await signIn(proPage, pro, { to: '/dashboard/profile/education' });
    await expect(
      proPage.getByRole('row').filter({ hasText: institution }).getByRole('img', { name: 'Approved' }),
    ).toBeVisible();
    await proPage.goto('/dashboard/profile/certification');
    await expect(
      proPage.getByRole('row').filter({ hasText: credential }).getByRole('img', { name: 'Rejected' }),
    ).toBeVisible();
    await proPage.goto('/dashboard/notifications');
    const inbox = proPage.getByRole('table', { name: 'Notifications in Inbox' });
    await inbox
      .getByRole('button', { name: 'Open Your Certification/Credential record was declined' })
      .click();
    const notice = proPage.getByRole('dialog', { name: 'Your Certification/Credential record was declined' });
    await expect(notice).toContainText(credential);
    await expect(notice).toContainText(comment);
    await notice.getByRole('button', { name: 'Close' }).first().click();
    await expect(notice).toBeHidden();
    await expect(inbox).toContainText('Your Education record was verified');
    await other.close();
  });

  test('tn: a consultant finds a professional by county and then its agency, in tn’s terms', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    test.skip(
      tenant.code !== 'tn',
      'al: the whole journey above; jh has no organizations: no county search (spec 2 §2)',
    );
    const suffix = suffixOf();
    const county = QUIET_COUNTY[tenant.code]!;
    const organization = await createOrganization(serverName, tenant, county, `Verify Kids ${suffix}`);
    const pro = await person(request, serverName, '100', 'verify-100', `Verifyme${suffix}`);
    await employ(serverName, pro.userId, organization, ['100']);
    const consultant = await person(request, serverName, '350', 'verify-350', `Consultant${suffix}`);
    await findByCounty(page, tenant, consultant, county, organization, pro, checkA11y);
  });

  test('tn: a director verifies the start date of a staff member’s experience at their organization', async ({
    page,
    request,
    serverName,
    tenant,
  }) => {
    test.skip(!tenant.features.directorVerifiesRecords, 'only tn’s directors verify records (spec 3 §6)');
    const suffix = suffixOf();
    const organization = await createOrganization(
      serverName,
      tenant,
      QUIET_COUNTY[tenant.code]!,
      `Start Date Academy ${suffix}`,
    );
    const staff = await person(request, serverName, '100', 'experience-100', `Staffer${suffix}`);
    const employmentId = await employ(serverName, staff.userId, organization, ['100']);
    // The director holds only the director role there, so it is the role active at sign-in.
    const director = await createUser(request, serverName, {
      prefix: 'experience-200',
      completeProfile: true,
    });
    await sql(serverName, 'UPDATE users SET last_name = $2, roles_seeded_at = now() WHERE id = $1', [
      director.userId,
      `Director${suffix}`,
    ]);
    await sql(serverName, 'DELETE FROM user_general_roles WHERE user_id = $1', [director.userId]);
    await employ(serverName, director.userId, organization, ['200']);

    await signIn(page, director, { to: '/dashboard/search-users' });
    await page.getByRole('combobox', { name: agencyTitle(tenant) }).fill(organization.name);
    await page.getByRole('option', { name: organization.name, exact: true }).click();
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('button', { name: `More actions for ${fullName(staff)}` }).click();
    await page.getByRole('menuitem', { name: 'Verification Actions' }).click();
    const records = page.getByRole('dialog', { name: `User Records: ${fullName(staff)}` });
    await records.getByRole('button', { name: 'Experience' }).click();
    const experience = records.getByRole('table', { name: `Experience records of ${fullName(staff)}` });
    const view = await viewRecord(page, experience, organization.name, `Experience of ${fullName(staff)}`);
    await view.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('dialog', { name: 'Verify' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The record was verified.')).toBeVisible();
    await expect(
      experience
        .getByRole('row')
        .filter({ hasText: organization.name })
        .getByRole('img', { name: 'Approved' }),
    ).toBeVisible();
    expect(
      await sql(serverName, 'SELECT verified FROM employment_records WHERE id = $1', [employmentId]),
    ).toEqual([{ verified: true }]);
  });

  test('the verification queue counts the requests by age and opens one at its record type', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = suffixOf();
    const owner = await person(request, serverName, '100', 'queue-100', `Queued${suffix}`);
    const education = (id: number, identifier: string) => ({
      table: 'education_records',
      entityTypeId: EntityType.Education,
      id,
      ownerId: owner.userId,
      type: 'Education',
      identifier,
    });
    let verifier: TestUser;
    if (tenant.features.directorVerifiesRecords) {
      // tn: a director's queue holds only the requests of their own staff, so its counts are exact.
      const organization = await createOrganization(
        serverName,
        tenant,
        QUIET_COUNTY[tenant.code]!,
        `Queue Academy ${suffix}`,
      );
      await employ(serverName, owner.userId, organization, ['100']);
      verifier = await createUser(request, serverName, { prefix: 'queue-200', completeProfile: true });
      await sql(serverName, 'UPDATE users SET roles_seeded_at = now() WHERE id = $1', [verifier.userId]);
      await sql(serverName, 'DELETE FROM user_general_roles WHERE user_id = $1', [verifier.userId]);
      await employ(serverName, verifier.userId, organization, ['200']);
    } else {
      verifier = await person(request, serverName, '350', 'queue-350', `Verifier${suffix}`);
    }
    await signIn(page, verifier, { to: '/dashboard/verification-queue' });
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Queue' })).toBeVisible();
    const over14 = page.getByTestId('queue-band-over14');
    await expect(over14).toContainText('Over 14 days');
    const before = Number((await over14.locator('dd').textContent()) ?? 'NaN');

    // Requests of 1, 7 and 400 days (the oldest comes first in every queue).
    await requestedDaysAgo(
      serverName,
      education(await insertEducation(serverName, owner.userId, `Fresh ${suffix}`), `Fresh ${suffix}`),
      1,
    );
    await requestedDaysAgo(
      serverName,
      education(await insertEducation(serverName, owner.userId, `Week ${suffix}`), `Week ${suffix}`),
      7,
    );
    await requestedDaysAgo(
      serverName,
      education(await insertEducation(serverName, owner.userId, `Old ${suffix}`), `Old ${suffix}`),
      400,
    );
    await page.reload();

    if (tenant.features.directorVerifiesRecords) {
      await expect(page.getByTestId('queue-band-under3').locator('dd')).toHaveText('1');
      await expect(page.getByTestId('queue-band-from3to14').locator('dd')).toHaveText('1');
      await expect(over14.locator('dd')).toHaveText('1');
      await expect(page.getByTestId('queue-item')).toHaveCount(3);
    } else {
      await expect
        .poll(async () => Number(await over14.locator('dd').textContent()))
        .toBeGreaterThanOrEqual(before + 1);
    }
    const oldest = page.getByTestId('queue-item').filter({ hasText: `Old ${suffix}` });
    await expect(oldest).toContainText(fullName(owner));
    await expect(oldest).toContainText(`Education: Old ${suffix}`);
    await expect(oldest).toContainText('400 days');
    await checkA11y();

    await oldest.getByRole('button', { name: `Verification Actions for ${fullName(owner)}` }).click();
    const records = page.getByRole('dialog', { name: `User Records: ${fullName(owner)}` });
    const grid = records.getByRole('table', { name: `Education records of ${fullName(owner)}` });
    await expect(
      grid
        .getByRole('row')
        .filter({ hasText: `Old ${suffix}` })
        .getByRole('img', { name: 'Requested' }),
    ).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: `Fresh ${suffix}` })).toBeVisible();
  });
});
