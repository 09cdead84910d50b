import type { TMessage, TMessageUserSearchResponse, TSendMessageResponse } from '@registry/contracts';
import {
  MESSAGE_ERRORS,
  getTenant,
  mayWriteTo,
  messageGroupsFor,
  type GeneralRole,
  type MessageGroupId,
  type TenantCode,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addEmployment, addOrganization } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { loadMessageTargets } from './messages.repository.js';

/**
 * The message calls (spec 2 §4-§7; issue 10): a send reaches exactly its recipients, every action touches
 * only the caller's own copies, groups per role and tenant, replies to group messages refused, bodies
 * cleaned, paging edges, and the recipient search finding exactly whom mayWriteTo allows.
 */

let t: TestApp;

/** A person signed in: their id, token and the role the sign-in made active. */
interface Person {
  id: number;
  token: string;
  email: string;
}

async function person(roles: GeneralRole[], name: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(t, { generalRoles: roles, ...name });
  const session = await signIn(t, user);
  return { id: user.id, token: session.token, email: user.email };
}

async function call<T>(
  who: Person,
  path: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(who.token), payload });
  return { status: response.statusCode, body: response.json<T>() };
}

const send = (who: Person, payload: Record<string, unknown>) =>
  call<TSendMessageResponse>(who, '/api/message/send', { subject: 'Hello', body: '<p>Hi</p>', ...payload });
const list = (who: Person, folder = 'Inbox', filter = 'None', from = 1, to = 25) =>
  call<TMessage[]>(who, '/api/message/list', { folder, filter, from, to });
const count = async (who: Person, folder = 'Inbox', filter = 'None') =>
  (await call<{ total: number }>(who, '/api/message/count', { folder, filter })).body.total;

let manager: Person;
let alice: Person;
let bob: Person;
let director: Person;

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' } });
  manager = await person(['400'], { firstName: 'Mona', lastName: 'Manager' });
  alice = await person(['100'], { firstName: 'Alice', lastName: 'Able' });
  bob = await person(['100'], { firstName: 'Bob', lastName: 'Baker' });
  const organization = await addOrganization(t);
  const directorUser = await createUser(t, {
    generalRoles: ['100'],
    firstName: 'Dora',
    lastName: 'Director',
  });
  await addEmployment(t, directorUser.id, organization, [{ roleName: '100' }, { roleName: '200' }]);
  await addEmployment(t, alice.id, organization, [{ roleName: '100' }]);
  director = { id: directorUser.id, email: directorUser.email, token: (await signIn(t, directorUser)).token };
});

