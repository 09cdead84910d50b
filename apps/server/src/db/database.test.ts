import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { compiledStatement, createDatabase, pgPool, prepareStatement, type Db } from './database.js';

describe('prepareStatement', () => {
  it('sends a registered statement by name, so PostgreSQL plans it once per connection; others stay unnamed', async () => {
    const { db } = await createTestApp();
    const probe = (value: number) => sql<{ n: number }>`select ${value}::int + 1 as n`;
    prepareStatement('test_prepared_probe', probe(0).compile(db));
    await db.connection().execute(async (connection) => {
      // Run twice with other values: the same statement, bound again.
      expect((await probe(41).execute(connection)).rows).toEqual([{ n: 42 }]);
      expect((await probe(1).execute(connection)).rows).toEqual([{ n: 2 }]);
      await sql`select ${5}::int as unnamed`.execute(connection);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection);
      expect(prepared.rows.map((row) => row.name)).toContain('test_prepared_probe');
      expect(prepared.rows.some((row) => row.statement.includes('unnamed'))).toBe(false);
    });
  });

  it('refuses a second statement under a name already taken', async () => {
    const { db } = await createTestApp();
    prepareStatement('test_prepared_taken', sql`select 1`.compile(db));
    // The same text again is harmless (a module set up twice, as tests do).
    prepareStatement('test_prepared_taken', sql`select 1`.compile(db));
    expect(() => prepareStatement('test_prepared_taken', sql`select 2`.compile(db))).toThrow(
      'Two statements are prepared under the name test_prepared_taken.',
    );
  });

  it('compiledStatement binds new arguments to a statement compiled once, wherever they appear', async () => {
    const { db } = await createTestApp();
    const statement = compiledStatement(
      db,
      'test_compiled_statement',
      (word: string, times: number) =>
        sql<{ text: string; again: string; fixed: string }>`
          select repeat(${word}, ${times}) as text, ${word}::text as again, ${'constant'}::text as fixed`,
    );
    const first = await db.executeQuery(statement('ab', 2));
    expect(first.rows).toEqual([{ text: 'abab', again: 'ab', fixed: 'constant' }]);
    const second = await db.executeQuery(statement('x', 3));
    expect(second.rows).toEqual([{ text: 'xxx', again: 'x', fixed: 'constant' }]);
  });

  it('compiledStatement refuses a builder that does not use an argument as a parameter', async () => {
    const { db } = await createTestApp();
    expect(() => compiledStatement(db, 'test_compiled_unused', (_unused: string) => sql`select 1`)).toThrow(
      'test_compiled_unused: argument 0 is not a parameter.',
    );
  });
});

describe('createDatabase', () => {
  it('starts every connection with JIT compilation off (CONNECTION_OPTIONS), a URL with options of its own too', async () => {
    const { db } = await createTestApp();
    const settingsOf = async (target: Db) =>
      (
        await sql<{ jit: string; timeout: string }>`
          select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`.execute(
          target,
        )
      ).rows[0];
    expect(await settingsOf(db)).toMatchObject({ jit: 'off' });
    const url = pgPool(db).options.connectionString!;
    const own = encodeURIComponent('-c statement_timeout=7s');
    const withOptions = createDatabase(`${url}${url.includes('?') ? '&' : '?'}options=${own}`, { max: 1 });
    try {
      expect(await settingsOf(withOptions)).toEqual({ jit: 'off', timeout: '7s' });
    } finally {
      await withOptions.destroy();
    }
  });
});
