import { createUserWithRole, sql } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Messages and notifications in two browsers (issue 10; spec 2 "Message inbox", "Notification inbox",
 * §4, §5, §8; spec 1 §2 bell and envelope): a manager writes, the professional's envelope rises and the
 * message comes on top of their Inbox without a reload, through the real-time hub.
 */

test.describe('messages and notifications', TENANT_BLIND, () => {
  test('a message sent in one browser arrives live in the other; compose rules, folders and axe', async ({
    page,
    browser,
    request,
    serverName,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const reader = await createUserWithRole(request, serverName, '100', {
      prefix: 'messages-100',
      lastName: `Reader${suffix}`,
    });
    const writer = await createUserWithRole(request, serverName, '400', {
      prefix: 'messages-400',
      lastName: `Writer${suffix}`,
    });

    // The professional, on their (empty) Inbox.
    await signIn(page, reader, { to: '/dashboard/messages' });
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('No Messages')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Messages, 0 unread' })).toBeVisible();
    await checkA11y();

    // The manager, in a browser of their own.
    const other = await browser.newContext();
    const writerPage = await other.newPage();
    await signIn(writerPage, writer, { to: '/dashboard/messages' });
    await writerPage.getByRole('button', { name: 'Compose' }).click();
    const compose = writerPage.getByRole('dialog', { name: 'New Message' });
    await expect(compose).toBeVisible();
    // The editor's code arrives with the form; the user sees it before they act.
    await expect(compose.getByRole('textbox', { name: /^Message/ })).toBeVisible();

    // Compose's rules (spec 2 §5): a recipient first; an empty subject and body are asked about.
    await compose.getByRole('button', { name: 'Send' }).click();
    const noRecipient = writerPage.getByRole('dialog', { name: 'Error' });
    await expect(noRecipient).toContainText('No recipient selected');
    await noRecipient.getByRole('button', { name: 'OK' }).click();
    const to = compose.getByRole('combobox', { name: 'To' });
    await to.fill('R');
    await expect(
      writerPage.getByText('At least two characters are required for search').first(),
    ).toBeVisible();
    await to.fill(`Reader${suffix}`);
    await writerPage.getByRole('option', { name: new RegExp(`Reader${suffix}`) }).click();
    await compose.getByRole('button', { name: 'Send' }).click();
    const emptySubject = writerPage.getByRole('dialog').filter({
      hasText: 'Are you sure you send a message with an empty subject?',
    });
    await expect(emptySubject).toBeVisible();
    await emptySubject.getByRole('button', { name: 'Cancel' }).click();
    await compose.getByRole('textbox', { name: 'Subject' }).fill(`Staff meeting ${suffix}`);
    await compose.getByRole('textbox', { name: /^Message/ }).click();
    await writerPage.keyboard.type('Please come on Friday at 3.');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(writerPage.getByText('Your message was sent successfully.')).toBeVisible();
    await expect(compose).toBeHidden();

    // The professional's envelope rises and the message is on top of the Inbox, without a reload.
    await expect(nav.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible({ timeout: 10_000 });
    const list = page.getByRole('table', { name: 'Messages in Inbox' });
    await expect(list.getByRole('row').nth(1)).toContainText(`Staff meeting ${suffix}`);
    await expect(page.getByText('No Messages')).toBeHidden();

    // Opened: the body, read (the badge falls); Reply is there (no group).
    await list.getByRole('button', { name: `Open Staff meeting ${suffix}` }).click();
    const view = page.getByRole('dialog', { name: `Staff meeting ${suffix}` });
    await expect(view).toContainText('Please come on Friday at 3.');
    await expect(view).toContainText(`Writer${suffix}`);
    await expect(view.getByRole('button', { name: 'Reply', exact: true })).toBeEnabled();
    await checkA11y();
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(nav.getByRole('link', { name: 'Messages, 0 unread' })).toBeVisible();

    // Archive: the Inbox empties, the Archive folder holds it.
    await list.getByRole('checkbox', { name: `Select Staff meeting ${suffix}` }).check();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('No Messages')).toBeVisible();
    await page.getByRole('button', { name: /^Folder/ }).click();
    await page.getByRole('menuitemradio', { name: 'Archive' }).click();
    await expect(page.getByRole('table', { name: 'Messages in Archive' })).toContainText(
      `Staff meeting ${suffix}`,
    );

    // A compose closed with content asks first.
    await writerPage.getByRole('button', { name: 'Compose' }).click();
    await writerPage
      .getByRole('dialog', { name: 'New Message' })
      .getByRole('textbox', { name: 'Subject' })
      .fill('Draft');
    await writerPage.keyboard.press('Escape');
    await expect(writerPage.getByText('Are you sure you want to close without sending?')).toBeVisible();
    await other.close();
  });

  test('a notification opens in its modal and its button goes to its route', async ({
    page,
    request,
    serverName,
    checkA11y,
  }) => {
    const reader = await createUserWithRole(request, serverName, '100', {
      prefix: 'messages-100',
      lastName: 'Notified',
    });
    await sql(
      serverName,
      `INSERT INTO notifications (user_id, subject, body, route, link_text)
       VALUES ($1, 'Your Staff Level request was approved',
               '<p>Your request for the Staff Level role was approved.</p>', '/dashboard/profile/employment',
               'View Employment')`,
      [reader.userId],
    );
    await signIn(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    const list = page.getByRole('table', { name: 'Notifications in Inbox' });
    await list.getByRole('button', { name: 'Open Your Staff Level request was approved' }).click();
    const view = page.getByRole('dialog', { name: 'Your Staff Level request was approved' });
    await expect(view).toContainText('Your request for the Staff Level role was approved.');
    await checkA11y();
    await view.getByRole('button', { name: 'View Employment' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/employment$/);
    await expect(nav.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();
  });
});