describe('sending and reading', () => {
  it('gives each recipient an unread Inbox copy and the sender a read copy in Sent', async () => {
    const sent = await send(manager, {
      recipients: [String(alice.id), String(bob.id)],
      subject: '  Quarterly update  ',
      body: '<p onclick="x()">Read <strong>this</strong><script>alert(1)</script></p>',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.recipientCount).toBe(2);
    for (const reader of [alice, bob]) {
      const inbox = await list(reader);
      const message = inbox.body.find((row) => row.messageId === sent.body.messageId)!;
      expect(message).toMatchObject({
        subject: 'Quarterly update',
        body: '<p>Read <strong>this</strong></p>',
        read: false,
        starred: false,
        folder: 'Inbox',
        fromUser: { id: String(manager.id), name: 'Mona Manager', email: manager.email },
        recipientCount: 2,
        toGroup: false,
      });
      expect(message.recipients.map((party) => party.id)).toEqual([String(alice.id), String(bob.id)]);
    }
    const sentFolder = await list(manager, 'Sent');
    expect(sentFolder.body[0]).toMatchObject({ messageId: sent.body.messageId, read: true, folder: 'Sent' });
    expect(await count(manager, 'Inbox')).toBe(0);
  });

  it('keeps the newest first, pages by from and to, and refuses a range backwards or over 100 rows', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 7; index++)
      ids.push(
        (await send(manager, { recipients: [String(bob.id)], subject: `Page ${index}` })).body.messageId,
      );
    const all = await list(bob, 'Inbox', 'None', 1, 100);
    expect(all.body.slice(0, 7).map((row) => row.messageId)).toEqual([...ids].reverse());
    const second = await list(bob, 'Inbox', 'None', 6, 10);
    expect(second.body.map((row) => row.messageId)).toEqual(
      all.body.slice(5, 10).map((row) => row.messageId),
    );
    expect((await list(bob, 'Inbox', 'None', 1000, 1004)).body).toEqual([]);
    for (const [from, to] of [
      [5, 4],
      [1, 101],
    ])
      expect((await list(bob, 'Inbox', 'None', from, to)).body).toEqual({
        errors: { to: MESSAGE_ERRORS.badRange },
      });
    expect((await list(bob, 'Inbox', 'None', 0, 4)).status).toBe(400);
    expect(
      (await call(bob, '/api/message/list', { folder: 'Trash', filter: 'None', from: 1, to: 5 })).status,
    ).toBe(400);
  });

  it('refuses no recipient, an unknown or unreachable person, and a group the role may not use; stores nothing', async () => {
    const before = await count(manager, 'Sent');
    expect((await send(alice, { recipients: [] })).body).toEqual({
      errors: { recipients: 'No recipient selected' },
    });
    expect((await send(alice, { recipients: [String(bob.id)] })).body).toEqual({
      errors: { recipients: `You cannot send a message to ${bob.id}.` },
    });
    expect((await send(alice, { recipients: ['987654321'] })).body).toEqual({
      errors: { recipients: 'You cannot send a message to 987654321.' },
    });
    expect((await send(alice, { recipients: [String(alice.id)] })).status).toBe(400);
    expect((await send(alice, { recipients: ['ALL-100'] })).body).toEqual({
      errors: { recipients: 'You cannot send a message to the group ALL-100.' },
    });
    expect((await send(manager, { recipients: ['bob'] })).status).toBe(400);
    expect((await send(manager, { recipients: [String(bob.id)], subject: 'a\u0000b' })).status).toBe(400);
    expect(await count(manager, 'Sent')).toBe(before);
  });
});

describe('actions', () => {
  it('change only the caller’s own copies: flags, folders and delete; another’s ids change nothing', async () => {
    const first = (await send(manager, { recipients: [String(alice.id), String(bob.id)] })).body.messageId;
    const second = (await send(manager, { recipients: [String(alice.id)] })).body.messageId;
    const act = (who: Person, action: string, ids: number[]) =>
      call<{ updated: number }>(who, '/api/message/action', { action, messageIds: ids });
    const copy = async (who: Person, id: number) => {
      for (const folder of ['Inbox', 'Archive', 'Sent'])
        for (const row of (await list(who, folder, 'None', 1, 100)).body)
          if (row.messageId === id) return row;
      return undefined;
    };

    expect((await act(alice, 'Star', [first, second])).body.updated).toBe(2);
    expect((await act(alice, 'Read', [first])).body.updated).toBe(1);
    expect(await copy(alice, first)).toMatchObject({ starred: true, read: true });
    expect(await copy(bob, first)).toMatchObject({ starred: false, read: false });
    expect((await list(alice, 'Inbox', 'Starred')).body.map((row) => row.messageId)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await list(alice, 'Inbox', 'Unread', 1, 100)).body.map((row) => row.messageId)).not.toContain(
      first,
    );

    // Bob acting on Alice's second message (he holds no copy) changes nothing anywhere.
    for (const action of ['Star', 'Unstar', 'Read', 'Unread', 'Archive', 'Unarchive', 'Delete'])
      expect((await act(bob, action, [second])).body.updated, action).toBe(0);
    expect(await copy(alice, second)).toMatchObject({ starred: true, read: false, folder: 'Inbox' });

    expect((await act(alice, 'Archive', [first])).body.updated).toBe(1);
    expect((await copy(alice, first))?.folder).toBe('Archive');
    expect((await act(alice, 'Archive', [first])).body.updated).toBe(0);
    expect((await act(alice, 'Unarchive', [first])).body.updated).toBe(1);
    expect((await copy(alice, first))?.folder).toBe('Inbox');
    // The sender's copy stays in Sent.
    expect((await act(manager, 'Archive', [first])).body.updated).toBe(0);
    expect((await copy(manager, first))?.folder).toBe('Sent');

    const unread = await count(alice, 'Inbox', 'Unread');
    expect((await act(alice, 'Unread', [first])).body.updated).toBe(1);
    expect(await count(alice, 'Inbox', 'Unread')).toBe(unread + 1);
    expect((await act(alice, 'Delete', [first])).body.updated).toBe(1);
    expect(await copy(alice, first)).toBeUndefined();
    expect(await count(alice, 'Inbox', 'Unread')).toBe(unread);
    expect(await copy(bob, first)).toBeDefined();
    // The sender still sees both recipients on the message.
    expect((await copy(manager, first))?.recipients.map((party) => party.id)).toEqual([
      String(alice.id),
      String(bob.id),
    ]);

    expect((await call(alice, '/api/message/action', { action: 'Burn', messageIds: [second] })).status).toBe(
      400,
    );
    expect((await call(alice, '/api/message/action', { action: 'Star', messageIds: [] })).status).toBe(400);
  });
});

