import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/accounts.js';
import { HOUR, testClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { certificateSet, createRecord, saveForm, type Answers } from '../../../test/records.js';
import { pdf } from '../../../test/samples.js';
import { FIELDS, upload, uploadState } from '../../../test/uploads.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import { SAMPLE } from '../form-sample/index.js';
import { fileSetColumns } from '../forms/index.js';
import { CERTIFICATION } from '../profile/index.js';
import { createDiskFileStorage } from '../../platform/file-storage.js';
import { createUnattachedFiles } from './unattached-files.js';

/**
 * Issue 20: a file uploaded and never attached to a record (the form was left unsaved) stayed forever.
 * A server that runs workers removes, now and then, the file sets no record names a day after their last
 * upload: their rows, their bytes, with an audit row per file. A set a record names stays, and so does a
 * set still in use (uploaded to within the day).
 */

const clock = testClock();
let t: TestApp;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  organizationId = (
    await t.db
      .insertInto('organizations')
      .values({
        name: 'Little Blessings',
        county: 'Montgomery',
        kind: 'facility',
        region: null,
        countyFips: '01101',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

let titles = 0;
const sample = (attachments: string): Answers => ({
  [SAMPLE.title]: `Visit ${++titles}`,
  [SAMPLE.hours]: '2',
  [SAMPLE.phone]: '(334) 555-0101',
  [SAMPLE.startDate]: '2024-03-01',
  [SAMPLE.topics]: ['health', 'families'],
  [SAMPLE.category]: 'toddler',
  [SAMPLE.level]: 'beginner',
  [SAMPLE.summary]: '<p>Met the director.</p>',
  [SAMPLE.language]: 'es',
  [SAMPLE.county]: '01101',
  [SAMPLE.organization]: String(organizationId),
  [SAMPLE.attachments]: attachments,
});

async function uploadTo(token: string, name: string, fileSetId?: string): Promise<string> {
  const fields = { ...FIELDS.multiple, ...(fileSetId === undefined ? {} : { fileSetId }) };
  const response = await upload(t, token, fields, { name, bytes: pdf() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ fileSetId: string }>().fileSetId;
}

describe('files never attached to a record', () => {
  it('are removed by a worker a day after their last upload; named and recent sets stay', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    let { token } = await signIn(t, user);
    const named = await uploadTo(token, 'kept.pdf');
    const saved = await saveForm(t, token, 900, null, sample(named));
    expect(saved.statusCode, saved.body).toBe(200);
    const certificate = await certificateSet(t, token);
    await createRecord(t, token, 'certification', { [CERTIFICATION.certificate]: certificate });
    const orphan = await uploadTo(token, 'orphan.pdf');
    await uploadTo(token, 'orphan-2.pdf', orphan);
    clock.advance(23 * HOUR);
    ({ token } = await signIn(t, user));
    const recent = await uploadTo(token, 'recent.pdf');
    // A set made long ago but uploaded to within the day is in use.
    const old = await uploadTo(token, 'old.pdf');
    clock.advance(2 * HOUR);
    ({ token } = await signIn(t, user));
    await uploadTo(token, 'old-2.pdf', old);
    clock.advance(HOUR);

    const before = await uploadState(t);
    const orphanFiles = before.files.filter((file) => file.fileSetId === orphan);
    expect(orphanFiles).toHaveLength(2);
    // A server with a worker starts (on the same database and file storage) and cleans up.
    await createTestApp({
      clock,
      config: { dataDir: t.config.dataDir },
      realtime: { adapter: 'memory', worker: true },
    });
    let after = await uploadState(t);
    for (let i = 0; i < 100 && after.sets.some((set) => set.id === orphan); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await uploadState(t);
    }
    expect(after.sets.map((set) => set.id).sort()).toEqual(
      before.sets
        .map((set) => set.id)
        .filter((id) => id !== orphan)
        .sort(),
    );
    expect(after.files).toEqual(before.files.filter((file) => file.fileSetId !== orphan));
    const orphanBytes = orphanFiles.map((file) => `${file.storageKey.slice(0, 2)}/${file.storageKey}`);
    expect(after.stored).toEqual(before.stored.filter((path) => !orphanBytes.includes(path)));
    expect(after.sets.map((set) => set.id)).toEqual(
      expect.arrayContaining([named, certificate, recent, old]),
    );
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'entityId', 'actorUserId'])
      .where('action', '=', 'file.removed-unattached')
      .execute();
    expect(audit.map((row) => row.entityId).sort()).toEqual(orphanFiles.map((file) => file.id).sort());
  });

  it('are removed once when two servers sweep at the same time', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const orphans = [
      await uploadTo(token, 'one.pdf'),
      await uploadTo(token, 'two.pdf'),
      await uploadTo(token, 'three.pdf'),
    ];
    clock.advance(25 * HOUR);
    const storage = createDiskFileStorage(join(t.config.dataDir, 'files'));
    const server = () =>
      createUnattachedFiles({
        db: t.db,
        transaction: (work) => t.db.transaction().execute(work),
        storage,
        clock,
        fileSetColumns: () => fileSetColumns(t.db, ENTITY_REGISTRY),
      });
    const [a, b] = await Promise.all([server().sweep(), server().sweep()]);
    expect(a + b).toBeGreaterThanOrEqual(orphans.length);
    const left = await t.db.selectFrom('fileSets').select('id').where('id', 'in', orphans).execute();
    expect(left).toEqual([]);
    // One removal (an audit row for its one file) per set, whichever server made it.
    const removals = await t.db
      .selectFrom('auditLog')
      .select(sql<string>`before ->> 'fileSetId'`.as('fileSetId'))
      .where('action', '=', 'file.removed-unattached')
      .execute();
    for (const orphan of orphans) expect(removals.filter((row) => row.fileSetId === orphan)).toHaveLength(1);
  });
});
