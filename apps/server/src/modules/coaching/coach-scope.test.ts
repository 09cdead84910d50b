import {
  claimsForRole,
  coachingReach,
  getTenant,
  personRecordsAccess,
  type Reach,
  type RecordsReachViewer,
  type RoleName,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { recordsScope } from '../../platform/entities/index.js';
import { loadRecordsTarget } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { coachingScope } from './coach-scope.js';

/**
 * A coach's reach (issue 25), the policy against its SQL over a coach and the people around them: a
 * person they coach now (active), one whose coaching they ended (closed), one they asked (pending), one
 * another coach coaches, and one nobody coaches. The profile records (personRecordsAccess and recordsScope,
 * the lead's loadRecordsTarget) reach only the active case; the coaching entities (coachingReach and
 * coachingScope) every person the coach has a relationship with.
 */

let t: TestApp;
const people: Record<string, number> = {};
let coach: number;
let otherCoach: number;

const KINDS = ['active', 'closed', 'pending', 'othersActive', 'nobodys'] as const;

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'tn' } });
  coach = (await createUser(t, { generalRoles: ['300'] })).id;
  otherCoach = (await createUser(t, { generalRoles: ['300'] })).id;
  for (const kind of KINDS) people[kind] = (await createUser(t, { generalRoles: ['100'] })).id;
  const relate = async (
    coachUserId: number,
    userId: number,
    values: { active: boolean; status: 1 | 2 | 4 },
  ) =>
    t.db
      .insertInto('coachRelationships')
      .values({ coachUserId, userId, active: values.active, status: values.status })
      .execute();
  await relate(coach, people.active!, { active: true, status: 2 });
  await relate(coach, people.closed!, { active: false, status: 4 });
  await relate(coach, people.pending!, { active: false, status: 1 });
  await relate(otherCoach, people.othersActive!, { active: true, status: 2 });
});

const viewerOf = (userId: number, role: RoleName): RecordsReachViewer => ({
  userId,
  activeRole: role,
  claims: claimsForRole(role, getTenant('tn')),
  directorOrganizationIds: [],
});

const EXPECTED: Record<'records' | 'coaching', Record<(typeof KINDS)[number], Reach>> = {
  records: { active: 'view', closed: 'none', pending: 'none', othersActive: 'none', nobodys: 'none' },
  coaching: { active: 'view', closed: 'view', pending: 'view', othersActive: 'none', nobodys: 'none' },
};

describe('a coach (300) against the people around them', () => {
  it.each(KINDS)('%s: the policy and the SQL agree, as the table says', async (kind) => {
    const viewer = viewerOf(coach, '300');
    const person = people[kind]!;
    const recordsTarget = (await loadRecordsTarget(t.db, person))!;
    expect(personRecordsAccess(viewer, recordsTarget), 'records policy').toBe(EXPECTED.records[kind]);
    const records = recordsScope(viewer, sql<number>`${person}::bigint`);
    const recordsRow = await sql<{ access: Reach; admits: boolean }>`
      select ${records.access} as access, ${records.admits} as admits`.execute(t.db);
    expect(recordsRow.rows[0], 'records SQL').toEqual({
      access: EXPECTED.records[kind],
      admits: EXPECTED.records[kind] !== 'none',
    });

    const auth = { userId: coach, roles: { general: ['300'], organization: [] } } as unknown as AuthContext;
    const coachingTarget = (await coachingScope.target(t.db, auth, person))!;
    expect(coachingReach(viewer, coachingTarget), 'coaching policy').toBe(EXPECTED.coaching[kind]);
    const coaching = coachingScope.sql!(viewer, sql<number>`${person}::bigint`);
    const coachingRow = await sql<{ reach: Reach; admits: boolean }>`
      select ${coaching.reach} as reach, ${coaching.admits} as admits`.execute(t.db);
    expect(coachingRow.rows[0], 'coaching SQL').toEqual({
      reach: EXPECTED.coaching[kind],
      admits: EXPECTED.coaching[kind] !== 'none',
    });
  });

  it('the same coach acting as a professional (100), and the other coach, reach none of them but their own', async () => {
    for (const [viewer, own] of [
      [viewerOf(coach, '100'), null],
      [viewerOf(otherCoach, '300'), 'othersActive'],
    ] as const) {
      for (const kind of KINDS) {
        const person = people[kind]!;
        const expected: Reach = kind === own ? 'view' : 'none';
        expect(personRecordsAccess(viewer, (await loadRecordsTarget(t.db, person))!), kind).toBe(expected);
        const records = recordsScope(viewer, sql<number>`${person}::bigint`);
        const row = await sql<{ access: Reach }>`select ${records.access} as access`.execute(t.db);
        expect(row.rows[0]!.access, kind).toBe(expected);
        const coaching = coachingScope.sql!(viewer, sql<number>`${person}::bigint`);
        const coachingRow = await sql<{ reach: Reach }>`select ${coaching.reach} as reach`.execute(t.db);
        expect(coachingRow.rows[0]!.reach, kind).toBe(expected);
      }
    }
  });
});
