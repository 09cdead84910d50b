import type { TGridResponse, TGridSummaryResponse } from '@registry/contracts';
import { GRID_ERRORS, GRID_TOTAL_CAP } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUser } from '../../../test/accounts.js';
import { addManyTrainings, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * POST /api/grid and /api/grid/summary over a person's training records (entity type 3): every filter
 * operation of every column type, sorting on each declared column, paging, the refusals, No Data, the
 * capped total. Whose rows a viewer gets (roles x targets) is grid-scope.test.ts.
 */

let t: TestApp;
let owner: TestUser;
let token: string;
const ids: Record<string, number> = {};

/** The owner's records, written so that each filter below picks a known few. */
const RECORDS = {
  sleep: {
    trainingName: 'Safe Sleep Practices',
    trainingDate: '2026-03-01',
    hours: 2,
    sponsor: 'State Training Center',
    courseNumber: 'SS-101',
    coreKnowledgeArea: 'health-safety-nutrition',
    deliveryMethod: 'classroom',
    // 23:30 on March 1 in Chicago (the tenant's zone), already March 2 in UTC.
    updatedAt: new Date('2026-03-02T05:30:00Z'),
  },
  development: {
    trainingName: 'Child Development 100%',
    trainingDate: '2025-11-15',
    hours: '10.5',
    sponsor: 'Community_College',
    courseNumber: 'CD-200',
    coreKnowledgeArea: 'child-development',
    deliveryMethod: 'virtual',
    verified: true,
    updatedAt: new Date('2026-03-02T07:00:00Z'),
  },
  guidance: {
    trainingName: 'Guidance and Behavior',
    trainingDate: '2025-01-20',
    hours: 3,
    sponsor: 'back\\slash Agency',
    courseNumber: 'GB-300',
    // A value that names no choice of the list (one since removed): shown as it is.
    coreKnowledgeArea: 'Positive Interactions',
    deliveryMethod: 'blended',
    verificationStatus: 'Requested',
    updatedAt: new Date('2025-01-21T12:00:00Z'),
  },
  food: {
    trainingName: 'Safe Food Handling',
    trainingDate: '2024-06-30',
    hours: '1.5',
    sponsor: null,
    courseNumber: null,
    coreKnowledgeArea: null,
    deliveryMethod: 'classroom',
    status: 'Partially Completed',
    rejected: true,
    updatedAt: new Date('2024-07-01T12:00:00Z'),
  },
  disabled: {
    trainingName: 'Disabled Training',
    trainingDate: '2023-01-01',
    disabledAt: new Date('2025-01-01T00:00:00Z'),
  },
} as const;
type Name = keyof typeof RECORDS;

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' } });
  owner = await createUser(t);
  token = (await signIn(t, owner)).token;
  for (const [name, values] of Object.entries(RECORDS)) ids[name] = await addTraining(t, owner.id, values);
  // Someone else's record of the same name: never in the owner's grid.
  await addTraining(t, (await createUser(t)).id, RECORDS.sleep);
});

const grid = (body: Record<string, unknown>, as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/grid',
    headers: bearer(as),
    payload: { entityTypeId: 3, from: 1, to: 20, ...body },
  });

/** The names of the rows a filter leaves, in the grid's order. */
async function namesFor(body: Record<string, unknown>): Promise<Name[]> {
  const response = await grid(body);
  expect(response.statusCode, response.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name as Name]));
  return response.json<TGridResponse>().gridData.map((row) => byId.get(row.id)!);
}

const filter = (filterColumn: string, operation: string, value: string) => ({
  filterInfo: [{ filterColumn, operation, value }],
});

