import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import type { HubSocket, OpenHub } from './hub-context';

/** A socket the test drives: what the app emitted, and events as the hub would send them. */
function fakeHub() {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const managerListeners: (() => void)[] = [];
  const emitted: unknown[][] = [];
  let token: string | null = null;
  const socket: HubSocket = {
    connected: false,
    on: (event: string, listener: (...args: never[]) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as (...args: unknown[]) => void]);
    },
    emit: (...args) => {
      emitted.push(args);
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)(answers.shift() ?? { ok: true });
    },
    disconnect: () => {
      emitted.push(['disconnect']);
    },
    io: { on: (_event, listener) => void managerListeners.push(listener) },
  };
  const answers: unknown[] = [];
  const open: OpenHub = (currentToken) => {
    token = currentToken();
    return socket;
  };
  return {
    open,
    emitted,
    answers,
    token: () => token,
    send(event: string, payload: unknown = {}) {
      act(() => {
        if (event === 'connect') socket.connected = true;
        for (const listener of listeners.get(event) ?? []) listener(payload);
      });
    },
    failReconnecting() {
      act(() => managerListeners.forEach((listener) => listener()));
    },
  };
}

describe('the hub client (spec 3 §7, §8)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('joins its own group, refreshes the badge when a message arrives, and leaves on logout', async () => {
    const token = storeSession({ userId: 7, role: '100' });
    const state = { unread: 0 };
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'POST /api/message/count': () => ({ body: { total: state.unread } }),
      'POST /api/notification/count': () => ({ body: { total: 0 } }),
      'POST /api/notification/list': () => ({ body: [] }),
      'POST /api/auth/logout': { body: {} },
    });
    const hub = fakeHub();
    renderAppAt('/', { openHub: hub.open });
    const nav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await within(await waitFor(nav)).findByRole('link', { name: 'Messages, 0 unread' });
    // The hub's code loads once someone is signed in.
    await waitFor(() => expect(hub.token()).toBe(token));
    hub.send('connect');
    expect(hub.emitted[0]?.slice(0, 2)).toEqual(['JoinUserGroup', 7]);

    state.unread = 4;
    hub.send('MessageReceived', { messageId: 99 });
    expect(await within(nav()).findByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();

    fireEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(hub.emitted.at(-1)).toEqual(['disconnect']));
    expect(hub.emitted.some((call) => call[0] === 'LeaveUserGroup' && call[1] === 7)).toBe(true);
  });

  it('reloads the dashboard alerts when the hub says they changed (an administrator wrote one)', async () => {
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
    const state = { alerts: [] as unknown[] };
    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '100' }) },
      'GET /api/alert': () => ({ body: { alerts: state.alerts } }),
      'POST /api/message/count': { body: { total: 0 } },
      'POST /api/notification/count': { body: { total: 0 } },
      'POST /api/notification/list': { body: [] },
    });
    const hub = fakeHub();
    renderAppAt('/dashboard', { openHub: hub.open });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    await waitFor(() => expect(hub.token()).not.toBeNull());
    hub.send('connect');
    expect(screen.queryByTestId('dashboard-alert')).toBeNull();
    state.alerts = [{ alertId: 3, subject: 'Storm closures', message: null, dismissible: true }];
    hub.send('AlertsChanged');
    expect((await screen.findByTestId('dashboard-alert')).textContent).toBe('Storm closures');
  });

  it('says so when reconnecting failed 5 times while signed in, and toasts a refused invoke', async () => {
    storeSession({ userId: 7, role: '100' });
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'POST /api/message/count': { body: { total: 0 } },
      'POST /api/notification/count': { body: { total: 0 } },
      'POST /api/notification/list': { body: [] },
    });
    const hub = fakeHub();
    hub.answers.push({ error: 'You can join only your own group.' });
    renderAppAt('/', { openHub: hub.open });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(hub.token()).not.toBeNull());
    hub.send('connect');
    expect(await screen.findByText('You can join only your own group.')).toBeTruthy();
    hub.failReconnecting();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A network problem occurred. Please refresh your browser.')).toBeTruthy();
  });
});
