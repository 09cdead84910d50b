import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../features/messages/query-keys';
import { notificationOf } from '../../features/messages/test-data';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
/** The desktop navigation once the page is there. */
async function nav() {
  await screen.findByRole('heading', { level: 1 });
  return mainNav();
}

/** A server whose unread counts (Inbox, Unread) and newest notification the test sets. */
function inboxServer(state: { messages: number; notifications: number; newest: unknown[] }) {
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    'POST /api/message/count': (call) => {
      const { folder, filter } = call.body as { folder: string; filter: string };
      return { body: { total: folder === 'Inbox' && filter === 'Unread' ? state.messages : 0 } };
    },
    'POST /api/notification/count': () => ({ body: { total: state.notifications } }),
    'POST /api/notification/list': () => ({ body: state.newest }),
  });
}

describe('the bell and the envelope (spec 1 §2)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('link to the inboxes, with the unread counts as badges and in their names', async () => {
    storeSession({ role: '100' });
    inboxServer({ messages: 3, notifications: 12, newest: [] });
    renderAppAt('/');
    const bell = await within(await nav()).findByRole('link', { name: 'Notifications, 12 unread' });
    const envelope = within(mainNav()).getByRole('link', { name: 'Messages, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
    expect(envelope.getAttribute('href')).toBe('/dashboard/messages');
    expect(bell.textContent).toBe('12');
    expect(envelope.textContent).toBe('3');
  });

  it('are not there for a visitor, nor for a role without the claims', async () => {
    inboxServer({ messages: 3, notifications: 1, newest: [] });
    const visitor = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).queryByRole('link', { name: /^Messages/ })).toBeNull();
    visitor.unmount();

    storeSession({ role: '100', claims: ['dashboard', 'profile'] });
    const server = inboxServer({ messages: 3, notifications: 1, newest: [] });
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(server.called('POST', '/api/message/count')).toHaveLength(0);
  });

  it('ask the counts again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession({ role: '100' });
    const state = { messages: 1, notifications: 0, newest: [] };
    inboxServer(state);
    renderAppAt('/');
    await within(await nav()).findByRole('link', { name: 'Messages, 1 unread' });
    state.messages = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await within(mainNav()).findByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();
  });

  it('toast a notification newer than those there at sign-in', async () => {
    storeSession({ role: '100' });
    const state = { messages: 0, notifications: 1, newest: [notificationOf(4)] as unknown[] };
    const server = inboxServer(state);
    const app = renderAppAt('/');
    await within(await nav()).findByRole('link', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(server.called('POST', '/api/notification/list')).toHaveLength(1));
    // What is there at sign-in is not news.
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    state.newest = [notificationOf(5, { subject: 'Your account is confirmed' })];
    state.notifications = 2;
    // As the minute's poll (or, later, the hub) does.
    await act(() => app.queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(toasts.textContent).toContain('New Notification');
    expect(toasts.textContent).toContain('Your account is confirmed');
    expect(await within(mainNav()).findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});
