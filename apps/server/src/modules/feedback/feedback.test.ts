import { ZFeedbackListResponse } from '@registry/contracts';
import type { GeneralRole } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let tn: TestApp;
let al: TestApp;
beforeAll(async () => {
  tn = await createTestApp({ config: { tenant: 'tn' } });
  al = await createTestApp();
});

async function tokenFor(t: TestApp, roles: GeneralRole[]) {
  return (await signIn(t, await createUser(t, { generalRoles: roles }))).token;
}

function list(t: TestApp, token: string | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/feedback${query}`,
    headers: token === null ? {} : bearer(token),
  });
}

describe('GET /api/feedback', () => {
  it('lists feedback newest first, with the topic in words, for administrators', async () => {
    const sender = await createUser(tn, { firstName: 'Ida', lastName: 'Wells' });
    await tn.db
      .insertInto('feedback')
      .values([
        {
          userId: sender.id,
          formId: 32,
          formVersion: 1,
          topic: 'question',
          message: 'First',
          mayContact: [],
          createdAt: new Date('2026-11-01T10:00:00Z'),
        },
        {
          userId: sender.id,
          formId: 32,
          formVersion: 1,
          topic: 'problem',
          message: 'Second',
          mayContact: ['yes'],
          createdAt: new Date('2026-11-02T10:00:00Z'),
        },
      ])
      .execute();
    const response = await list(tn, await tokenFor(tn, ['500']));
    expect(response.statusCode).toBe(200);
    const body = ZFeedbackListResponse.parse(response.json());
    expect(body.total).toBe(2);
    expect(body.items.map((item) => [item.message, item.topic, item.mayContact, item.sender.name])).toEqual([
      ['Second', 'Something is not working', true, 'Ida Wells'],
      ['First', 'Question', false, 'Ida Wells'],
    ]);
    const second = ZFeedbackListResponse.parse(
      (await list(tn, await tokenFor(tn, ['AdminUser']), '?from=2&to=2')).json(),
    );
    expect(second.items.map((item) => item.message)).toEqual(['First']);
  });

  it.each<[GeneralRole, number]>([
    ['100', 403],
    ['250', 403],
    ['350', 403],
    ['400', 403],
    ['500', 200],
    ['AdminUser', 200],
  ])('role %s: %s', async (role, status) => {
    expect((await list(tn, await tokenFor(tn, [role]))).statusCode).toBe(status);
  });

  it('exists only where the tenant has Feedback, refuses bad paging, needs sign-in', async () => {
    expect((await list(al, await tokenFor(al, ['500']))).statusCode).toBe(403);
    const admin = await tokenFor(tn, ['500']);
    expect((await list(tn, admin, '?from=5&to=2')).statusCode).toBe(400);
    expect((await list(tn, admin, '?from=1&to=500')).statusCode).toBe(400);
    expect((await list(tn, null)).statusCode).toBe(401);
  });
});