describe('POST /api/grid: a person’s training records', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      payload: { entityTypeId: 3, from: 1, to: 5 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('gives the viewer’s own enabled records, newest first, with the declared columns and the row flags', async () => {
    const response = await grid({});
    expect(response.statusCode).toBe(200);
    const body = response.json<TGridResponse>();
    expect(body.message).toBeUndefined();
    expect(body.gridData.map((row) => row.id)).toEqual([ids.sleep, ids.development, ids.guidance, ids.food]);
    expect(body.columns.map((column) => column.propertyName)).toEqual([
      'trainingName',
      'trainingDate',
      'hours',
      'sponsor',
      'courseNumber',
      'coreKnowledgeArea',
      'deliveryMethod',
      'status',
      'verification',
      'verified',
      'updatedAt',
      'certificateCode',
    ]);
    expect(body.columns.find((column) => column.propertyName === 'trainingDate')).toMatchObject({
      type: 'date',
      formatDate: true,
      initialSort: true,
      initialSortDirection: 'Descending',
    });
    expect(body.columns.find((column) => column.propertyName === 'courseNumber')?.hidden).toBe(true);
    expect(body.columns.find((column) => column.propertyName === 'updatedAt')).toMatchObject({
      isTimeStamp: true,
      showTime: true,
      hidden: true,
    });
    expect(body.gridData[1]).toEqual({
      id: ids.development,
      canView: true,
      // Verified: locked for its owner (isLockedForOwner).
      canEdit: false,
      canDisable: false,
      canDelete: false,
      disabled: false,
      verified: true,
      rejected: false,
      verificationStatus: null,
      // The owner does not verify their own record (no Verify/Decline; `viewed` only where canVerify).
      canVerify: false,
      userId: owner.id,
      trainingName: 'Child Development 100%',
      trainingDate: '2025-11-15',
      hours: 10.5,
      sponsor: 'Community_College',
      courseNumber: 'CD-200',
      coreKnowledgeArea: 'Child Growth and Development',
      deliveryMethod: 'Virtual/Online',
      status: 'Completed',
      verification: 'Verified',
      updatedAt: '2026-03-02T07:00:00.000Z',
      // Typed in, not from a registry session: no certificate (issue 24).
      certificateCode: null,
    });
    expect(body.gridData[0]).toMatchObject({ canEdit: true, canDelete: true, verification: 'Not Verified' });
    expect(body.gridData[2]).toMatchObject({
      canEdit: false,
      verificationStatus: 'Requested',
      verification: 'Requested',
    });
    expect(body.gridData[3]).toMatchObject({
      canEdit: true,
      rejected: true,
      verification: 'Rejected',
      sponsor: null,
    });
  });

  it('filters text: Contains ignores case, and % _ \\ are taken literally; Equals is exact', async () => {
    expect(await namesFor(filter('trainingName', 'Contains', 'SAFE'))).toEqual(['sleep', 'food']);
    expect(await namesFor(filter('trainingName', 'Contains', '%'))).toEqual(['development']);
    expect(await namesFor(filter('trainingName', 'Contains', '100%'))).toEqual(['development']);
    expect(await namesFor(filter('sponsor', 'Contains', '_'))).toEqual(['development']);
    expect(await namesFor(filter('sponsor', 'Contains', '\\'))).toEqual(['guidance']);
    expect(await namesFor(filter('sponsor', 'Contains', 'agency'))).toEqual(['guidance']);
    expect(await namesFor(filter('deliveryMethod', 'Equals', 'Classroom'))).toEqual(['sleep', 'food']);
    expect(await namesFor(filter('deliveryMethod', 'Equals', 'CLASSROOM'))).toEqual([]);
    expect(await namesFor(filter('status', 'Equals', 'Partially Completed'))).toEqual(['food']);
    expect(await namesFor(filter('verification', 'Equals', 'Requested'))).toEqual(['guidance']);
    expect(await namesFor(filter('verification', 'Equals', 'Rejected'))).toEqual(['food']);
  });

  it("shows a choice column by its choices' texts, and filters it by them (or by the stored id)", async () => {
    // Stored as the form stores it (the id); shown, filtered and sorted as the text.
    expect(await namesFor(filter('coreKnowledgeArea', 'Contains', 'growth'))).toEqual(['development']);
    expect(await namesFor(filter('coreKnowledgeArea', 'Equals', 'Health, Safety and Nutrition'))).toEqual([
      'sleep',
    ]);
    expect(await namesFor(filter('coreKnowledgeArea', 'Equals', 'health-safety-nutrition'))).toEqual([
      'sleep',
    ]);
    // A stored value that names no choice is shown and found as it is.
    expect(await namesFor(filter('coreKnowledgeArea', 'Contains', 'positive'))).toEqual(['guidance']);
    expect(await namesFor(filter('coreKnowledgeArea', 'Equals', 'Positive Interactions'))).toEqual([
      'guidance',
    ]);
    expect(await namesFor(filter('deliveryMethod', 'Contains', 'online'))).toEqual(['development']);
  });

  it('filters numbers: Equals, GreaterThan, LessThan', async () => {
    expect(await namesFor(filter('hours', 'Equals', '10.5'))).toEqual(['development']);
    expect(await namesFor(filter('hours', 'GreaterThan', '2'))).toEqual(['development', 'guidance']);
    expect(await namesFor(filter('hours', 'LessThan', '2'))).toEqual(['food']);
  });

  it('filters dates: On, After (GreaterThan), Before (LessThan)', async () => {
    expect(await namesFor(filter('trainingDate', 'OnDate', '2025-11-15'))).toEqual(['development']);
    expect(await namesFor(filter('trainingDate', 'GreaterThan', '2025-11-15'))).toEqual(['sleep']);
    expect(await namesFor(filter('trainingDate', 'LessThan', '2025-01-21'))).toEqual(['guidance', 'food']);
  });

  it('filters instants by the tenant’s day (America/Chicago)', async () => {
    expect(await namesFor(filter('updatedAt', 'OnDate', '2026-03-01'))).toEqual(['sleep']);
    expect(await namesFor(filter('updatedAt', 'OnDate', '2026-03-02'))).toEqual(['development']);
    expect(await namesFor(filter('updatedAt', 'GreaterThan', '2026-03-01'))).toEqual(['development']);
    expect(await namesFor(filter('updatedAt', 'LessThan', '2026-03-01'))).toEqual(['guidance', 'food']);
  });

  it('filters booleans with Equals true or false', async () => {
    expect(await namesFor(filter('verified', 'Equals', 'true'))).toEqual(['development']);
    expect(await namesFor(filter('verified', 'Equals', 'FALSE'))).toEqual(['sleep', 'guidance', 'food']);
  });

  it('combines the user’s filters with the screen’s defaults; None and blank values filter nothing', async () => {
    expect(
      await namesFor({
        ...filter('trainingName', 'Contains', 'safe'),
        defaultFilters: [{ filterColumn: 'deliveryMethod', operation: 'Equals', value: 'Classroom' }],
      }),
    ).toEqual(['sleep', 'food']);
    expect(
      await namesFor({
        ...filter('trainingName', 'Contains', 'safe'),
        defaultFilters: [{ filterColumn: 'hours', operation: 'GreaterThan', value: '1.5' }],
      }),
    ).toEqual(['sleep']);
    expect(await namesFor(filter('trainingName', 'None', 'anything'))).toHaveLength(4);
    expect(await namesFor(filter('hours', 'Equals', '  '))).toHaveLength(4);
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'an undeclared column',
      filter('userId', 'Equals', '1'),
      { 'filterInfo.0': "'userId' is not a column this grid filters by." },
    ],
    [
      'an operation the type does not take',
      filter('trainingName', 'GreaterThan', 'a'),
      { 'filterInfo.0': "'trainingName' cannot be filtered with GreaterThan; use Contains or Equals." },
    ],
    [
      'Contains on a column that takes Equals only',
      filter('verification', 'Contains', 'Req'),
      { 'filterInfo.0': "'verification' cannot be filtered with Contains; use Equals." },
    ],
    [
      'Contains on a date',
      filter('trainingDate', 'Contains', '2025'),
      {
        'filterInfo.0':
          "'trainingDate' cannot be filtered with Contains; use OnDate or GreaterThan or LessThan.",
      },
    ],
    [
      'a number that is not one',
      filter('hours', 'Equals', 'ten'),
      { 'filterInfo.0': "The filter of 'hours' must be a number, such as 12 or 1.5." },
    ],
    [
      'a boolean that is not one',
      filter('verified', 'Equals', 'yes'),
      { 'filterInfo.0': "The filter of 'verified' must be true or false." },
    ],
    [
      'a date that does not exist',
      filter('trainingDate', 'OnDate', '2025-02-30'),
      { 'filterInfo.0': "The filter of 'trainingDate' must be a date written YYYY-MM-DD." },
    ],
    [
      'a date written otherwise',
      filter('trainingDate', 'OnDate', '11/15/2025'),
      { 'filterInfo.0': "The filter of 'trainingDate' must be a date written YYYY-MM-DD." },
    ],
    [
      'a date before 1900',
      filter('trainingDate', 'GreaterThan', '1899-12-31'),
      { 'filterInfo.0': 'Date must be between 01/01/1900 and 12/31/2200.' },
    ],
    [
      'an instant after 2200',
      filter('updatedAt', 'LessThan', '2201-01-01'),
      { 'filterInfo.0': 'Date must be between 01/01/1900 and 12/31/2200.' },
    ],
    [
      'a bad default filter',
      { defaultFilters: [{ filterColumn: 'nope', operation: 'Equals', value: 'x' }] },
      { 'defaultFilters.0': "'nope' is not a column this grid filters by." },
    ],
    [
      'an undeclared sort column',
      { sortInfo: [{ sortColumn: 'userId', sortDirection: 'Ascending' }] },
      { 'sortInfo.0': "'userId' is not a column this grid sorts by." },
    ],
    ['the wrong form', { formId: 2 }, { formId: "This grid's rows open in form 7." }],
    [
      'a primaryEntity that is no person',
      { primaryEntity: { id: 1, entityTypeId: 2 } },
      { primaryEntity: 'primaryEntity must be a person (entity type 1).' },
    ],
    [
      'a primaryEntity in a grid of everyone within reach',
      { altGridId: 'reach', primaryEntity: { id: 1, entityTypeId: 1 } },
      {
        primaryEntity:
          'This grid lists the records of everyone within your reach; it takes no primaryEntity.',
      },
    ],
    [
      'a sort on a column the reach grid does not sort (millions of rows)',
      { altGridId: 'reach', sortInfo: [{ sortColumn: 'trainingName', sortDirection: 'Ascending' }] },
      { 'sortInfo.0': "'trainingName' is not a column this grid sorts by." },
    ],
    [
      'Contains on a reach grid column without a trigram index',
      { altGridId: 'reach', ...filter('deliveryMethod', 'Contains', 'Class') },
      { 'filterInfo.0': "'deliveryMethod' cannot be filtered with Contains; use Equals." },
    ],
  ];
  it.each(refusals)('refuses %s with 400 naming it', async (_name, body, errors) => {
    const response = await grid(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it('refuses a malformed request (an unknown operation, an unknown field) through the contract', async () => {
    const unknownOperation = await grid(filter('trainingName', 'StartsWith', 'Safe'));
    expect(unknownOperation.statusCode).toBe(400);
    expect(Object.keys(unknownOperation.json().errors)).toEqual(['filterInfo.0.operation']);
    const unknownField = await grid({ sql: 'drop table users' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({ errors: { sql: 'sql is not a known field.' } });
  });

  it('answers 404 for a grid that does not exist', async () => {
    for (const body of [{ entityTypeId: 99 }, { altGridId: 'everything' }, { entityTypeId: 1 }]) {
      const response = await grid(body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe('There is no such grid.');
    }
  });
});

describe('sorting', () => {
  const visible: Name[] = ['sleep', 'development', 'guidance', 'food'];
  const value = (name: Name, column: string): string | number | boolean | null => {
    const record: Record<string, unknown> = { status: 'Completed', verified: false, ...RECORDS[name] };
    if (column === 'verification')
      return record.verified
        ? 'Verified'
        : record.verificationStatus
          ? 'Requested'
          : record.rejected
            ? 'Rejected'
            : 'Not Verified';
    if (column === 'updatedAt') return (record.updatedAt as Date).toISOString();
    const raw = record[column] ?? null;
    if (column === 'hours') return Number(raw);
    return typeof raw === 'string' ? raw.toLowerCase() : (raw as boolean | null);
  };
  /** PostgreSQL's order: nulls after everything ascending, before everything descending; then the id. */
  const expected = (column: string, descending: boolean) =>
    [...visible].sort((a, b) => {
      const [x, y] = [value(a, column), value(b, column)];
      if (x === y) return descending ? ids[b]! - ids[a]! : ids[a]! - ids[b]!;
      if (x === null) return descending ? -1 : 1;
      if (y === null) return descending ? 1 : -1;
      return (x < y ? -1 : 1) * (descending ? -1 : 1);
    });
  const sortable = [
    'trainingName',
    'trainingDate',
    'hours',
    'sponsor',
    'courseNumber',
    'coreKnowledgeArea',
    'deliveryMethod',
    'status',
    'verification',
    'verified',
    'updatedAt',
  ];
  it.each(
    sortable.flatMap((column) => [
      [column, 'Ascending'],
      [column, 'Descending'],
    ]),
  )('sorts by %s %s, ties by id', async (column, direction) => {
    const names = await namesFor({ sortInfo: [{ sortColumn: column, sortDirection: direction }] });
    expect(names).toEqual(expected(column, direction === 'Descending'));
  });

  it('sorts by several columns in the order given', async () => {
    const names = await namesFor({
      sortInfo: [
        { sortColumn: 'deliveryMethod', sortDirection: 'Ascending' },
        { sortColumn: 'hours', sortDirection: 'Descending' },
      ],
    });
    expect(names).toEqual(['guidance', 'sleep', 'food', 'development']);
  });
});

describe('paging', () => {
  it('gives the rows from..to (1-based, inclusive) of the same order', async () => {
    expect(await namesFor({ from: 1, to: 2 })).toEqual(['sleep', 'development']);
    expect(await namesFor({ from: 2, to: 3 })).toEqual(['development', 'guidance']);
    expect(await namesFor({ from: 4, to: 4 })).toEqual(['food']);
    expect(await namesFor({ from: 3, to: 500 })).toEqual(['guidance', 'food']);
  });

  it('answers the columns and No Data past the end, and for a filter nothing matches', async () => {
    for (const body of [{ from: 5, to: 9 }, filter('trainingName', 'Contains', 'no such training')]) {
      const response = await grid(body);
      expect(response.statusCode).toBe(200);
      const answer = response.json<TGridResponse>();
      expect(answer.gridData).toEqual([]);
      expect(answer.message).toBe('No Data');
      expect(answer.columns).toHaveLength(12);
    }
  });

  it('refuses pages that are not one: to before from, from 0, more than 500 rows', async () => {
    for (const page of [
      { from: 3, to: 2 },
      { from: 0, to: 5 },
      { from: 1, to: 501 },
    ]) {
      const response = await grid(page);
      expect(response.statusCode, JSON.stringify(page)).toBe(400);
    }
  });
});

describe('Include Disabled (spec 3 §6)', () => {
  it('is refused with 403 for a role that does not see disabled rows, and changes nothing', async () => {
    const response = await grid({ includeDisabled: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toBe('Your role does not see the disabled rows of this grid.');
  });

  it('shows disabled rows, flagged, to a manager within reach', async () => {
    const manager = await signIn(t, await createUser(t, { generalRoles: ['400'] }));
    const primaryEntity = { id: owner.id, entityTypeId: 1 };
    const without = await grid({ primaryEntity }, manager.token);
    expect(without.json<TGridResponse>().gridData.map((row) => row.id)).not.toContain(ids.disabled);
    const withDisabled = await grid({ primaryEntity, includeDisabled: true }, manager.token);
    const row = withDisabled
      .json<TGridResponse>()
      .gridData.find((candidate) => candidate.id === ids.disabled);
    expect(row).toMatchObject({
      disabled: true,
      canView: true,
      canEdit: false,
      canDisable: true,
      canDelete: true,
    });
  });
});

describe('POST /api/grid/summary', () => {
  const summary = (body: Record<string, unknown>, as = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/grid/summary',
      headers: bearer(as),
      payload: { entityTypeId: 3, ...body },
    });

  it('counts the matching rows and gives their newest change', async () => {
    expect((await summary({})).json()).toEqual({
      total: 4,
      totalCapped: false,
      maxUpdatedDate: '2026-03-02T07:00:00.000Z',
    });
    expect((await summary(filter('trainingName', 'Contains', 'safe'))).json()).toEqual({
      total: 2,
      totalCapped: false,
      maxUpdatedDate: '2026-03-02T05:30:00.000Z',
    });
    expect((await summary(filter('trainingName', 'Contains', 'nothing like it'))).json()).toEqual({
      total: 0,
      totalCapped: false,
      maxUpdatedDate: null,
    });
  });

  it('adds up the master training record on the server: hours by core knowledge area, verified apart', async () => {
    const response = await summary({ aggregates: true });
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json<TGridSummaryResponse>().aggregates ?? [];
    // The enabled records only (the disabled one is not counted), each area by its text as the grid shows it.
    const byKey = (a: { key: string | null }, b: { key: string | null }) =>
      a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : 1;
    expect([...groups].sort(byKey)).toEqual([
      { key: 'Child Growth and Development', count: 1, sums: { hours: 10.5, verifiedHours: 10.5 } },
      { key: 'Health, Safety and Nutrition', count: 1, sums: { hours: 2, verifiedHours: 0 } },
      { key: 'Positive Interactions', count: 1, sums: { hours: 3, verifiedHours: 0 } },
      { key: null, count: 1, sums: { hours: 1.5, verifiedHours: 0 } },
    ]);
    // The same filters as the grid: one area's records only.
    const filtered = await summary({ aggregates: true, ...filter('trainingName', 'Contains', 'safe') });
    expect(filtered.json<TGridSummaryResponse>().aggregates?.map((group) => group.count)).toEqual([1, 1]);
    // Without asking, no aggregates; a grid that declares none refuses to be asked.
    expect((await summary({})).json()).not.toHaveProperty('aggregates');
    const reach = await summary({ altGridId: 'reach', aggregates: true });
    expect(reach.statusCode).toBe(400);
    expect(reach.json()).toEqual({ errors: { aggregates: GRID_ERRORS.noAggregates } });
  });

  it('refuses what the grid refuses', async () => {
    const response = await summary(filter('hours', 'Contains', '1'));
    expect(response.statusCode).toBe(400);
    expect((await summary({ includeDisabled: true })).statusCode).toBe(403);
    expect((await summary({ from: 1, to: 5 })).statusCode).toBe(400);
  });

  it(`stops counting past ${GRID_TOTAL_CAP} rows and says so`, async () => {
    const busy = await createUser(t);
    await addManyTrainings(t, busy.id, GRID_TOTAL_CAP + 5);
    const busyToken = (await signIn(t, busy)).token;
    // Past the cap neither the total nor the newest change is known: finding either would read every row.
    expect((await summary({}, busyToken)).json()).toEqual({
      total: GRID_TOTAL_CAP,
      totalCapped: true,
      maxUpdatedDate: null,
    });
    const exact = await summary(filter('trainingName', 'Contains', 'training 1000'), busyToken);
    // "Bulk training 1000" and 10000..10005 minus those past the count: 1000, 10000, 10001, ..., 10005.
    expect(exact.json()).toMatchObject({ total: 7, totalCapped: false });
    expect(exact.json().maxUpdatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const justUnder = await summary(filter('hours', 'LessThan', '100'), busyToken);
    expect(justUnder.json()).toMatchObject({ total: GRID_TOTAL_CAP, totalCapped: true });
  });
});

describe('the grid of everyone within reach (altGridId reach)', () => {
  it('filters by the person’s name and registry id, in the page and in the summary', async () => {
    const agency = await signIn(t, await createUser(t, { generalRoles: ['350'] }));
    const named = await createUser(t, { firstName: 'Quintessa', lastName: 'Oyelaran' });
    const record = await addTraining(t, named.id, { trainingName: 'Reach grid record' });
    const registryId = (
      await t.db.selectFrom('users').select('registryId').where('id', '=', named.id).executeTakeFirstOrThrow()
    ).registryId;
    for (const filterInfo of [
      [{ filterColumn: 'userName', operation: 'Contains', value: 'ssa oyel' }],
      [{ filterColumn: 'registryId', operation: 'Equals', value: registryId }],
    ]) {
      const page = await grid({ altGridId: 'reach', filterInfo }, agency.token);
      expect(page.statusCode).toBe(200);
      expect(page.json<TGridResponse>().gridData).toEqual([
        expect.objectContaining({
          id: record,
          userId: named.id,
          userName: 'Quintessa Oyelaran',
          registryId,
          canView: true,
          canEdit: false,
        }),
      ]);
      const summary = await t.app.inject({
        method: 'POST',
        url: '/api/grid/summary',
        headers: bearer(agency.token),
        payload: { entityTypeId: 3, altGridId: 'reach', filterInfo },
      });
      expect(summary.json()).toMatchObject({ total: 1, totalCapped: false });
    }
    const refused = await grid(
      { altGridId: 'reach', filterInfo: [{ filterColumn: 'userName', operation: 'Equals', value: 'x' }] },
      agency.token,
    );
    expect(refused.statusCode).toBe(400);
  });
});
