import type { Locator, Page } from '@playwright/test';
import { ROLE_ACTION } from '@registry/domain';
import { demoOrganizations } from '../../../apps/server/src/db/seeds/demo.js';
import { createUser, demoEmail, sql, type TestUser } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Every grid on a phone (issue 21): at 390 px no page that lists records scrolls sideways, and every
 * action of every row (its buttons, links and checkboxes) lies wholly within the window's width, on each
 * page that shows a grid or a list of the kind: the five record tabs of the profile, the message and
 * notification inboxes, a director's Staff Requests and an administrator's Create Alert (the same code
 * in every tenant: al), and tn's own Training and Feedback Received. The pages are reached as a user
 * moves between them (tab links, the header's inbox links), one sign-in per account.
 */

const PHONE = { width: 390, height: 844 };

/** One row of each kind of list: a grid's row or card, a staff request, an inbox row, a feedback item. */
const ROWS = ['grid-row', 'staff-request', 'inbox-row', 'feedback-item']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

interface Reach {
  /** The page's document is wider than its window (it would scroll sideways). */
  overflow: number;
  rows: number;
  /** The actions on screen (of a size: not hidden), and those not wholly within the window's width. */
  actions: number;
  outside: { name: string; left: number; right: number }[];
}

/** Where the page's rows and their actions lie, as the user's window shows them. */
async function reach(page: Page): Promise<Reach> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const rows = Array.from(document.querySelectorAll(selector));
    const controls = rows
      .flatMap((row) => Array.from(row.querySelectorAll('button, a[href], input[type="checkbox"]')))
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
        return { name, left: box.left, right: box.right, shown: box.width > 0 && box.height > 0 };
      })
      .filter((control) => control.shown);
    return {
      overflow: document.documentElement.scrollWidth - width,
      rows: rows.length,
      actions: controls.length,
      outside: controls
        .filter((control) => control.left < 0 || control.right > width)
        .map(({ name, left, right }) => ({ name, left, right })),
    };
  }, ROWS);
}

/** The page shows its heading and at least one row; nothing scrolls sideways; every action is in reach. */
async function expectInReach(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator(ROWS).first()).toBeVisible();
  // The rows settle (a grid's page and its summary arrive apart) before they are measured.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await reach(page);
  expect(found.overflow, `${heading}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(found.rows, `${heading}: rows`).toBeGreaterThan(0);
  expect(found.actions, `${heading}: row actions`).toBeGreaterThan(0);
  expect(found.outside, `${heading}: row actions beyond the window's width`).toEqual([]);
}

/** How many lines of its text an element takes. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight);
    return Math.round(node.getBoundingClientRect().height / lineHeight);
  });
}

/**
 * A record on each profile tab, written as an operator (or a feed) would, with long values: an employer
 * whose name is one long word, and an employment at the demo director's organization with a pending
 * staff request, so that the person shows on the director's Staff Requests with their long address.
 */
