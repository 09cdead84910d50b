import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification } from '@registry/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { inboxHandlers, notificationOf } from './test-data';

function openNotifications(rows: TNotification[]) {
  storeSession({ role: '100' });
  const server = fakeApi({
    'GET /api/accounts': { body: profileOf() },
    'POST /api/notification/action': (call) => ({
      body: { updated: (call.body as { notificationIds: number[] }).notificationIds.length },
    }),
    ...inboxHandlers({ count: '/api/notification/count', list: '/api/notification/list' }, (folder, filter) =>
      rows.filter(
        (row) =>
          row.folder === folder && (filter === 'None' || (filter === 'Starred' ? row.starred : !row.read)),
      ),
    ),
  });
  const app = renderAppAt('/dashboard/notifications');
  return { server, app };
}

const actions = (server: ReturnType<typeof fakeApi>) =>
  server.called('POST', '/api/notification/action').map((call) => call.body);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the notification inbox', () => {
  it('lists the notifications, with no Compose, Delete or Sent', async () => {
    openNotifications([notificationOf(2), notificationOf(1, { read: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Notifications in Inbox' });
    const rows = within(table).getAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('inbox-preview').textContent).toBe('Body of notice 2');
    expect(within(table).queryByTestId('inbox-party')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compose' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Folder:/ }));
    expect((await screen.findAllByRole('menuitemradio')).map((item) => item.textContent)).toEqual([
      'Inbox',
      'Archive',
    ]);
  });

  it("says 'No Notifications' when the folder is empty", async () => {
    openNotifications([]);
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe('No Notifications');
  });

  it('marks read, marks unread and archives the selected notifications', async () => {
    const { server } = openNotifications([notificationOf(3), notificationOf(2), notificationOf(1)]);
    await screen.findByRole('table', { name: 'Notifications in Inbox' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Notice 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Notice 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(actions(server)).toEqual([{ action: 'Read', notificationIds: [3, 1] }]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Notice 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(actions(server).at(-1)).toEqual({ action: 'Archive', notificationIds: [2] }));
  });

  it('opening one marks it read and shows its subject and cleaned body', async () => {
    const { server } = openNotifications([
      notificationOf(5, {
        subject: 'Your account is confirmed',
        body: '<p>Welcome &amp; thanks</p><script>x()</script>',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Your account is confirmed' }));
    const modal = await screen.findByRole('dialog', { name: 'Your account is confirmed' });
    await waitFor(() => expect(modal.textContent).toContain('Welcome & thanks'));
    expect(modal.querySelector('script')).toBeNull();
    // Without a route, no button but Close.
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await waitFor(() => expect(actions(server)).toEqual([{ action: 'Read', notificationIds: [5] }]));
  });

  it('has a button with the link text that goes to the notification’s route', async () => {
    const { server, app } = openNotifications([
      notificationOf(6, {
        read: true,
        subject: 'Your Staff Level request was approved',
        route: '/dashboard/profile/employment',
        linkText: 'View Employment',
      }),
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open Your Staff Level request was approved' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Your Staff Level request was approved' });
    // Already read: nothing to mark.
    expect(actions(server)).toEqual([]);
    fireEvent.click(within(modal).getByRole('button', { name: 'View Employment' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/employment'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /request was approved/ })).toBeNull());
  });

  it('offers no button for a route out of the app', async () => {
    openNotifications([notificationOf(7, { route: 'https://example.org/', linkText: 'Leave' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Notice 7' }));
    const modal = await screen.findByRole('dialog', { name: 'Notice 7' });
    expect(within(modal).queryByRole('button', { name: 'Leave' })).toBeNull();
  });
});
