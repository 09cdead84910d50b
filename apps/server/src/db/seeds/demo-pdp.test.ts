import type { TGridResponse } from '@registry/contracts';
import type { TenantCode } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/accounts.js';
import { createTestApp, TEST_PASSWORD_HASHING } from '../../../test/helpers.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from './demo.js';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/** Signs a demo account in; its token. */
async function demoToken(t: Awaited<ReturnType<typeof createTestApp>>, local: string) {
  const response = await login(t, `${local}@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
}

/**
 * The test file has one database: the tenants run in turn over it, each from no PDP rows, seeding its demo
 * data twice (the PDPs are made once). al has no PDP; tn gives the teacher and the professional theirs,
 * with the director's comment and reflection on the teacher's first goal.
 */
describe('demo PDPs (issue 25)', () => {
  const expected: Partial<
    Record<TenantCode, { goals: number; trainings: number; ratings: number; comments: number }>
  > = {
    al: { goals: 0, trainings: 0, ratings: 0, comments: 0 },
    tn: { goals: 4, trainings: 6, ratings: 16, comments: 2 },
  };
  it.each(['al', 'tn'] as TenantCode[])('%s', async (code) => {
    const t = await createTestApp({ config: { tenant: code } });
    const count = async (table: 'pdpGoals' | 'pdpRequiredTrainings' | 'pdpSelfAssessments' | 'pdpComments') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      goals: await count('pdpGoals'),
      trainings: await count('pdpRequiredTrainings'),
      ratings: await count('pdpSelfAssessments'),
      comments: await count('pdpComments'),
    });
    for (const table of ['pdpComments', 'pdpGoals', 'pdpRequiredTrainings', 'pdpSelfAssessments'] as const)
      await t.db.deleteFrom(table).execute();
    const before = await counts();
    const seed = () =>
      seedDemoData(t.db, { tenant: t.tenant, hashPassword: (p) => hasher.hash(p), now: new Date() });
    await seed();
    await seed();
    const after = await counts();
    expect({
      goals: after.goals - before.goals,
      trainings: after.trainings - before.trainings,
      ratings: after.ratings - before.ratings,
      comments: after.comments - before.comments,
    }).toEqual(expected[code]);
    if (code !== 'tn') return;
    // The director reads the teacher's goals, with the comment and reflection on the first.
    const director = await demoToken(t, 'director');
    const teacher = await t.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', `teacher@${DEMO_EMAIL_DOMAIN}`)
      .executeTakeFirstOrThrow();
    const grid = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(director),
      payload: {
        entityTypeId: 11,
        formId: 10,
        from: 1,
        to: 10,
        primaryEntity: { id: teacher.id, entityTypeId: 1 },
      },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const rows = grid.json<TGridResponse>().gridData;
    expect(rows.filter((row) => row.status === 'Completed' && row.canVerify === true)).toHaveLength(1);
    const goals = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(director),
      payload: {
        entityTypeId: 12,
        formId: 11,
        from: 1,
        to: 10,
        primaryEntity: { id: teacher.id, entityTypeId: 1 },
      },
    });
    expect(
      goals
        .json<TGridResponse>()
        .gridData.map((row) => row.commentCount)
        .sort(),
    ).toEqual([0, 2]);
  });
});
