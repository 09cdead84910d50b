import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMessage } from '@registry/contracts';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { inboxHandlers, messageOf } from './test-data';

const PATHS = { count: '/api/message/count', list: '/api/message/list' };

/** The messages page over `rows` (each folder's own; a filter keeps the starred or unread ones). */
function openInbox(rows: TMessage[], extra: Record<string, FakeHandler> = {}) {
  storeSession({ role: '100' });
  const server = fakeApi({
    'GET /api/accounts': { body: profileOf() },
    'POST /api/message/action': (call) => ({
      body: { updated: (call.body as { messageIds: number[] }).messageIds.length },
    }),
    ...inboxHandlers(PATHS, (folder, filter) =>
      rows.filter(
        (row) =>
          row.folder === folder && (filter === 'None' || (filter === 'Starred' ? row.starred : !row.read)),
      ),
    ),
    ...extra,
  });
  const app = renderAppAt('/dashboard/messages');
  return { server, app };
}

const table = () => screen.findByRole('table', { name: /^Messages in/ });
const actions = (server: ReturnType<typeof fakeApi>) =>
  server.called('POST', '/api/message/action').map((call) => call.body);
const lastList = (server: ReturnType<typeof fakeApi>) =>
  server.called('POST', '/api/message/list').at(-1)!.body;

async function choose(menuButton: RegExp, item: string) {
  fireEvent.click(screen.getByRole('button', { name: menuButton }));
  fireEvent.click(await screen.findByRole('menuitemradio', { name: item }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  window.innerWidth = 1024;
});

describe('the message inbox: the list', () => {
  it('shows the title and instruction, each row’s sender, subject, preview and date, unread rows marked', async () => {
    openInbox([messageOf(2), messageOf(1, { read: true })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const rows = within(await table()).getAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('inbox-party').textContent).toBe('Dana Director');
    expect(within(rows[0]!).getByRole('button', { name: 'Open Subject 2' })).toBeTruthy();
    expect(within(rows[0]!).getByTestId('inbox-preview').textContent).toBe('Body of message 2');
    // al's zone is Central: 15:05 UTC is 9:05 AM.
    expect(rows[0]!.textContent).toContain('Nov 24, 2026, 9:05 AM');
    expect(rows[0]!.textContent).toContain('(Unread)');
    expect(rows[0]!.getAttribute('data-read')).toBe('false');
    expect(rows[1]!.textContent).not.toContain('(Unread)');
    // Five rows or fewer: no pager, the range said only to screen readers.
    expect(screen.queryByRole('navigation', { name: 'Messages: pages' })).toBeNull();
    expect(screen.getByTestId('inbox-range').textContent).toBe('Displaying 1 through 2 of 2');
  });

  it("shows 'Error' for a row without a usable name, and the recipients in Sent", async () => {
    openInbox([
      messageOf(3, { fromUser: { id: '', name: null, email: null } }),
      messageOf(2, {
        folder: 'Sent',
        fromUser: { id: '7', name: 'Pat Lee', email: null },
        recipients: [
          { id: '41', name: 'Dana Director', email: null },
          { id: '52', name: 'Sam Staff', email: null },
        ],
      }),
      messageOf(1, { folder: 'Sent', recipients: [{ id: '60', name: null, email: null }] }),
    ]);
    const first = within(await table()).getByTestId('inbox-row');
    expect(within(first).getByTestId('inbox-party').textContent).toBe('Error');
    await choose(/^Folder:/, 'Sent');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Messages in Sent' })).toBeTruthy());
    await waitFor(() => expect(screen.getAllByTestId('inbox-party')).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'To' })).toBeTruthy();
    expect(screen.getAllByTestId('inbox-party').map((cell) => cell.textContent)).toEqual([
      'Dana Director, Sam Staff',
      'Error',
    ]);
  });

  it("says 'No Messages' when the folder is empty", async () => {
    openInbox([]);
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe('No Messages');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    [800, 100],
    [1200, 180],
    [1600, 250],
  ])('at %ipx wide previews %i characters of the body', async (width, length) => {
    window.innerWidth = width;
    openInbox([messageOf(1, { body: `<p>${'x'.repeat(400)}</p>` })]);
    const preview = within(await table()).getByTestId('inbox-preview');
    expect(preview.textContent).toBe(`${'x'.repeat(length)}…`);
  });

  it('follows a resize of the window', async () => {
    openInbox([messageOf(1, { body: `<p>${'x'.repeat(400)}</p>` })]);
    const preview = within(await table()).getByTestId('inbox-preview');
    expect(preview.textContent).toHaveLength(181);
    window.innerWidth = 900;
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(preview.textContent).toHaveLength(101));
  });
});

