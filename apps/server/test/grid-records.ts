import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from './helpers.js';

/**
 * Profile records written straight into the tables (the record forms land separately): what a saved form,
 * an import or the registry's own sessions would leave.
 */
export interface TrainingValues {
  trainingName?: string;
  trainingDate?: string;
  hours?: number | string;
  sponsor?: string | null;
  courseNumber?: string | null;
  coreKnowledgeArea?: string | null;
  deliveryMethod?: string | null;
  status?: string;
  certificate?: string | null;
  sentViaApi?: boolean;
  verified?: boolean;
  rejected?: boolean;
  verificationStatus?: 'Requested' | null;
  disabledAt?: Date | null;
  updatedAt?: Date;
}

export async function addTraining(t: TestApp, userId: number, values: TrainingValues = {}): Promise<number> {
  // An explicit null stays null; only a missing value takes the default.
  const or = <K extends keyof TrainingValues>(key: K, fallback: TrainingValues[K]) =>
    key in values ? values[key] : fallback;
  const row = await t.db
    .insertInto('trainingRecords')
    .values({
      userId,
      formId: 7,
      formVersion: 1,
      trainingName: values.trainingName ?? 'Safe Sleep Practices',
      trainingDate: values.trainingDate ?? '2026-03-01',
      hours: values.hours ?? 2,
      sponsor: or('sponsor', 'State Training Center') ?? null,
      courseNumber: values.courseNumber ?? null,
      coreKnowledgeArea: or('coreKnowledgeArea', 'health-safety-nutrition') ?? null,
      deliveryMethod: or('deliveryMethod', 'classroom') ?? null,
      status: values.status ?? 'Completed',
      certificate: values.certificate ?? null,
      sentViaApi: values.sentViaApi ?? false,
      verified: values.verified ?? false,
      rejected: values.rejected ?? false,
      verificationStatus: values.verificationStatus ?? null,
      disabledAt: values.disabledAt ?? null,
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A registry organization. */
export async function addOrganization(t: TestApp, name = `Org ${randomBytes(4).toString('hex')}`) {
  const row = await t.db
    .insertInto('organizations')
    .values({ name, county: 'Montgomery', kind: 'facility', region: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An employment of the person at the organization, holding the given organization roles (active unless said). */
export async function addEmployment(
  t: TestApp,
  userId: number,
  organizationId: number | null,
  roles: { roleName: '100' | '200'; active?: boolean }[] = [],
  values: { employerName?: string; positionTitle?: string; startDate?: string; endDate?: string | null } = {},
): Promise<number> {
  const record = await t.db
    .insertInto('employmentRecords')
    .values({
      userId,
      organizationId,
      employerName: values.employerName ?? 'Little Acorns',
      positionTitle: values.positionTitle ?? 'Lead Teacher',
      startDate: values.startDate ?? '2024-08-01',
      endDate: values.endDate ?? null,
      isRegistryOrganization: organizationId !== null,
      formId: 6,
      formVersion: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of roles) {
    await t.db
      .insertInto('organizationRoles')
      .values({ employmentRecordId: record.id, roleName: role.roleName, active: role.active ?? true })
      .execute();
  }
  return record.id;
}

/** One role request action of an employment; answers its id. */
export async function addRoleAction(
  t: TestApp,
  employmentRecordId: number,
  roleName: '100' | '200',
  actionType: 1 | 2 | 3 | 4 | 10,
  parentActionId: number | null = null,
): Promise<number> {
  const row = await t.db
    .insertInto('roleRequestActions')
    .values({ employmentRecordId, roleName, actionType, parentActionId, lastChangeAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` training records of one person in one statement (for totals past the cap and long exports). */
export async function addManyTrainings(t: TestApp, userId: number, count: number, name = 'Bulk training') {
  await sql`
    insert into training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor)
    select ${userId}, 7, 1, ${name} || ' ' || n, date '2020-01-01' + (n % 2000), 1 + (n % 7), 'Bulk sponsor'
    from generate_series(1, ${count}) n`.execute(t.db);
}
