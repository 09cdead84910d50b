import { getTenant, searchWords, type EntitySearchScope } from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { fillSearchTables } from '../../../test/search-data.js';
import { crossReferenceEntities } from './cross-references.js';
import { entitySearchQuery } from './search.repository.js';

/**
 * The searches at a state's scale (6,000 organizations, 150,000 people) are answered from the indexes of
 * migration 20261125100000, as PostgreSQL plans them after ANALYZE: the GIN word-prefix index for names,
 * the county index for an organization search narrowed by county. A change that no longer matches an
 * index expression (a different normalisation, a different concatenation) fails here.
 * Timings are the benchmark's (bench/form-search.ts), not a test's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await fillSearchTables(t.db, { organizations: 6000, people: 150_000 });
}, 120_000);

const entities = crossReferenceEntities(getTenant('al'));

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function plan(
  entityTypeId: 1 | 2,
  scope: EntitySearchScope,
  text: string,
  peers: { column: string; value: string }[] = [],
) {
  const entity = entities.get(entityTypeId)!;
  const query = entitySearchQuery(entity, scope, {
    property: entity.searchProperties.name!,
    words: searchWords(text),
    prefix: text.toLowerCase(),
    peers: peers.map((peer) => ({ column: entity.peers[peer.column]!.column, value: peer.value })),
    limit: 25,
  });
  const result = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${query}`.execute(
    t.db,
  );
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}

function indexesUsed(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesUsed)];
}

const organizations: EntitySearchScope = { entityTypeId: 2 };
const manager: EntitySearchScope = { entityTypeId: 1, selfUserId: 1, others: 'plain' };
const admin: EntitySearchScope = { entityTypeId: 1, selfUserId: 1, others: 'all' };

describe('search plans at state scale', () => {
  it.each(['little bl', 'montessori', "kid's pl", 'gol hea'])(
    'organizations named %j: the name index',
    async (text) => {
      expect(indexesUsed(await plan(2, organizations, text))).toContain('organizations_name_search_idx');
    },
  );

  it('organizations of a county: the county index', async () => {
    expect(
      indexesUsed(await plan(2, organizations, '', [{ column: 'countyFips', value: '01101' }])),
    ).toContain('organizations_county_fips_idx');
  });

  it.each<[string, EntitySearchScope]>([
    ['smith', admin],
    ['mary smi', admin],
    ["o'neil", manager],
    ['keisha wash', manager],
  ])('people named %j: the name index', async (text, scope) => {
    expect(indexesUsed(await plan(1, scope, text))).toContain('users_name_search_idx');
  });
});
