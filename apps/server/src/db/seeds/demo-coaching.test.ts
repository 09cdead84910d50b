import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHING } from '../../../test/helpers.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { seedDemoData } from './demo.js';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/**
 * The demo coaching (issue 25): in tn and jh the demo coach coaches the demo professional with PDP
 * commenting allowed, has a closed case and pending requests (tn: one each way); al has none. Seeding twice
 * adds nothing.
 */
describe.each(['tn', 'jh', 'al'] as const)('demo coaching in %s', (tenant) => {
  it('is seeded once, each relationship with its steps', async () => {
    const t = await createTestApp({ config: { tenant } });
    const seed = () =>
      seedDemoData(t.db, { tenant: t.tenant, hashPassword: (p) => hasher.hash(p), now: new Date() });
    // The test database's template holds another tenant's demo data: start from no coaching.
    await t.db.deleteFrom('coachRelationships').execute();
    await seed();
    await seed();
    const rows = await t.db
      .selectFrom('coachRelationships as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .innerJoin('users as coach', 'coach.id', 'c.coachUserId')
      .select(['u.userName', 'coach.userName as coach', 'c.active', 'c.pdpShared', 'c.status', 'c.id'])
      .orderBy('c.id')
      .execute();
    const local = (email: string) => email.split('@')[0]!;
    const summary = rows.map((row) => [local(row.userName), row.active, row.pdpShared, row.status]);
    if (tenant === 'al') {
      expect(summary).toEqual([]);
      return;
    }
    expect(new Set(rows.map((row) => local(row.coach)))).toEqual(new Set(['coach']));
    expect(summary).toEqual(
      tenant === 'tn'
        ? [
            ['professional', true, true, 2],
            ['teacher', false, false, 4],
            ['multi', false, false, 1],
            ['newhire', false, false, 1],
          ]
        : [
            ['professional', true, true, 2],
            ['multi', false, false, 1],
          ],
    );
    const pending = await t.db
      .selectFrom('coachRelationshipActions')
      .select(['coachRelationshipId', 'actorUserId'])
      .where('status', '=', 1)
      .where('answeredAt', 'is', null)
      .execute();
    expect(pending).toHaveLength(tenant === 'tn' ? 2 : 1);
  });
});