describe('replies', () => {
  it('let a professional answer everyone named on a message they received, never a group message', async () => {
    const original = (await send(manager, { recipients: [String(alice.id), String(bob.id)] })).body.messageId;
    // Bob is no one Alice may write to, but he is on the message she answers.
    expect((await send(alice, { recipients: [String(bob.id)] })).status).toBe(400);
    const replyAll = await send(alice, {
      recipients: [String(manager.id), String(bob.id)],
      subject: 'RE: Hello',
      replyToMessageId: original,
    });
    expect(replyAll.status).toBe(200);
    expect(replyAll.body.recipientCount).toBe(2);
    // A message the caller does not hold is not there for them.
    const other = (await send(manager, { recipients: [String(director.id)] })).body.messageId;
    expect((await send(alice, { recipients: [String(manager.id)], replyToMessageId: other })).status).toBe(
      404,
    );

    const toGroup = (await send(manager, { recipients: ['ALL-200', String(alice.id)] })).body.messageId;
    expect(toGroup).toEqual(expect.any(Number));
    expect((await send(alice, { recipients: [String(manager.id)], replyToMessageId: toGroup })).body).toEqual(
      {
        errors: { replyToMessageId: MESSAGE_ERRORS.replyToGroup },
      },
    );
    const copy = (await list(alice, 'Inbox', 'None', 1, 100)).body.find((row) => row.messageId === toGroup)!;
    expect(copy.toGroup).toBe(true);
    expect(copy.recipients[0]).toEqual({ id: 'ALL-200', name: 'All Directors', email: null });
  });
});

