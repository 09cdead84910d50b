import { tenantCounties } from '@registry/domain';
import { createUserWithRole, sql, uniqueEmail, type TestUser } from '../../support/accounts.js';
import { expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Manage Users (issue 22; spec 2 §2, §4, §6): an administrator (500) finds people by name and, from each
 * row's actions, grants an organization role, confirms an account, unlocks one and changes an e-mail
 * address. The people are the test's own, under one last name of its own.
 */

test.describe('Manage Users (issue 22)', () => {
  test.skip(
    ({ tenant }) => !tenant.features.organizations || !tenant.features.changeEmail,
    'jh has neither organization roles nor Change Email Address (spec 2 §6)',
  );

  test('an administrator grants a director role, confirms, unlocks and changes an e-mail address', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const lastName = `Managed${suffix}`;
    const named = async (prefix: string, firstName: string): Promise<TestUser> => {
      const user = await createUserWithRole(request, serverName, '100', { prefix, lastName });
      await sql(serverName, 'UPDATE users SET first_name = $2 WHERE id = $1', [user.userId, firstName]);
      return { ...user, firstName };
    };
    const staffer = await named('manage-staff', 'Stella');
    const unconfirmed = await named('manage-unconfirmed', 'Uma');
    const locked = await named('manage-locked', 'Lola');
    const moving = await named('manage-email', 'Emil');
    const admin = await createUserWithRole(request, serverName, '500', {
      prefix: 'manage-500',
      lastName: `Admin${suffix}`,
    });
    const county = tenantCounties(tenant)[0]!;
    const [organization] = await sql<{ id: string }>(
      serverName,
      `INSERT INTO organizations (name, county, kind, county_fips) VALUES ($1, $2, 'facility', $3) RETURNING id`,
      [`Managed Kids ${suffix}`, county.name, county.fips],
    );
    const [employment] = await sql<{ id: string }>(
      serverName,
      `INSERT INTO employment_records (user_id, organization_id, employer_name, start_date, is_registry_organization)
       VALUES ($1, $2, $3, date '2022-01-10', true) RETURNING id`,
      [staffer.userId, organization!.id, `Managed Kids ${suffix}`],
    );
    await sql(
      serverName,
      `INSERT INTO organization_roles (employment_record_id, role_name) VALUES ($1, '100')`,
      [employment!.id],
    );
    await sql(serverName, 'UPDATE users SET is_confirmed = false WHERE id = $1', [unconfirmed.userId]);
    await sql(serverName, 'UPDATE users SET user_locked = true, failed_login_count = 5 WHERE id = $1', [
      locked.userId,
    ]);
    const name = (user: TestUser) => `${user.firstName} ${lastName}`;

    await signIn(page, admin, { to: '/dashboard/manage-users' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(lastName);
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(5);
    await checkA11y();
    const actions = async (user: TestUser, action: string) => {
      await users.getByRole('button', { name: `More actions for ${name(user)}` }).click();
      await page.getByRole('menuitem', { name: action, exact: true }).click();
    };

    // Permissions: Staff Level held at the organization; Director Level granted there.
    await actions(staffer, 'Permissions');
    const permissions = page.getByRole('dialog', { name: 'User Access Permissions' });
    await expect(permissions).toContainText(`Roles of ${name(staffer)}`);
    const atOrganization = permissions.getByRole('group', { name: `Managed Kids ${suffix}` });
    await expect(atOrganization.getByRole('switch', { name: 'Staff Level' })).toBeChecked();
    const director = atOrganization.getByRole('switch', { name: 'Director Level' });
    await expect(director).not.toBeChecked();
    await checkA11y();
    await director.click();
    await expect(director).toBeChecked();
    await expect(director).toBeEnabled();
    await expect(atOrganization.getByRole('alert')).toHaveCount(0);
    expect(
      await sql(
        serverName,
        `SELECT role_name, active FROM organization_roles WHERE employment_record_id = $1 ORDER BY role_name`,
        [employment!.id],
      ),
    ).toEqual([
      { role_name: '100', active: true },
      { role_name: '200', active: true },
    ]);
    await permissions.getByRole('button', { name: 'Close' }).first().click();
    await expect(permissions).toBeHidden();

    // Confirm User: the success message, and the action is gone from the row.
    await actions(unconfirmed, 'Confirm User');
    await expect(page.getByText(`${name(unconfirmed)} is confirmed!`)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await sql(serverName, 'SELECT is_confirmed FROM users WHERE id = $1', [unconfirmed.userId]))[0],
      )
      .toEqual({ is_confirmed: true });
    await users.getByRole('button', { name: `More actions for ${name(unconfirmed)}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Permissions' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Confirm User' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Unlock: the message, and the account signs in again.
    await actions(locked, 'Unlock');
    await expect(page.getByText(`The account of ${name(locked)} is unlocked.`)).toBeVisible();
    expect(await sql(serverName, 'SELECT user_locked FROM users WHERE id = $1', [locked.userId])).toEqual([
      { user_locked: false },
    ]);
    const login = await request.post('/api/auth/login', {
      data: { userName: locked.email, password: locked.password },
    });
    expect(login.status()).toBe(200);

    // Change Email Address: asked first, then the row shows the new address.
    const newEmail = uniqueEmail('moved');
    await actions(moving, 'Change Email Address');
    const change = page.getByRole('dialog', { name: 'Change Email Address' });
    await expect(change).toContainText(moving.email);
    await change.getByRole('textbox', { name: /New e-mail address/ }).fill(newEmail);
    await checkA11y();
    await change.getByRole('button', { name: 'Change Email Address' }).click();
    const sure = page.getByRole('dialog', { name: 'Please Confirm' });
    await expect(sure).toContainText(
      `Change the e-mail address of ${name(moving)} from ${moving.email} to ${newEmail}?`,
    );
    await sure.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`The e-mail address of ${name(moving)} is now ${newEmail}.`)).toBeVisible();
    await expect(change).toBeHidden();
    await expect(users.getByRole('row').filter({ hasText: name(moving) })).toContainText(newEmail);
    expect(
      await sql(serverName, 'SELECT lower(user_name) AS email FROM users WHERE id = $1', [moving.userId]),
    ).toEqual([{ email: newEmail.toLowerCase() }]);
  });
});
