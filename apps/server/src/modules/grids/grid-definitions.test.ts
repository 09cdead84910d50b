import type { TGridResponse } from '@registry/contracts';
import { GRID_OPERATIONS_BY_TYPE, type GridColumnType } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import { operationsOf } from './grid-query.js';

/**
 * Every grid definition against the database: each declared sortable column sorts both ways, each
 * filterable column takes each of its operations, every route answers 401 without a session, and each
 * grid names the form of the spec (3 §3) and columns that exist. A column bound to a misspelt column or
 * a wrong type fails here, whichever grid it is in.
 */

let t: TestApp;
let managerToken: string;
let personId: number;

/** A value each type's filter takes (and the record below matches). */
const SAMPLE: Record<GridColumnType, string> = {
  text: 'a',
  number: '1',
  date: '2024-01-01',
  datetime: '2024-01-01',
  boolean: 'false',
};

/** The columns whose own filters take more than their type's sample (the users grids'). */
const SAMPLE_OF: Record<string, string> = { SearchableName: 'te', organizationId: '1' };

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'tn' } });
  const person = await createUser(t);
  personId = person.id;
  managerToken = (await signIn(t, await createUser(t, { generalRoles: ['500'] }))).token;
  await addTraining(t, personId);
  const base = { userId: personId, formVersion: 1 };
  await t.db
    .insertInto('educationRecords')
    .values({ ...base, formId: 2, institutionName: 'State University', startDate: '2010-08-20' })
    .execute();
  await t.db
    .insertInto('communityServiceRecords')
    .values({ ...base, formId: 3, organizationName: 'Food Bank', hours: 12 })
    .execute();
  await t.db
    .insertInto('membershipRecords')
    .values({ ...base, formId: 4, organizationName: 'NAEYC', membershipType: 'Member' })
    .execute();
  await t.db
    .insertInto('certificationRecords')
    .values({ ...base, formId: 5, credentialType: 'CDA', credentialName: 'CDA Credential' })
    .execute();
  await addEmployment(t, personId, await addOrganization(t), [{ roleName: '100' }]);
  // The career lattice level the person claims (entity 31).
  await t.db
    .insertInto('careerLatticeLevels')
    .values({ ...base, formId: 28, careerLatticeLevel: 2, comments: 'Please verify' })
    .execute();
  // The person's PDP (entities 11, 12, 13, 16): an item of each kind, a rating, a comment on the goal.
  await t.db
    .insertInto('pdpRequiredTrainings')
    .values({ ...base, formId: 10, trainingName: 'Safe Sleep', status: 'Completed' })
    .execute();
  const pdpGoal = await t.db
    .insertInto('pdpGoals')
    .values({ ...base, formId: 11, goal: 'Earn a CDA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('pdpSelfAssessments')
    .values({ ...base, formId: 12, area: 'child-development', rating: '2' })
    .execute();
  await t.db
    .insertInto('pdpComments')
    .values({
      ...base,
      formId: 14,
      itemEntityTypeId: 12,
      itemId: pdpGoal.id,
      commentType: 'Comment',
      comment: 'A good plan',
      authorUserId: personId,
      authorRole: 'owner',
    })
    .execute();
  // An alert the person wrote (its row's userId is its author).
  await t.db
    .insertInto('alerts')
    .values({ ...base, formId: 18, subject: 'Storm closures', audience: ['100'], startDate: '2024-01-01' })
    .execute();
  // A course of the person's with a session and an enrollment in it (the training catalogue's grids: the
  // manager reads every trainer's; the enrollment's userId is the person enrolled).
  const course = await t.db
    .insertInto('courses')
    .values({ ...base, formId: 23, courseName: 'Safe Sleep Practices' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const section = await t.db
    .insertInto('courseSections')
    .values({
      ...base,
      formId: 22,
      courseId: course.id,
      sectionName: 'Morning session',
      trainingStart: '2024-01-01 09:00',
      trainingEnd: '2024-01-01 12:00',
      timeZone: 'America/Chicago',
      region: 'mobile',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('enrollments')
    .values({ ...base, formId: 24, courseSectionId: section.id, status: 'Waitlisted', waitlistSeq: 1 })
    .execute();
  // A DHR report of the person's about that session (the reviewers read every trainer's reports).
  await t.db
    .insertInto('reports')
    .values({
      ...base,
      formId: 25,
      reportName: 'Quarterly report',
      reportType: 'quarterly',
      courseSectionId: section.id,
      periodStart: '2024-01-01',
      periodEnd: '2024-03-31',
      status: 'Submitted',
      submittedAt: new Date('2024-01-01T12:00:00Z'),
    })
    .execute();
  // The person's coaching (entities 21, 22): coached now by one coach, formerly by another, whose Active
  // Cases and Closed Cases grids (a coach's own) are asked by them (gridViewers).
  for (const [viewer, active] of [
    ['21:active-cases', true],
    ['21:closed-cases', false],
  ] as const) {
    const coach = await createUser(t, { generalRoles: ['300'] });
    gridViewers.set(viewer, (await signIn(t, coach)).token);
    const relationship = await t.db
      .insertInto('coachRelationships')
      .values({
        coachUserId: coach.id,
        userId: personId,
        active,
        status: active ? 2 : 4,
        startedAt: new Date('2024-01-01T12:00:00Z'),
        endedAt: active ? null : new Date('2024-01-01T12:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('coachRelationshipActions')
      .values({ coachRelationshipId: relationship.id, status: 2, actorUserId: personId, comments: 'a' })
      .execute();
  }
  // A generated resume and a reference of the person's (entities 10 and 30, issue 26).
  await t.db
    .insertInto('resumes')
    .values({ ...base, formId: 9, name: 'My Resume', isGenerated: true })
    .execute();
  await t.db
    .insertInto('resumeReferences')
    .values({ ...base, formId: 26, referenceName: 'Rita Reference', relationship: 'supervisor' })
    .execute();
  // A record with a verification history (a row of Verification History, entity 15).
  await t.db
    .insertInto('verificationRecords')
    .values({
      entityTypeId: 4,
      entityId: 1,
      ownerUserId: personId,
      recordType: 'Education',
      identifier: 'State University',
      lastActionType: 'Requested',
      lastActionAt: new Date('2024-01-01T12:00:00Z'),
    })
    .execute();
});

/** Every grid of every entity, with its entity type. */
const GRIDS = ENTITY_REGISTRY.all.flatMap((entity) =>
  entity.grids.map((grid) => ({ ...grid, entityTypeId: entity.entityType })),
);

/** Who asks a grid that only its own kind of viewer has (a coach's cases); the manager otherwise. */
const gridViewers = new Map<string, string>();
const viewerOf = (payload: Record<string, unknown>) =>
  gridViewers.get(`${String(payload.entityTypeId ?? payload.entityType)}:${String(payload.altGridId)}`) ??
  managerToken;

const call = (path: string, payload: Record<string, unknown>, token: string | null = viewerOf(payload)) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: token === null ? {} : bearer(token),
    payload,
  });

describe.each(GRIDS.map((grid) => [grid.entityTypeId, grid.altGridId ?? 'the entity’s own', grid] as const))(
  'grid of entity type %i (%s)',
  (_entityTypeId, _alt, grid) => {
    // A function: the person exists only once beforeAll has run.
    const query = () => ({
      entityTypeId: grid.entityTypeId,
      altGridId: grid.altGridId,
      formId: grid.formId,
      ...(grid.rows === 'owner' ? { primaryEntity: { id: personId, entityTypeId: 1 } } : {}),
    });

    it('answers its rows with every column, to a manager', async () => {
      const response = await call('/api/grid', { ...query(), from: 1, to: 50 });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<TGridResponse>();
      expect(body.columns.map((column) => column.propertyName)).toEqual(
        grid.columns.map((column) => column.propertyName),
      );
      const row = body.gridData.find((candidate) => candidate.userId === personId);
      expect(row).toBeDefined();
      for (const column of grid.columns) expect(row, column.propertyName).toHaveProperty(column.propertyName);
    });

    const sortable = grid.columns.filter((column) => column.sortable).map((column) => column.propertyName);
    it.each(sortable)('sorts by %s both ways', async (sortColumn) => {
      for (const sortDirection of ['Ascending', 'Descending']) {
        const response = await call('/api/grid', {
          ...query(),
          from: 1,
          to: 5,
          sortInfo: [{ sortColumn, sortDirection }],
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    });

    const filters = grid.columns
      .filter((column) => column.filterable)
      .flatMap((column) =>
        operationsOf(column)
          .filter((operation) => operation !== 'None')
          .map(
            (operation) =>
              [
                column.propertyName,
                operation,
                SAMPLE_OF[column.propertyName] ?? SAMPLE[column.type],
              ] as const,
          ),
      );
    it.each(filters)('filters %s with %s', async (filterColumn, operation, value) => {
      const filterInfo = [{ filterColumn, operation, value }];
      for (const path of ['/api/grid', '/api/grid/summary']) {
        const response = await call(path, {
          ...query(),
          filterInfo,
          ...(path === '/api/grid' ? { from: 1, to: 5 } : {}),
        });
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      }
    });

    it('exports its rows as CSV with the visible columns as the header', async () => {
      const response = await call('/api/form/flatfile', {
        entityType: grid.entityTypeId,
        altGridId: grid.altGridId,
        ...(grid.rows === 'owner' ? { primaryEntityId: personId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const header = response.rawPayload.subarray(3).toString('utf8').split('\n')[0];
      const visible = grid.columns.filter((column) => !column.hidden).map((column) => column.columnName);
      expect(header).toBe(visible.join(','));
    });
  },
);

describe('the definitions', () => {
  it('name the forms of spec 3 §3 and declare only operations their types take', () => {
    const forms = Object.fromEntries(GRIDS.map((grid) => [grid.entityTypeId, grid.formId]));
    expect(forms).toEqual({
      1: 1,
      3: 7,
      4: 2,
      5: 3,
      6: 4,
      7: 5,
      8: 6,
      15: 19,
      20: 18,
      23: 23,
      24: 22,
      26: 24,
      27: 25,
      11: 10,
      12: 11,
      13: 12,
      16: 14,
      21: null,
      22: null,
      31: 28,
      10: 9,
      30: 26,
    });
    for (const grid of GRIDS) {
      const names = grid.columns.map((column) => column.propertyName);
      expect(new Set(names).size, `${grid.entityTypeId}`).toBe(names.length);
      expect(grid.columns.filter((column) => column.initialSort).length).toBe(1);
      for (const column of grid.columns) {
        for (const operation of operationsOf(column))
          expect(GRID_OPERATIONS_BY_TYPE[column.type], `${column.propertyName} ${operation}`).toContain(
            operation,
          );
      }
    }
  });

  it('every grid call answers 401 without a session', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/grid', { entityTypeId: 3, from: 1, to: 5 }],
      ['/api/grid/summary', { entityTypeId: 3 }],
      ['/api/grid/disable', { disable: true, entityTypeId: 3, entityId: 1 }],
      ['/api/grid/delete', { entityTypeId: 3, entityId: 1 }],
      ['/api/form/flatfile', { entityType: 3 }],
    ];
    for (const [path, payload] of calls) expect((await call(path, payload, null)).statusCode, path).toBe(401);
  });
});
