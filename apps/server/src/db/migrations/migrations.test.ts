import { Migrator, sql } from 'kysely';
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
      ]),
    );
    expect(latest).not.toContain('one_time_tokens');
    for (let step = 0; step < 2; step += 1) {
      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
    }
    expect(await tables(db)).toEqual(['configuration']);
    await migrateToLatest(db);
    expect(await tables(db)).toEqual(latest);
  });
});
