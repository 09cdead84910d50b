import type { TNotification } from '@registry/contracts';
import { ROLE_ACTION } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addRoleAction } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Notifications (spec 2 §3, §4, §7; issue 10): the ones the registry makes (a role request answered, an
 * account confirmed by an administrator), read by their person only, with the actions on one's own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' } });
});

async function call<T>(token: string, path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json<T>() };
}
const inbox = (token: string, filter = 'None', folder = 'Inbox') =>
  call<TNotification[]>(token, '/api/notification/list', { folder, filter, from: 1, to: 25 });

describe('notifications', () => {
  it('tell a professional their staff request was approved, with the route to their employment', async () => {
    const organization = await addOrganization(t, 'Sunny Days <Center>');
    const director = await createUser(t, { generalRoles: ['100'] });
    await addEmployment(t, director.id, organization, [{ roleName: '100' }, { roleName: '200' }]);
    const professional = await createUser(t, { generalRoles: ['100'] });
    const employment = await addEmployment(t, professional.id, organization);
    const requestId = await addRoleAction(t, employment, '100', ROLE_ACTION.Requested);
    const decided = await call(
      (await signIn(t, director)).token,
      '/api/userorganizationroles/requestaction',
      {
        rolePromotionActionId: requestId,
        actionType: ROLE_ACTION.Approved,
        comments: 'Welcome <b>aboard</b>',
      },
    );
    expect(decided.status).toBe(200);
    const token = (await signIn(t, professional)).token;
    const [notification] = (await inbox(token)).body;
    expect(notification).toMatchObject({
      subject: 'Your Staff Level request was approved',
      body:
        '<p>Your request for the Staff Level role at Sunny Days &lt;Center&gt; was approved.</p>' +
        '<p>Comments: Welcome &lt;b&gt;aboard&lt;/b&gt;</p>',
      read: false,
      starred: false,
      folder: 'Inbox',
      route: '/dashboard/profile/employment',
      linkText: 'View Employment',
    });
    expect(
      (await call<{ total: number }>(token, '/api/notification/count', { folder: 'Inbox', filter: 'Unread' }))
        .body,
    ).toEqual({ total: 1 });
    // The director has none.
    expect((await inbox((await signIn(t, director)).token)).body).toEqual([]);
  });

  it('tell a person an administrator confirmed their account', async () => {
    const admin = await createUser(t, { generalRoles: ['500'] });
    const person = await createUser(t, { generalRoles: ['100'], confirmed: false });
    const confirmed = await call((await signIn(t, admin)).token, '/api/accounts/emailconfirm', {
      userName: person.email,
    });
    expect(confirmed.status).toBe(200);
    const rows = await t.db.selectFrom('notifications').selectAll().where('userId', '=', person.id).execute();
    expect(rows.map((row) => [row.subject, row.route, row.linkText])).toEqual([
      ['Your account is confirmed', '/dashboard/profile/personal', 'View Profile'],
    ]);
  });

  it('change only the caller’s own: read, star, archive, delete; others’ ids change nothing', async () => {
    const alice = await createUser(t, { generalRoles: ['100'] });
    const bob = await createUser(t, { generalRoles: ['100'] });
    const add = async (userId: number, subject: string) =>
      Number(
        (
          await t.db
            .insertInto('notifications')
            .values({ userId, subject, body: '<p>x</p>', route: null, linkText: null, deletedAt: null })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const first = await add(alice.id, 'First');
    const second = await add(alice.id, 'Second');
    const bobs = await add(bob.id, 'Bob’s');
    const aliceToken = (await signIn(t, alice)).token;
    const bobToken = (await signIn(t, bob)).token;
    const act = (token: string, action: string, ids: number[]) =>
      call<{ updated: number }>(token, '/api/notification/action', { action, notificationIds: ids });

    expect((await inbox(aliceToken)).body.map((row) => row.subject)).toEqual(['Second', 'First']);
    for (const action of ['Star', 'Read', 'Archive'])
      expect((await act(bobToken, action, [first])).body.updated, action).toBe(0);
    expect((await act(aliceToken, 'Read', [first, bobs])).body.updated).toBe(1);
    expect((await act(aliceToken, 'Star', [second])).body.updated).toBe(1);
    expect((await inbox(aliceToken, 'Unread')).body.map((row) => row.notificationId)).toEqual([second]);
    expect((await inbox(aliceToken, 'Starred')).body.map((row) => row.notificationId)).toEqual([second]);
    expect((await act(aliceToken, 'Archive', [first])).body.updated).toBe(1);
    expect((await inbox(aliceToken, 'None', 'Archive')).body.map((row) => row.notificationId)).toEqual([
      first,
    ]);
    expect((await act(aliceToken, 'Delete', [second])).status).toBe(400);
    expect(
      (
        await call<{ updated: number }>(aliceToken, '/api/notification/delete', {
          notificationIds: [second, bobs],
        })
      ).body.updated,
    ).toBe(1);
    expect((await inbox(aliceToken)).body).toEqual([]);
    expect((await inbox(bobToken)).body.map((row) => [row.notificationId, row.read])).toEqual([
      [bobs, false],
    ]);
    expect(
      (await call(aliceToken, '/api/notification/list', { folder: 'Sent', filter: 'None', from: 1, to: 5 }))
        .status,
    ).toBe(400);
  });
});
