import { searchWords } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { fillSearchTables } from '../../../test/search-data.js';
import {
  organizationsOfCountyQuery,
  searchCountiesQuery,
  organizationsContainingQuery,
  organizationsStartingQuery,
} from './organization-directory.repository.js';
import { pendingRequestsQuery } from './organization-roles.repository.js';
import { PENDING_REQUESTS_LIMIT } from './organization-roles.service.js';

/**
 * The directory's searches and the requests lists at a state's scale (6,000 organizations, 150,000
 * people, each with an employment at a registry organization, a staff request each, nine in ten of them
 * answered), as PostgreSQL plans them after ANALYZE: each is answered from an index, never by reading a
 * whole table. Timings are not a test's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await fillSearchTables(t.db, { organizations: 6000, people: 150_000 });
  await sql`
    insert into employment_records (user_id, organization_id, employer_name, is_registry_organization)
    select u.id, o.id, o.name, true
      from users u
      join organizations o on o.id = (select min(id) from organizations) + u.id % 6000
     where u.user_name like '%@bench.example'`.execute(t.db);
  await sql`
    insert into role_request_actions (employment_record_id, role_name, action_type, user_last_updated)
    select e.id, '100', 1, e.user_id from employment_records e order by e.id`.execute(t.db);
  // Nine in ten answered (approved), as a registry's history would have them.
  await sql`
    insert into role_request_actions (employment_record_id, role_name, action_type, parent_action_id)
    select a.employment_record_id, '100', 2, a.id from role_request_actions a where a.id % 10 <> 0`.execute(
    t.db,
  );
  for (const table of ['employment_records', 'role_request_actions', 'organizations', 'counties'])
    await sql`analyze ${sql.table(table)}`.execute(t.db);
}, 180_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function plan(query: RawBuilder<unknown>): Promise<PlanNode> {
  const result = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${query}`.execute(
    t.db,
  );
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}
const indexes = (node: PlanNode) => nodes(node).flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));
const seqScans = (node: PlanNode) =>
  nodes(node).flatMap((n) => (n['Node Type'] === 'Seq Scan' ? [n['Relation Name']] : []));

async function someOrganizationIds(count: number): Promise<number[]> {
  const rows = await t.db.selectFrom('organizations').select('id').orderBy('id').limit(count).execute();
  return rows.map((row) => row.id);
}

describe('organization searches and request lists at state scale', () => {
  it('agency search: names starting with the query from the prefix index, the others from the name index', async () => {
    for (const text of ['little bl', 'montessori', 'ki']) {
      const search = { words: searchWords(text), prefix: text, limit: 25 };
      expect(indexes(await plan(organizationsStartingQuery(search))), text).toContain(
        'organizations_search_prefix_idx',
      );
      const containing = organizationsContainingQuery({ ...search, excluded: [1, 2] });
      expect(indexes(await plan(containing)), text).toContain('organizations_name_search_idx');
    }
  });

  it("county search: the counties' state and name index can answer it", async () => {
    // The counties of the registry's states are 162 rows on two pages, which the planner rightly reads
    // whole once it has their statistics. What is checked is that the query stays one the index can
    // answer (the same lower(name) and a prefix), for a table that grows: with table reads priced out.
    const found = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await sql<{
        'QUERY PLAN': [{ Plan: PlanNode }];
      }>`explain (format json) ${searchCountiesQuery('01', 'mo')}`.execute(trx);
      return result.rows[0]!['QUERY PLAN'][0].Plan;
    });
    expect(indexes(found)).toContain('counties_state_name_key');
  });

  it('organizations of a county: a county index, never the whole table', async () => {
    // Two indexes lead with the county: the plain one and the one in the list's order (county, name,
    // id). Which the planner takes depends on its statistics of the moment; either answers the query.
    const found = await plan(organizationsOfCountyQuery('01101'));
    expect(seqScans(found)).toEqual([]);
    expect(indexes(found).some((name) => name.startsWith('organizations_county_'))).toBe(true);
  });

  it("a director's pending requests: the employments of their organizations, then their actions", async () => {
    const query = pendingRequestsQuery(
      { selfUserId: 1, organizationIds: await someOrganizationIds(2), reach: 'none' },
      PENDING_REQUESTS_LIMIT,
    );
    const found = await plan(query);
    expect(indexes(found)).toEqual(
      expect.arrayContaining(['employment_records_organization_idx', 'role_request_actions_record_idx']),
    );
    expect(seqScans(found)).toEqual([]);
  });

  it.each(['plain', 'belowAdmin', 'all'] as const)(
    "a user manager's pending requests (%s): newest first by the primary key, no table read whole",
    async (reach) => {
      const query = pendingRequestsQuery(
        { selfUserId: 1, organizationIds: [], reach },
        PENDING_REQUESTS_LIMIT,
      );
      const found = await plan(query);
      expect(seqScans(found)).toEqual([]);
      expect(indexes(found)).toContain('role_request_actions_pkey');
    },
  );
});
