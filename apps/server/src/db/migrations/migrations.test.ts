import { Migrator, sql } from 'kysely';
import { SEARCH_TEXT_REPLACEMENTS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { migrateToLatest } from '../migrate.js';
import { migrations } from './index.js';

async function tables(db: Parameters<typeof migrateToLatest>[0]): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by 1
  `.execute(db);
  return result.rows.map((row) => row.tablename);
}

describe('the migrations', () => {
  it('go down to the configuration alone and up again', async () => {
    const { db } = await createTestApp();
    const migrator = new Migrator({
      db: db.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const latest = await tables(db);
    expect(latest).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'one_time_codes',
        'sign_in_throttle',
        'audit_log',
        'organization_roles',
        'counties',
        'file_sets',
        'uploaded_files',
      ]),
    );
    expect(latest).not.toContain('one_time_tokens');
    // Every migration after the first (configuration) goes down.
    for (let step = 0; step < Object.keys(migrations).length - 1; step += 1) {
      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
    }
    expect(await tables(db)).toEqual(['configuration']);
    await migrateToLatest(db);
    expect(await tables(db)).toEqual(latest);
  });

  it("seed the counties of the tenants' states from the generated lists: al 67, tn 95", async () => {
    const { db } = await createTestApp();
    const rows = await db
      .selectFrom('counties')
      .select(['stateFips', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('stateFips')
      .orderBy('stateFips')
      .execute();
    expect(rows.map((row) => [row.stateFips, Number(row.n)])).toEqual([
      ['01', 67],
      ['47', 95],
    ]);
    const jefferson = await db
      .selectFrom('counties')
      .select(['fips', 'name'])
      .where('stateFips', '=', '01')
      .where(sql<string>`lower(name)`, 'like', 'jeff%')
      .execute();
    expect(jefferson).toEqual([{ fips: '01073', name: 'Jefferson' }]);
    // One name per state: a second Jefferson in Alabama is refused.
    await expect(
      db.insertInto('counties').values({ fips: '01999', stateFips: '01', name: 'JEFFERSON' }).execute(),
    ).rejects.toThrow(/counties_state_name_key/);
  });

  it("normalise names for search as the domain does (registry_search_text = normalizeSearchText's replacements)", async () => {
    const { db } = await createTestApp();
    for (const [characters, replacement] of SEARCH_TEXT_REPLACEMENTS) {
      for (const character of characters) {
        const text = `a${character}b`;
        const result = await sql<{ value: string }>`select registry_search_text(${text}) as value`.execute(
          db,
        );
        expect(result.rows[0]?.value, `U+${character.codePointAt(0)?.toString(16)}`).toBe(`a${replacement}b`);
      }
    }
    // A name pasted from a word processor is indexed as typed: kid's -> kid, s; place-east -> both words too.
    const vector = await sql<{ value: string }>`
      select to_tsvector('simple', registry_search_text(${'Kid\u2019s Place\u2014East'}))::text as value`.execute(
      db,
    );
    expect(vector.rows[0]?.value).toBe("'east':5 'kid':1 'place':4 'place-east':3 's':2");
  });
});