describe('groups per role and tenant (spec 2 §6)', () => {
  const ROLES: GeneralRole[] = ['100', '250', '300', '350', '375', '400', '500', 'AdminUser'];
  const GROUPS: MessageGroupId[] = ['ALL-100', 'ALL-200', 'ALL-250', 'ALL-350', 'ALL-400'];
  const apps: Partial<Record<TenantCode, TestApp>> = {};

  beforeAll(async () => {
    for (const code of ['al', 'tn'] as const) {
      const app = (apps[code] = await createTestApp({ config: { tenant: code } }));
      const tenant = getTenant(code);
      const organization = await addOrganization(app);
      await createUser(app, { generalRoles: ['100'] });
      const directorUser = await createUser(app, { generalRoles: ['100'] });
      await addEmployment(app, directorUser.id, organization, [{ roleName: '100' }, { roleName: '200' }]);
      for (const role of ['250', '350', '400'] as const)
        if (tenant.generalRoles.includes(role)) await createUser(app, { generalRoles: [role] });
      // Not in use: reached by no group.
      await createUser(app, { generalRoles: ['100', '250', '350', '400'], confirmed: false });
    }
  });

  /** The people in use a group reaches, counted by role (directors: by their active 200 roles), but the sender. */
  async function membersOf(app: TestApp, group: MessageGroupId, senderId: number): Promise<number> {
    const inUse = sql`u.is_confirmed and not u.api_only and u.id <> ${senderId}`;
    const result =
      group === 'ALL-200'
        ? await sql<{ n: number }>`
            select count(distinct e.user_id)::int as n from organization_roles o
            join employment_records e on e.id = o.employment_record_id join users u on u.id = e.user_id
            where o.role_name = '200' and o.active and ${inUse}`.execute(app.db)
        : await sql<{ n: number }>`
            select count(*)::int as n from user_general_roles g join users u on u.id = g.user_id
            where g.role_name = ${group.slice(4)} and ${inUse}`.execute(app.db);
    return result.rows[0]!.n;
  }

  // Each tenant's senders are the roles it has; the ones it lacks are named, so that no case passes by
  // doing nothing.
  const LACKING: Record<'al' | 'tn', GeneralRole[]> = { al: ['300', '375'], tn: ['250'] };
  for (const code of ['al', 'tn'] as const) {
    it(`${code} has every sender role but ${LACKING[code].join(', ')}`, () => {
      expect(ROLES.filter((role) => !getTenant(code).generalRoles.includes(role))).toEqual(LACKING[code]);
    });
    it.each(ROLES.filter((role) => !LACKING[code].includes(role)))(
      `${code}: a sender in role %s reaches the groups of messageGroupsFor, and no other`,
      async (role) => {
        const app = apps[code]!;
        const tenant = getTenant(code);
        const sender = await createUser(app, { generalRoles: [role] });
        const token = (await signIn(app, sender)).token;
        const allowed = messageGroupsFor(role, tenant);
        for (const group of GROUPS) {
          const response = await app.app.inject({
            method: 'POST',
            url: '/api/message/send',
            headers: bearer(token),
            payload: { subject: 'To all', body: '<p>All</p>', recipients: [group] },
          });
          if (!allowed.includes(group)) {
            expect(response.statusCode, group).toBe(400);
            continue;
          }
          expect(response.statusCode, group).toBe(200);
          // Everyone in the group in use, but the sender (who holds the role of some groups).
          const received = response.json<TSendMessageResponse>().recipientCount;
          expect(received, group).toBe(await membersOf(app, group, sender.id));
          expect(received, group).toBeGreaterThan(0);
        }
      },
    );
  }
});

