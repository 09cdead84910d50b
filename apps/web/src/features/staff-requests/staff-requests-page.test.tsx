import { CLAIMS } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { stubWindowWidth } from '../../test/match-media';
import { renderAppAt } from '../../test/render';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const pending = (id: number, name: string, role: '100' | '200') => ({
  rolePromotionActionId: id,
  employmentRecordId: id + 100,
  roleRequested: role,
  requestedAt: '2026-11-20T15:00:00Z',
  comments: role === '200' ? 'I run the infant room.' : null,
  user: {
    id: id + 1000,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
    registryId: `PAL-${id}`,
  },
  organization: { id: 5, name: 'Sunshine Academy' },
  employmentEndDate: null as string | null,
});

function serve(
  list: unknown[],
  handlers: Record<string, FakeHandler> = {},
  claims = ['dashboard', 'profile', CLAIMS.decideRoleRequests],
) {
  storeSession({ userId: 9, role: '200', claims });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '200' }) },
    'GET /api/userorganizationroles/requests': { body: list },
    ...handlers,
  });
}

const open = async () => {
  const app = renderAppAt('/dashboard/staff-requests', { tenant: 'tn' });
  await screen.findByRole('heading', { level: 1, name: 'Staff Requests' }, { timeout: 5000 });
  return app;
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Staff Requests', () => {
  it('lists the pending requests with who, where, which role, when and why', async () => {
    serve([pending(1, 'Rosa Diaz', '100'), pending(2, 'Sam Hill', '200')]);
    await open();
    const table = await screen.findByRole('table', { name: 'Role requests waiting for your answer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'PAL ID',
      'E-mail',
      'Organization',
      'Role Requested',
      'Requested',
      'Comments',
      'Actions',
    ]);
    const [rosa, sam] = within(table).getAllByTestId('staff-request');
    expect(rosa!.textContent).toContain(
      'Rosa DiazPAL-1rosa@example.orgSunshine AcademyStaff LevelNov 20, 2026, 9:00 AM',
    );
    expect(sam!.textContent).toContain('Director Level');
    expect(sam!.textContent).toContain('I run the infant room.');
  });

  it('on a phone lists each request as a card: the name its title, label: value, Approve and Reject at its foot', async () => {
    stubWindowWidth(390);
    const long = pending(1, 'Rosa Diaz', '100');
    long.user.email = 'rosa.maria-diaz-hernandez@sunshine-academy.example.org';
    serve([long, pending(2, 'Sam Hill', '200')]);
    await open();
    const list = await screen.findByRole('list', { name: 'Role requests waiting for your answer' });
    expect(screen.queryByRole('table')).toBeNull();
    const [rosa, sam] = within(list).getAllByRole('article');
    expect(within(list).getAllByTestId('staff-request')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Rosa Diaz' })).toBe(rosa);
    expect(
      [...rosa!.querySelectorAll('dl > div')].map((pair) => [
        pair.querySelector('dt')!.textContent,
        pair.querySelector('dd')!.textContent,
      ]),
    ).toEqual([
      ['PAL ID', 'PAL-1'],
      ['E-mail', 'rosa.maria-diaz-hernandez@sunshine-academy.example.org'],
      ['Organization', 'Sunshine Academy'],
      ['Role Requested', 'Staff Level'],
      ['Requested', 'Nov 20, 2026, 9:00 AM'],
    ]);
    // Sam's request has a comment: his card says it.
    expect(sam!.textContent).toContain('CommentsI run the infant room.');
    // The address breaks after its punctuation only.
    expect(rosa!.querySelector('dl > div:nth-child(2) dd')!.innerHTML).toContain(
      'rosa.<wbr>maria-<wbr>diaz-<wbr>hernandez@<wbr>sunshine-<wbr>academy.<wbr>example.<wbr>org',
    );
    expect(within(sam!).getByRole('button', { name: 'Approve the request of Sam Hill' }).textContent).toBe(
      'Approve',
    );
    expect(within(sam!).getByRole('button', { name: 'Reject the request of Sam Hill' })).toBeTruthy();
  });

  it('offers only Reject for a request whose employment has ended since, and says when it ended', async () => {
    serve([
      { ...pending(1, 'Rosa Diaz', '100'), employmentEndDate: '2019-01-15' },
      pending(2, 'Sam Hill', '100'),
    ]);
    await open();
    const table = await screen.findByRole('table', { name: 'Role requests waiting for your answer' });
    const [rosa, sam] = within(table).getAllByTestId('staff-request');
    expect(within(rosa!).queryByRole('button', { name: 'Approve the request of Rosa Diaz' })).toBeNull();
    expect(within(rosa!).getByRole('button', { name: 'Reject the request of Rosa Diaz' })).toBeTruthy();
    expect(rosa!.textContent).toContain('Employment ended 01/15/2019: only Reject is possible.');
    expect(within(sam!).getByRole('button', { name: 'Approve the request of Sam Hill' })).toBeTruthy();
    expect(sam!.textContent).not.toContain('Employment ended');
  });

  it('approves with an optional comment; the list loads again', async () => {
    let list = [pending(1, 'Rosa Diaz', '100')];
    const api = serve([], {
      'GET /api/userorganizationroles/requests': () => ({ body: list }),
      'POST /api/userorganizationroles/requestaction': () => {
        list = [];
        return { body: { approved: true } };
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of Rosa Diaz' }));
    const prompt = await screen.findByRole('dialog', { name: 'Approve Request' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.called('POST', '/api/userorganizationroles/requestaction')).toHaveLength(1),
    );
    expect(api.called('POST', '/api/userorganizationroles/requestaction')[0]!.body).toEqual({
      rolePromotionActionId: 1,
      actionType: 2,
    });
    expect(await screen.findByText('There are no staff requests to review.')).toBeTruthy();
    expect(screen.getByText('The request of Rosa Diaz at Sunshine Academy was approved.')).toBeTruthy();
  });

  it('rejects only with a comment; a refusal says the server’s reason', async () => {
    const api = serve([pending(2, 'Sam Hill', '200')], {
      'POST /api/userorganizationroles/requestaction': {
        status: 409,
        body: 'This request is no longer pending: it was answered or withdrawn before.',
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the request of Sam Hill' }));
    const prompt = await screen.findByRole('dialog', { name: 'Reject Request' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('This field is required.')).toBeTruthy();
    expect(api.called('POST', '/api/userorganizationroles/requestaction')).toHaveLength(0);
    fireEvent.change(within(prompt).getByRole('textbox', { name: /Comment/ }), {
      target: { value: ' Not on our staff list. ' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.called('POST', '/api/userorganizationroles/requestaction')).toHaveLength(1),
    );
    expect(api.called('POST', '/api/userorganizationroles/requestaction')[0]!.body).toEqual({
      rolePromotionActionId: 2,
      actionType: 3,
      comments: 'Not on our staff list.',
    });
    const refusal = await screen.findByRole('dialog', { name: 'The request could not be answered' });
    expect(refusal.textContent).toContain('no longer pending');
  });

  it('says when there is nothing to review, and is closed without the claim', async () => {
    serve([]);
    const app = await open();
    expect(await screen.findByText('There are no staff requests to review.')).toBeTruthy();
    app.unmount();
    serve([], {}, ['dashboard', 'profile']);
    const other = renderAppAt('/dashboard/staff-requests', { tenant: 'tn' });
    await waitFor(() => expect(other.location()).toBe('/'));
  });
});
