import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type RecordedCall } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { FEEDBACK_PAGE_SIZE } from './feedback-list-page';

const ADMIN_CLAIMS = ['dashboard', 'profile', 'feedback.read'];

function item(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    createdAt: '2026-11-24T15:05:00.000Z',
    topic: 'Suggestion',
    message: `Message ${id}`,
    mayContact: id % 2 === 0,
    sender: { userId: 40 + id, name: `Sender ${id}`, email: `sender${id}@example.org` },
    ...overrides,
  };
}

/** The server's answer for positions from..to of `total` messages. */
function page(call: RecordedCall, total: number) {
  const from = Number(call.query.get('from'));
  const to = Math.min(Number(call.query.get('to')), total);
  return { body: { total, items: Array.from({ length: to - from + 1 }, (_, i) => item(from + i)) } };
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Feedback Received', () => {
  it("lists what was sent, newest first, with the sender, the time in the tenant's zone and a link to the message", async () => {
    storeSession({ role: '500', claims: ADMIN_CLAIMS });
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '500' }) },
      'GET /api/feedback': (call) => page(call, 2),
    });
    renderAppAt('/dashboard/feedback', { tenant: 'tn' });
    const list = await screen.findByRole('list', { name: 'Feedback received' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Suggestion' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('From Sender 1 (sender1@example.org)');
    // tn's time zone is Central: 15:05 UTC is 9:05 AM.
    expect(items[0]!.textContent).toContain('Sent Nov 24, 2026, 9:05 AM');
    expect(items[0]!.textContent).toContain('Did not ask to be contacted');
    expect(items[1]!.textContent).toContain('May be contacted');
    expect(
      within(items[1]!).getByRole('link', { name: 'View feedback from Sender 2 sent Nov 24, 2026, 9:05 AM' }),
    ).toHaveProperty('href', expect.stringMatching(/\/dashboard\/forms\/32\/32\/2$/));
    expect(screen.getByText(/^Displaying/).textContent).toBe('Displaying 1 through 2 of 2');
    expect(api.called('GET', '/api/feedback')[0]!.query.get('to')).toBe(String(FEEDBACK_PAGE_SIZE));
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Feedback pages' })).toBeNull();
  });

  it('pages through more than a page of messages', async () => {
    storeSession({ role: '500', claims: ADMIN_CLAIMS });
    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '500' }) },
      'GET /api/feedback': (call) => page(call, FEEDBACK_PAGE_SIZE + 3),
    });
    renderAppAt('/dashboard/feedback', { tenant: 'tn' });
    const pager = await screen.findByRole('navigation', { name: 'Feedback pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByText(/^Displaying/).textContent).toBe(
        `Displaying ${FEEDBACK_PAGE_SIZE + 1} through ${FEEDBACK_PAGE_SIZE + 3} of ${FEEDBACK_PAGE_SIZE + 3}`,
      ),
    );
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(3);
  });

  it('says when nothing was sent yet, and shows a refusal as the server words it', async () => {
    storeSession({ role: '500', claims: ADMIN_CLAIMS });
    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '500' }) },
      'GET /api/feedback': { body: { total: 0, items: [] } },
    });
    const first = renderAppAt('/dashboard/feedback', { tenant: 'tn' });
    expect(await screen.findByText('No feedback has been sent yet.')).toBeTruthy();
    first.unmount();

    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '500' }) },
      'GET /api/feedback': { status: 403, body: 'Insufficient access privileges' },
    });
    renderAppAt('/dashboard/feedback', { tenant: 'tn' });
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient access privileges');
  });

  it('is not a page where the tenant has no Feedback (al), nor for a role without the claim', async () => {
    storeSession({ role: '500', claims: ADMIN_CLAIMS });
    fakeApi({ 'GET /api/accounts': { body: profileOf({ activeRole: '500' }) } });
    const al = renderAppAt('/dashboard/feedback', { tenant: 'al' });
    await waitFor(() => expect(al.location()).not.toBe('/dashboard/feedback'));
    al.unmount();

    storeSession({ role: '100', claims: ['dashboard', 'profile'] });
    const tn = renderAppAt('/dashboard/feedback', { tenant: 'tn' });
    await waitFor(() => expect(tn.location()).not.toBe('/dashboard/feedback'));
  });
});