async function seedRecords(serverName: string, user: TestUser, organizationName: string) {
  const [organization] = await sql<{ id: string }>(
    serverName,
    'SELECT id FROM organizations WHERE lower(name) = lower($1)',
    [organizationName],
  );
  const [employment] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO employment_records (user_id, organization_id, employer_name, is_registry_organization, form_id,
                                     form_version, position_title, employment_type, hours_per_week, start_date)
     VALUES ($1, $2, $3, true, 6, 1, 'Lead Teacher and Curriculum Coordinator', 'full-time', 37.5, '2021-08-02')
     RETURNING id`,
    [user.userId, organization!.id, organizationName],
  );
  await sql(
    serverName,
    `INSERT INTO role_request_actions (employment_record_id, role_name, action_type, comments, user_last_updated)
     VALUES ($1, '100', $2, 'I lead the pre-kindergarten room from August.', $3)`,
    [employment!.id, ROLE_ACTION.Requested, user.userId],
  );
  await sql(
    serverName,
    `INSERT INTO employment_records (user_id, employer_name, form_id, form_version, position_title, start_date,
                                     end_date)
     VALUES ($1, 'KinderhausMontessoriFruehfoerderzentrumGesellschaft', 6, 1, 'Assistant', '2018-01-15',
             '2021-07-30')`,
    [user.userId],
  );
  await sql(
    serverName,
    `INSERT INTO education_records (user_id, form_id, form_version, institution_name, degree_type, field_of_study,
                                    start_date, end_date, completed, credit_hours)
     VALUES ($1, 2, 1, 'University of Alabama at Birmingham', 'bachelors', 'Early Childhood Education',
             '2014-08-20', '2018-05-05', 'completed', 120)`,
    [user.userId],
  );
  await sql(
    serverName,
    `INSERT INTO certification_records (user_id, form_id, form_version, credential_type, credential_name,
                                        issuing_organization, credential_number, issue_date, expiration_date)
     VALUES ($1, 5, 1, 'cda', 'Child Development Associate (CDA) Credential',
             'Council for Professional Recognition', 'CDA-2024-000123456789', '2024-03-01', '2027-03-01')`,
    [user.userId],
  );
  await sql(
    serverName,
    `INSERT INTO community_service_records (user_id, form_id, form_version, organization_name, role_title,
                                            description, start_date, hours)
     VALUES ($1, 3, 1, 'Public Library Story Hour', 'Volunteer Reader',
             'Reads picture books to toddlers on Saturday mornings.', '2022-01-08', 40)`,
    [user.userId],
  );
  await sql(
    serverName,
    `INSERT INTO membership_records (user_id, form_id, form_version, organization_name, membership_type,
                                     member_number, start_date)
     VALUES ($1, 4, 1, 'National Association for the Education of Young Children', 'individual',
             'NAEYC-000987654321', '2020-09-01')`,
    [user.userId],
  );
  // A message from the demo manager in the Inbox and a notification, as the messaging service leaves them.
  const [message] = await sql<{ id: string }>(
    serverName,
    `INSERT INTO messages (sender_id, subject, body, named_recipient_ids, recipient_count)
     SELECT id, 'Your profile checklist for the new program year', '<p>Please review your records.</p>',
            ARRAY[$1::bigint], 1
       FROM users WHERE lower(user_name) = lower($2)
     RETURNING id`,
    [user.userId, demoEmail('manager')],
  );
  await sql(serverName, `INSERT INTO message_boxes (user_id, message_id, folder) VALUES ($1, $2, 'Inbox')`, [
    user.userId,
    message!.id,
  ]);
  await sql(
    serverName,
    `INSERT INTO notifications (user_id, subject, body, route, link_text)
     VALUES ($1, 'Your Staff Level request was sent', '<p>Your request was sent to the director.</p>',
             '/dashboard/profile/employment', 'View Employment')`,
    [user.userId],
  );
}

test.describe('every grid on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test(
    'the record tabs, the inboxes, Staff Requests and Create Alert: no sideways scroll, every row action in reach',
    TENANT_BLIND,
    async ({ page, request, serverName, tenant, demoPassword, checkA11y }) => {
      test.setTimeout(150_000);
      const organization = demoOrganizations(tenant)[0]!;
      const user = await createUser(request, serverName, { prefix: 'phone-grids', completeProfile: true });
      await seedRecords(serverName, user, organization.name);
      // An alert for the administrators' grid that reaches no dashboard (no audience), removed at the end.
      const subject = `Renewal-reminder-for-licensing-and-training-hours ${user.userId}`;
      await sql(
        serverName,
        `INSERT INTO alerts (user_id, form_id, form_version, subject, message, audience, start_date)
       VALUES ($1, 18, 1, $2, '<p>Renew by December 31.</p>', '{}', '2099-01-01')`,
        [user.userId, subject],
      );
      try {
        // The professional: each record tab, moving by the tabs' links.
        await signIn(page, user, { to: '/dashboard/profile/employment' });
        await expectInReach(page, 'Employment');
        // The rows are cards: the employment at the director's organization, its actions as buttons.
        const employment = page.getByRole('article', { name: organization.name });
        await expect(employment.getByRole('button', { name: `Edit ${organization.name}` })).toHaveText(
          'Edit',
        );
        await expect(employment).toContainText('Staff Level: Requested');
        await checkA11y();
        // A list in a dialog is laid out as the grids are: the role request history, a card per action.
        await employment.getByRole('button', { name: `History ${organization.name}` }).click();
        const history = page.getByRole('dialog', { name: `Role Request History for ${organization.name}` });
        const requested = history.getByRole('article', { name: 'Staff Level' });
        await expect(requested).toContainText('Requested');
        await expect(requested).toContainText('I lead the pre-kindergarten room from August.');
        expect((await reach(page)).overflow, 'the history scrolls sideways').toBeLessThanOrEqual(0);
        await history.getByRole('button', { name: 'Close' }).first().click();
        await expect(history).toBeHidden();
        // The filters open below their button, still within the width; sorting is a select.
        const filters = page.getByRole('button', { name: 'Filters' });
        await filters.click();
        await expect(page.getByRole('search', { name: /^Filter / })).toBeVisible();
        expect((await reach(page)).overflow, 'the opened filters scroll sideways').toBeLessThanOrEqual(0);
        await filters.click();
        await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();

        const tabs = page.getByRole('navigation', { name: 'Profile sections' });
        for (const [link, heading] of [
          ['3. Education', 'Education'],
          ['4. Certification/Credential', 'Certification/Credential'],
          ['5. Community Service', 'Community Service'],
          ['6. Membership', 'Membership'],
        ] as const) {
          await tabs.getByRole('link', { name: link }).click();
          await expectInReach(page, heading);
        }
        // The inboxes, from the header's links.
        await page.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
        await expectInReach(page, 'Messages');
        await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
        await expectInReach(page, 'Notifications');

        // The director: the professional's request, the long address wrapped at its punctuation.
        await signIn(
          page,
          { email: demoEmail('director'), password: demoPassword },
          { to: '/dashboard/staff-requests' },
        );
        await expectInReach(page, 'Staff Requests');
        const requestCard = page.getByRole('article', { name: `${user.firstName} ${user.lastName}` }).filter({
          hasText: user.email,
        });
        await expect(requestCard.getByRole('button', { name: /^Approve the request of/ })).toBeVisible();
        await expect(requestCard.getByRole('button', { name: /^Reject the request of/ })).toBeVisible();
        const address = requestCard.getByText(user.email, { exact: true });
        expect(
          await linesOf(address),
          'the address wraps at its punctuation, not a letter a line',
        ).toBeLessThanOrEqual(4);
        await checkA11y();

        // An administrator: Create Alert.
        await signIn(
          page,
          { email: demoEmail('admin'), password: demoPassword },
          { to: '/dashboard/alerts' },
        );
        await expectInReach(page, 'Create Alert');
      } finally {
        await sql(serverName, 'DELETE FROM alerts WHERE subject = $1', [subject]);
      }
    },
  );

  test('tn: Training and Feedback Received: no sideways scroll, every row action in reach', async ({
    page,
    request,
    serverName,
    tenant,
    demoPassword,
  }) => {
    test.skip(tenant.code !== 'tn', 'Training and Feedback Received are tn’s pages');
    const user = await createUser(request, serverName, { prefix: 'phone-grids', completeProfile: true });
    await sql(
      serverName,
      `INSERT INTO training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor,
                                     core_knowledge_area, delivery_method, sent_via_api, verified)
       SELECT $1, 7, 1, 'Responsive Caregiving for Infants and Toddlers, Part ' || n, date '2025-01-01' + n, 1.5,
              'Tennessee Early Childhood Training Alliance', 'child-development', 'classroom', true, n % 2 = 0
         FROM generate_series(1, 7) AS n`,
      [user.userId],
    );
    await sql(
      serverName,
      `INSERT INTO feedback (user_id, form_id, form_version, topic, message, may_contact)
       VALUES ($1, 32, 1, 'Suggestion', 'Please let me search trainings by county: https://registry.example/trainings?county=Davidson', '{yes}')`,
      [user.userId],
    );

    await signIn(page, user, { to: '/dashboard/training' });
    await expectInReach(page, 'Training');
    // Seven records: the pager is there, within the width.
    await expect(page.getByRole('navigation', { name: /: pages$/ })).toBeVisible();
    // The Master Training Record's hours by area and their total, within the width too.
    const master = page.getByTestId('master-training-record');
    await master.getByRole('button', { name: /View/ }).click();
    await expect(master.getByRole('row', { name: /^Total/ })).toContainText('10.5');
    expect((await reach(page)).overflow, 'the master training record scrolls sideways').toBeLessThanOrEqual(
      0,
    );

    await signIn(page, { email: demoEmail('admin'), password: demoPassword }, { to: '/dashboard/feedback' });
    await expectInReach(page, 'Feedback Received');
  });
});
