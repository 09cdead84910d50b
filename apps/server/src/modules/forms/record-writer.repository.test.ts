import { FORM_TEXTS, numberOutOfRange, numberTooPrecise } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { experienceEntity } from '../profile/index.js';
import { trainingRecordEntity } from '../profile/index.js';
import { loadRecord } from './forms.repository.js';
import { numberProblem, servedValue, writeRecord } from './record-writer.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const hours = trainingRecordEntity.properties.hours!;
const hoursPerWeek = experienceEntity.properties.hoursPerWeek!;
const organizationId = experienceEntity.properties.organizationId!;

describe('number properties', () => {
  it.each<[string, typeof hours, string, string | null]>([
    ['hours', hours, '1.5', null],
    ['hours with trailing zeros', hours, '2.50', null],
    ['hours at the maximum', hours, '999.99', null],
    ['hours of zero (a training has some)', hours, '0', numberOutOfRange(999.99, true)],
    ['hours above the range', hours, '1000', numberOutOfRange(999.99, true)],
    ['hours to the thousandth', hours, '1.255', numberTooPrecise(2)],
    ['a negative number', hours, '-1', FORM_TEXTS.valueInvalid],
    ['words', hours, 'two', FORM_TEXTS.valueInvalid],
    ['a week of 168 hours', hoursPerWeek, '168', null],
    ['zero hours a week', hoursPerWeek, '0', null],
    ['more hours than a week has', hoursPerWeek, '168.5', numberOutOfRange(168, false)],
    ['an id (no range)', organizationId, '1234567890123', null],
  ])('%s: %s', (_name, property, value, problem) => {
    expect(numberProblem(property, value)).toBe(problem);
  });

  it('serves numbers as their shortest decimal text and yes/no as true or false', () => {
    expect(servedValue(hours, '12.50')).toBe('12.5');
    expect(servedValue(hours, '40.00')).toBe('40');
    expect(servedValue(hours, '0.10')).toBe('0.1');
    expect(servedValue(organizationId, 42)).toBe('42');
    expect(servedValue(experienceEntity.properties.isRegistryOrganization!, false)).toBe('false');
    expect(servedValue(hours, null)).toBeNull();
  });

  it('writes numbers, dates, lists and yes/no to their columns and loads them back as forms serve them', async () => {
    const owner = await createUser(t);
    const organization = await t.db
      .insertInto('organizations')
      .values({ name: 'Writer Test Center', county: 'Montgomery', kind: 'facility', region: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const write = (recordId: number | null, values: Record<string, string | string[] | null>) =>
      t.db.transaction().execute((trx) =>
        writeRecord(trx, {
          entity: experienceEntity,
          recordId,
          ownerUserId: owner.id,
          formId: 6,
          formVersion: 1,
          values,
          now: new Date(),
        }),
      );
    const id = await write(null, {
      isRegistryOrganization: 'true',
      organizationId: String(organization.id),
      employerName: 'Writer Test Center',
      startDate: '2020-08-01',
      hoursPerWeek: '37.50',
      agesServed: ['infant', 'toddler'],
    });
    const row = await t.db
      .selectFrom('employmentRecords')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: owner.id,
      organizationId: organization.id,
      isRegistryOrganization: true,
      hoursPerWeek: '37.50',
      startDate: '2020-08-01',
      agesServed: ['infant', 'toddler'],
      formId: 6,
    });
    expect((await loadRecord(t.db, experienceEntity, id)).values).toMatchObject({
      isRegistryOrganization: 'true',
      organizationId: String(organization.id),
      hoursPerWeek: '37.5',
      endDate: null,
      agesServed: ['infant', 'toddler'],
    });
    // An update empties a number and the organization, and the yes/no flips.
    await write(id, { hoursPerWeek: '', organizationId: null, isRegistryOrganization: 'false' });
    expect((await loadRecord(t.db, experienceEntity, id)).values).toMatchObject({
      hoursPerWeek: null,
      organizationId: null,
      isRegistryOrganization: 'false',
    });
  });

  it('refuses to write a value its column would not keep (the service reports it first)', async () => {
    const owner = await createUser(t);
    const attempt = (values: Record<string, string | string[] | null>) =>
      t.db.transaction().execute((trx) =>
        writeRecord(trx, {
          entity: trainingRecordEntity,
          recordId: null,
          ownerUserId: owner.id,
          formId: 7,
          formVersion: 1,
          values: { trainingName: 'Safe Sleep', trainingDate: '2024-01-10', hours: '1', ...values },
          now: new Date(),
        }),
      );
    await expect(attempt({ hours: '1.255' })).rejects.toThrow(/hours: "1.255" is not stored/);
    await expect(attempt({ hours: ['1'] })).rejects.toThrow(/one value is stored/);
    await expect(attempt({ hours: '10000' })).rejects.toThrow(/at most 999.99/);
    expect(
      await t.db.selectFrom('trainingRecords').select('id').where('userId', '=', owner.id).execute(),
    ).toEqual([]);
    const id = await attempt({ hours: '2.25' });
    expect((await loadRecord(t.db, trainingRecordEntity, id)).values.hours).toBe('2.25');
  });
});
