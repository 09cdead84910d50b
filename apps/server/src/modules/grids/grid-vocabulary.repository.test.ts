import type { TGridResponse, TGridSummaryResponse } from '@registry/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import { VOCABULARY_MATCH_LIMIT, vocabularyMatches } from './grid-vocabulary.repository.js';

/**
 * The training names' vocabulary (migration 20261128100000, grid-vocabulary.ts): every name a record bears
 * is in it as soon as the record is, whatever wrote the record, and a Contains on the name in the grid of
 * everyone within reach answers exactly what the ILIKE over the records answers, through the names that
 * match or, past VOCABULARY_MATCH_LIMIT of them, through the ILIKE itself.
 */

let t: TestApp;
let token: string;
let professional: number;

beforeAll(async () => {
  t = await createTestApp();
  // Agency staff: the records of every professional are within reach.
  const agency = await createUser(t, { generalRoles: ['350'] });
  token = (await signIn(t, agency)).token;
  professional = (await createUser(t, { generalRoles: ['100'] })).id;
});

async function vocabulary(): Promise<string[]> {
  const rows = await t.db.selectFrom('trainingNames').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

const containsName = (value: string) => ({
  entityTypeId: 3,
  altGridId: 'reach',
  filterInfo: [{ filterColumn: 'trainingName', operation: 'Contains', value }],
});

async function gridNames(value: string): Promise<TGridResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/grid',
    headers: bearer(token),
    payload: { ...containsName(value), from: 1, to: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGridResponse>();
}

/** The same question asked of the records with an ILIKE (wildcards escaped), newest first. */
async function ilikeIds(pattern: string): Promise<number[]> {
  const result = await sql<{ id: number }>`
    select id from training_records
    where training_name ilike ${pattern} and disabled_at is null
      and user_id in (select user_id from user_general_roles where role_name = '100')
    order by training_date desc, id desc`.execute(t.db);
  return result.rows.map((row) => Number(row.id));
}

/** The training records of everyone in reach (entity 3, altGridId 'reach'). */
const trainingReachGrid = () => ENTITY_REGISTRY.grid(3, 'reach')!.grid;

describe('the training names’ vocabulary', () => {
  it('holds every name as its record is written: one insert, many rows at once, a renamed record; not a rolled-back one', async () => {
    await addTraining(t, professional, { trainingName: 'Vocabulary One' });
    await sql`insert into training_records (user_id, form_id, form_version, training_name, training_date, hours)
              select ${professional}, 7, 1, 'Vocabulary Many ' || (n % 3), '2026-01-01', 1
              from generate_series(1, 9) n`.execute(t.db);
    const renamed = await addTraining(t, professional, { trainingName: 'Vocabulary Before' });
    await t.db
      .updateTable('trainingRecords')
      .set({ trainingName: 'Vocabulary After' })
      .where('id', '=', renamed)
      .execute();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('trainingRecords')
          .values({
            userId: professional,
            formId: 7,
            formVersion: 1,
            trainingName: 'Vocabulary Rolled Back',
            trainingDate: '2026-01-01',
            hours: 1,
          })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const names = (await vocabulary()).filter((name) => name.startsWith('Vocabulary'));
    // The name a record no longer bears stays: it matches no record (below).
    expect(names).toEqual([
      'Vocabulary After',
      'Vocabulary Before',
      'Vocabulary Many 0',
      'Vocabulary Many 1',
      'Vocabulary Many 2',
      'Vocabulary One',
    ]);
    const before = await gridNames('Vocabulary Before');
    expect(before.gridData).toEqual([]);
    expect(before.message).toBe('No Data');
  });

  it('answers a Contains with exactly the rows of the ILIKE: case ignored, % _ \\ literal, none matching', async () => {
    for (const name of [
      'Safe Sleep Practices',
      'SAFE Food Handling',
      'Outdoor Play 100%',
      'Snake_case Sessions',
      'Back\\slash Basics',
      'Unsafe Practices Avoided',
    ])
      await addTraining(t, professional, { trainingName: name, trainingDate: '2025-05-05' });
    const cases: [string, string][] = [
      ['safe', '%safe%'],
      ['  SAFE  ', '%safe%'],
      ['%', '%\\%%'],
      ['_', '%\\_%'],
      ['\\', '%\\\\%'],
      ['sleep prac', '%sleep prac%'],
      ['no such words anywhere', '%no such words anywhere%'],
    ];
    for (const [value, pattern] of cases) {
      const expected = await ilikeIds(pattern);
      const answer = await gridNames(value);
      expect(
        answer.gridData.map((row) => row.id),
        value,
      ).toEqual(expected);
      expect(answer.message, value).toBe(expected.length === 0 ? 'No Data' : undefined);
    }
    expect((await ilikeIds('%safe%')).length).toBe(3);
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/grid/summary',
      headers: bearer(token),
      payload: containsName('safe'),
    });
    expect(summary.json<TGridSummaryResponse>()).toMatchObject({ total: 3, totalCapped: false });
  });

  it(`past ${VOCABULARY_MATCH_LIMIT} matching names, the filter stays an ILIKE with the same rows`, async () => {
    await sql`insert into training_records (user_id, form_id, form_version, training_name, training_date, hours)
              select ${professional}, 7, 1, 'Limitless Course ' || n, '2024-01-01', 1
              from generate_series(1, ${VOCABULARY_MATCH_LIMIT + 1}) n`.execute(t.db);
    const query = (value: string) => ({
      filterInfo: [{ filterColumn: 'trainingName', operation: 'Contains' as const, value }],
      defaultFilters: [],
    });
    const many = await vocabularyMatches(t.db, trainingReachGrid(), query('Limitless'));
    expect(many.has('filterInfo.0')).toBe(false);
    const few = await vocabularyMatches(t.db, trainingReachGrid(), query('Limitless Course 100'));
    expect([...(few.get('filterInfo.0') ?? [])].sort()).toEqual([
      'Limitless Course 100',
      'Limitless Course 1000',
      'Limitless Course 1001',
    ]);
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/grid/summary',
      headers: bearer(token),
      payload: containsName('limitless'),
    });
    expect(summary.json<TGridSummaryResponse>().total).toBe(VOCABULARY_MATCH_LIMIT + 1);
    const page = await gridNames('limitless course 100');
    expect(page.gridData.map((row) => row.trainingName).sort()).toEqual([
      'Limitless Course 100',
      'Limitless Course 1000',
      'Limitless Course 1001',
    ]);
  });

  it('names no vocabulary for a filter that is not a Contains on the name, which the grid then checks as ever', async () => {
    const matches = await vocabularyMatches(t.db, trainingReachGrid(), {
      filterInfo: [
        { filterColumn: 'trainingName', operation: 'Equals', value: 'Safe Sleep Practices' },
        { filterColumn: 'sponsor', operation: 'Contains', value: 'State' },
        { filterColumn: 'trainingName', operation: 'Contains', value: '   ' },
      ],
      defaultFilters: [{ filterColumn: 'trainingName', operation: 'Contains', value: 'Safe' }],
    });
    expect([...matches.keys()]).toEqual(['defaultFilters.0']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(token),
      payload: {
        entityTypeId: 3,
        altGridId: 'reach',
        filterInfo: [{ filterColumn: 'trainingName', operation: 'Equals', value: 'Safe Sleep Practices' }],
        from: 1,
        to: 5,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: { 'filterInfo.0': "'trainingName' cannot be filtered with Equals; use Contains." },
    });
  });
});
