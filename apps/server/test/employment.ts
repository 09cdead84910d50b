import { randomBytes } from 'node:crypto';
import type { TestApp } from './helpers.js';

/** Arranges an organization directly in the database. */
export async function createOrganization(
  t: TestApp,
  options: { name?: string; countyFips?: string | null; county?: string; kind?: 'agency' | 'facility' } = {},
): Promise<number> {
  const row = await t.db
    .insertInto('organizations')
    .values({
      name: options.name ?? `Org ${randomBytes(4).toString('hex')}`,
      county: options.county ?? 'Montgomery',
      kind: options.kind ?? 'facility',
      region: null,
      countyFips: options.countyFips ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TestEmploymentOptions {
  /** The organization named; none: employment outside the registry. */
  organizationId?: number | null;
  /** Whether the record marks the organization as the registry's (default: when one is named). */
  registry?: boolean;
  /** Organization roles held (active) through the record. */
  roles?: ('100' | '200')[];
  disabled?: boolean;
  trainTn?: boolean;
  /** The first and last day (YYYY-MM-DD); none: the record names none (it goes on). */
  startDate?: string | null;
  endDate?: string | null;
}

/** Arranges an employment record of `userId` (what the experience form or an import would leave). */
export async function createEmployment(
  t: TestApp,
  userId: number,
  options: TestEmploymentOptions = {},
): Promise<number> {
  const organizationId = options.organizationId ?? null;
  const record = await t.db
    .insertInto('employmentRecords')
    .values({
      userId,
      organizationId,
      employerName: organizationId === null ? 'A family child care home' : 'Org',
      isRegistryOrganization: options.registry ?? organizationId !== null,
      disabledAt: options.disabled ? new Date() : null,
      hasTrainTnAccess: options.trainTn ?? false,
      startDate: options.startDate ?? null,
      endDate: options.endDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const roleName of options.roles ?? []) {
    await t.db.insertInto('organizationRoles').values({ employmentRecordId: record.id, roleName }).execute();
  }
  return record.id;
}

/** Arranges a role action of an employment record (history as earlier calls would have left it). */
export async function addRoleAction(
  t: TestApp,
  employmentRecordId: number,
  action: {
    roleName: '100' | '200';
    actionType: 1 | 2 | 3 | 4 | 10;
    parentActionId?: number | null;
    by?: number | null;
  },
): Promise<number> {
  const row = await t.db
    .insertInto('roleRequestActions')
    .values({
      employmentRecordId,
      roleName: action.roleName,
      actionType: action.actionType,
      parentActionId: action.parentActionId ?? null,
      comments: null,
      userLastUpdated: action.by ?? null,
      lastChangeAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