describe('a send to a group', () => {
  it('answers at once, then writes one copy per member (one for a member also named) and none for the sender', async () => {
    const admin = await person(['500']);
    const member = await person(['100']);
    const sent = await send(admin, { recipients: ['ALL-100', String(member.id)] });
    expect(sent.status).toBe(200);
    const { messageId, recipientCount } = sent.body;
    // The named member's copy is there with the answer; the group's are written by the job after it.
    expect((await list(member)).body.map((row) => row.messageId)).toContain(messageId);
    const copies = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from message_boxes
                                 where message_id = ${messageId} and folder = 'Inbox'`.execute(t.db)
      ).rows[0]!.n;
    const deadline = Date.now() + 10_000;
    while ((await copies()) < recipientCount && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await copies()).toBe(recipientCount);
    const holders = await sql<{ n: number }>`
      select count(*)::int as n from message_boxes where message_id = ${messageId} and user_id = ${member.id}`.execute(
      t.db,
    );
    expect(holders.rows[0]!.n).toBe(1);
    expect((await list(alice, 'Inbox', 'None', 1, 100)).body.map((row) => row.messageId)).toContain(
      messageId,
    );
    expect((await list(admin, 'Inbox', 'None', 1, 100)).body.map((row) => row.messageId)).not.toContain(
      messageId,
    );
  });
});

describe('the recipient search', () => {
  it('needs two characters, and finds groups and people by name', async () => {
    const search = (who: Person, searchString: string) =>
      call<TMessageUserSearchResponse>(who, '/api/message/usersearch', { searchString });
    expect((await search(manager, ' a ')).body).toEqual({
      errors: { searchString: 'At least two characters are required for search' },
    });
    const admin = await person(['500']);
    const groups = await search(admin, 'all');
    expect(groups.body.matches.slice(0, 5).map((match) => match.id)).toEqual([
      'ALL-100',
      'ALL-200',
      'ALL-250',
      'ALL-350',
      'ALL-400',
    ]);
    expect((await search(manager, 'alice ab')).body.matches).toEqual([
      { id: String(alice.id), name: 'Alice Able', email: expect.any(String) },
    ]);
    expect((await search(alice, 'Alice')).body.matches).toEqual([]);
    expect((await search(alice, 'Dora')).body.matches.map((match) => match.id)).toEqual([
      String(director.id),
    ]);
    expect((await search(alice, 'Bob')).body.matches).toEqual([]);
    expect((await search(bob, 'Dora')).body.matches).toEqual([]);
    expect((await search(director, 'Alice')).body.matches.map((match) => match.id)).toEqual([
      String(alice.id),
    ]);
    expect((await search(alice, 'Mona')).body.matches.map((match) => match.id)).toEqual([String(manager.id)]);
  });

  it('finds exactly the people mayWriteTo allows, for every role against every kind of person', async () => {
    const app = await createTestApp({ config: { tenant: 'tn' } });
    const organization = await addOrganization(app);
    const elsewhere = await addOrganization(app);
    const surname = 'Zephyrine';
    const kinds: Record<
      string,
      { roles: GeneralRole[]; organization?: '100' | '200' | 'elsewhere'; confirmed?: boolean }
    > = {
      coworker: { roles: ['100'], organization: '100' },
      ownDirector: { roles: ['100'], organization: '200' },
      stranger: { roles: ['100'], organization: 'elsewhere' },
      consultant: { roles: ['350'] },
      manager: { roles: ['400'] },
      coach: { roles: ['300'] },
      adminUser: { roles: ['AdminUser'] },
      unconfirmed: { roles: ['400'], confirmed: false },
    };
    const ids: Record<string, number> = {};
    for (const [kind, spec] of Object.entries(kinds)) {
      const user = await createUser(app, {
        generalRoles: spec.roles,
        firstName: kind,
        lastName: surname,
        confirmed: spec.confirmed ?? true,
      });
      if (spec.organization === '100') await addEmployment(app, user.id, organization, [{ roleName: '100' }]);
      if (spec.organization === '200')
        await addEmployment(app, user.id, organization, [{ roleName: '100' }, { roleName: '200' }]);
      if (spec.organization === 'elsewhere')
        await addEmployment(app, user.id, elsewhere, [{ roleName: '100' }]);
      ids[kind] = user.id;
    }
    const targets = await loadMessageTargets(app.db, Object.values(ids));
    const senders: [string, GeneralRole[], '100' | '200' | null][] = [
      ['100', ['100'], '100'],
      ['200', ['100'], '200'],
      ['300', ['300'], null],
      ['350', ['350'], null],
      ['375', ['375'], null],
      ['400', ['400'], null],
      ['500', ['500'], null],
      ['AdminUser', ['AdminUser'], null],
    ];
    for (const [role, roles, employment] of senders) {
      const user = await createUser(app, { generalRoles: roles });
      const held =
        employment === '200'
          ? [{ roleName: '100' as const }, { roleName: '200' as const }]
          : [{ roleName: '100' as const }];
      if (employment !== null) await addEmployment(app, user.id, organization, held);
      const session = await signIn(app, user);
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/message/usersearch',
        headers: bearer(session.token),
        payload: { searchString: surname },
      });
      const found = response.json<TMessageUserSearchResponse>().matches.map((match) => Number(match.id));
      const sender = {
        userId: user.id,
        activeRole: role as '100',
        directorOrganizationIds: employment === '200' ? [organization] : [],
        staffOrganizationIds: employment === null ? [] : [organization],
      };
      const expected = targets.filter((target) => mayWriteTo(sender, target)).map((target) => target.userId);
      expect(found.sort(), role).toEqual(expected.sort());
    }
  });
});
