import { place } from '@registry/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHING } from '../../../test/helpers.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { seedCareerLatticeRequirements } from './career-lattice.js';
import { DEMO_EMAIL_DOMAIN, seedDemoData } from './demo.js';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/** The placement the lattice's SQL facts give a demo person, by all their records. */
async function levelOf(db: Parameters<typeof seedCareerLatticeRequirements>[0], email: string) {
  const { findFacts, findRequirements } = await import('../../modules/career/index.js');
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', email)
    .executeTakeFirstOrThrow();
  return place(await findRequirements(db), (await findFacts(db, user.id)).all);
}

/**
 * The career lattice's demo (issue 25): in al and tn the demo professional's records support Level 2 with a
 * CDA credential missing for Level 3, her Level 2 claim verified; the teacher's Level 2 claim waits for a
 * manager. jh has none. Seeding twice adds nothing.
 */
describe.each(['al', 'tn', 'jh'] as const)('the demo career lattice in %s', (tenant) => {
  it('is seeded once: a placement with something missing, and a claim awaiting verification', async () => {
    const t = await createTestApp({ config: { tenant } });
    // The test database's template is al's: start from this tenant's requirements and no claims.
    await t.db.deleteFrom('careerLatticeRequirements').execute();
    await seedCareerLatticeRequirements(t.db, t.tenant);
    await t.db.deleteFrom('careerLatticeLevels').execute();
    const seed = () =>
      seedDemoData(t.db, { tenant: t.tenant, hashPassword: (p) => hasher.hash(p), now: new Date() });
    await seed();
    await seed();
    const claims = await t.db
      .selectFrom('careerLatticeLevels as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .select(['u.userName', 'c.careerLatticeLevel', 'c.verified', 'c.verificationStatus'])
      .orderBy('c.id')
      .execute();
    if (tenant === 'jh') {
      expect(claims).toEqual([]);
      return;
    }
    expect(
      claims.map((c) => [c.userName.split('@')[0], c.careerLatticeLevel, c.verified, c.verificationStatus]),
    ).toEqual([
      ['professional', 2, true, null],
      ['teacher', 2, false, 'Requested'],
    ]);
    const placement = await levelOf(t.db, `professional@${DEMO_EMAIL_DOMAIN}`);
    expect(placement.level).toBe(2);
    expect(placement.missing.map((m) => m.kind)).toEqual(['credential']);
    expect(placement.missing[0]!.text).toMatch(/^a CDA credential/);
  });
});