describe('the message inbox: the toolbar', () => {
  const five = () => [5, 4, 3, 2, 1].map((id) => messageOf(id));

  it('marks read, marks unread, archives and deletes the selected messages', async () => {
    const { server } = openInbox(five());
    await table();
    const select = (subject: string) =>
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${subject}` }));
    const act = async (name: string) => {
      const before = actions(server).length;
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(actions(server)).toHaveLength(before + 1));
      return actions(server).at(-1);
    };
    // Nothing selected: the actions wait.
    expect(screen.getByRole('button', { name: 'Mark Read' })).toHaveProperty('disabled', true);
    select('Subject 4');
    select('Subject 2');
    expect(await act('Mark Read')).toEqual({ action: 'Read', messageIds: [4, 2] });
    // Done, the selection is cleared.
    expect(screen.getByRole('checkbox', { name: 'Select Subject 4' })).toHaveProperty('checked', false);
    select('Subject 5');
    expect(await act('Mark Unread')).toEqual({ action: 'Unread', messageIds: [5] });
    select('Subject 3');
    expect(await act('Archive')).toEqual({ action: 'Archive', messageIds: [3] });
    select('Subject 1');
    expect(await act('Delete')).toEqual({ action: 'Delete', messageIds: [1] });
    expect(screen.queryByRole('button', { name: 'Inbox' })).toBeNull();
  });

  it('moves from the Archive back to the Inbox, and in Sent offers only Delete', async () => {
    const { server } = openInbox([
      messageOf(9, { folder: 'Archive' }),
      messageOf(8, { folder: 'Sent', read: true }),
    ]);
    await screen.findByText('No Messages');
    await choose(/^Folder:/, 'Archive');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Subject 9' }));
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inbox' }));
    await waitFor(() => expect(actions(server)).toEqual([{ action: 'Unarchive', messageIds: [9] }]));

    await choose(/^Folder:/, 'Sent');
    await screen.findByRole('checkbox', { name: 'Select Subject 8' });
    for (const name of ['Mark Read', 'Mark Unread', 'Archive', 'Inbox'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('selects the whole page with the tri-state checkbox', async () => {
    const { server } = openInbox(five());
    await table();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Subject 3' }));
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(actions(server)).toEqual([{ action: 'Read', messageIds: [5, 4, 3, 2, 1] }]));
    fireEvent.click(all);
    fireEvent.click(all);
    expect(all.checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('false');
  });

  it('stars and unstars a row', async () => {
    const { server } = openInbox([messageOf(2, { starred: true }), messageOf(1)]);
    await table();
    const star1 = screen.getByRole('button', { name: 'Star Subject 1' });
    expect(star1.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Star Subject 2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star1);
    fireEvent.click(screen.getByRole('button', { name: 'Star Subject 2' }));
    await waitFor(() =>
      expect(actions(server)).toEqual([
        { action: 'Star', messageIds: [1] },
        { action: 'Unstar', messageIds: [2] },
      ]),
    );
  });

  it('filters, and a change of folder resets the filter to None', async () => {
    const { server } = openInbox([messageOf(2, { starred: true }), messageOf(1)]);
    await table();
    await choose(/^Filter:/, 'Starred');
    await waitFor(() => expect(lastList(server)).toMatchObject({ folder: 'Inbox', filter: 'Starred' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Filter:/ }).textContent).toBe('Filter: Starred');
    await choose(/^Folder:/, 'Archive');
    await waitFor(() => expect(lastList(server)).toMatchObject({ folder: 'Archive', filter: 'None' }));
    expect(screen.getByRole('button', { name: /^Filter:/ }).textContent).toBe('Filter: None');
    expect(screen.getByRole('button', { name: /^Folder:/ }).textContent).toBe('Folder: Archive');
    expect(
      server.called('POST', '/api/message/count').some((call) => {
        const body = call.body as { folder: string; filter: string };
        return body.folder === 'Archive' && body.filter === 'None';
      }),
    ).toBe(true);
  });

  it('ignores a failed action silently (spec 2 §8)', async () => {
    const { server } = openInbox([messageOf(1)], {
      'POST /api/message/action': { status: 500, body: 'boom' },
    });
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Subject 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.called('POST', '/api/message/action')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});

describe('the message inbox: the pager (spec 2 §9)', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => messageOf(count - index));
  const sizes = () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    return screen.getAllByRole('option').map((option) => option.textContent);
  };

  it.each([
    [6, ['5', '25']],
    [25, ['5', '25']],
    [26, ['5', '25', '50']],
    [51, ['5', '25', '50', '100']],
  ])('with %i messages offers the page sizes %j', async (total, expected) => {
    openInbox(many(total));
    await table();
    expect(await screen.findByRole('navigation', { name: 'Messages: pages' })).toBeTruthy();
    expect(sizes()).toEqual(expected);
  });

  it('pages 5 at a time, at most 5 page links, and says which rows are displayed', async () => {
    const { server } = openInbox(many(42));
    await table();
    expect(lastList(server)).toMatchObject({ from: 1, to: 5 });
    expect(screen.getByTestId('inbox-range').textContent).toBe('Displaying 1 through 5 of 42');
    const pager = screen.getByRole('navigation', { name: 'Messages: pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-range').textContent).toBe('Displaying 41 through 42 of 42'),
    );
    expect(lastList(server)).toMatchObject({ from: 41, to: 45 });
    expect(screen.getAllByTestId('inbox-row')).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-range').textContent).toBe('Displaying 1 through 25 of 42'),
    );
  });
});

describe('the message inbox: an open message', () => {
  it('opened outside Sent is marked read; Mark Unread marks it unread again and closes it', async () => {
    const { server } = openInbox([
      messageOf(1, { body: '<p>Hello <strong>there</strong></p><img src=x onerror="alert(1)">' }),
    ]);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open Subject 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(modal.textContent).toContain('Dana Director (dana@example.org)');
    expect(modal.textContent).toContain('Pat Lee');
    // The body shows once the sanitizer has loaded (lib/use-sanitizer).
    await waitFor(() => expect(modal.querySelector('strong')?.textContent).toBe('there'));
    expect(modal.querySelector('img')).toBeNull();
    await waitFor(() => expect(actions(server)).toEqual([{ action: 'Read', messageIds: [1] }]));
    fireEvent.click(within(modal).getByRole('button', { name: 'Mark Unread' }));
    await waitFor(() => expect(actions(server).at(-1)).toEqual({ action: 'Unread', messageIds: [1] }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subject 1' })).toBeNull());
  });

  it('opened in Sent is not marked read, and has no Mark Unread', async () => {
    const { server } = openInbox([messageOf(4, { folder: 'Sent', read: false })]);
    await screen.findByText('No Messages');
    await choose(/^Folder:/, 'Sent');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Subject 4' }));
    const modal = await screen.findByRole('dialog', { name: 'Subject 4' });
    expect(within(modal).queryByRole('button', { name: 'Mark Unread' })).toBeNull();
    expect(actions(server)).toEqual([]);
  });

  it('to a distribution group: Reply and Reply All are disabled', async () => {
    openInbox([
      messageOf(1, {
        toGroup: true,
        recipients: [{ id: 'ALL-100', name: 'All ECE Professionals', email: null }],
        recipientCount: 1500,
      }),
    ]);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open Subject 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(modal.textContent).toContain('All ECE Professionals');
    expect(within(modal).getByRole('button', { name: 'Reply' })).toHaveProperty('disabled', true);
    expect(within(modal).getByRole('button', { name: 'Reply All' })).toHaveProperty('disabled', true);
  });

  it("Reply All opens 'Compose Reply' to the sender and the others, 'RE: ' the subject, and sends it as a reply", async () => {
    const { server } = openInbox(
      [
        messageOf(1, {
          read: true,
          recipients: [
            { id: '7', name: 'Pat Lee', email: null },
            { id: '52', name: 'Sam Staff', email: null },
          ],
        }),
      ],
      { 'POST /api/message/send': { body: { messageId: 2, recipientCount: 2 } } },
    );
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Open Subject 1' }));
    const view = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(within(view).getByRole('button', { name: 'Reply' })).toHaveProperty('disabled', false);
    fireEvent.click(within(view).getByRole('button', { name: 'Reply All' }));
    const compose = await screen.findByRole('dialog', { name: 'Compose Reply' });
    expect(
      within(compose)
        .getAllByRole('button', { name: /Director|Staff/ })
        .map((chip) => chip.textContent),
    ).toEqual(['Dana Director', 'Sam Staff']);
    expect((within(compose).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'RE: Subject 1',
    );
    fireEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    // The body is empty: asked first.
    const confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(confirm.textContent).toContain('Are you sure you send a message with an empty body?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.called('POST', '/api/message/send')).toHaveLength(1));
    expect(server.called('POST', '/api/message/send')[0]!.body).toEqual({
      subject: 'RE: Subject 1',
      body: '',
      recipients: ['41', '52'],
      replyToMessageId: 1,
    });
    expect(await screen.findByText('Your message was sent successfully.')).toBeTruthy();
  });
});
