import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { GeneralRole, TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addRoleAction, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createDiskFileStorage, storageKey } from '../../platform/file-storage.js';

/**
 * POST /api/grid/disable and /api/grid/delete: the role first (403), then reach (404), then the row's
 * flags (403); the change and its audit row in one transaction; nothing changes on a refusal. A deleted
 * record's file sets go with it unless another record names them.
 */

const apps: Partial<Record<TenantCode, TestApp>> = {};
beforeAll(async () => {
  apps.al = await createTestApp({ config: { tenant: 'al' } });
  apps.tn = await createTestApp({ config: { tenant: 'tn' } });
});

async function person(tenant: TenantCode, roles: GeneralRole[] = ['100']) {
  const t = apps[tenant]!;
  const user = await createUser(t, { generalRoles: roles });
  return { ...user, token: (await signIn(t, user)).token };
}

const post = (tenant: TenantCode, path: string, token: string | null, payload: Record<string, unknown>) =>
  apps[tenant]!.app.inject({
    method: 'POST',
    url: `/api/grid/${path}`,
    headers: token === null ? {} : bearer(token),
    payload,
  });

const disabledAt = async (
  tenant: TenantCode,
  table: 'trainingRecords' | 'certificationRecords',
  id: number,
) =>
  (await apps[tenant]!.db.selectFrom(table).select('disabledAt').where('id', '=', id).executeTakeFirst())
    ?.disabledAt;

/** The audit rows of one record (ids repeat across record tables, so the entity says which). */
const audits = (tenant: TenantCode, id: number, entity = 'Training Record') =>
  apps[tenant]!.db.selectFrom('auditLog')
    .select(['action', 'entity', 'actorUserId', 'before', 'after'])
    .where('entityId', '=', String(id))
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();

describe('POST /api/grid/disable', () => {
  it('lets a manager disable and enable a record of a person within reach, each change audited once', async () => {
    const owner = await person('al');
    const manager = await person('al', ['400']);
    const record = await addTraining(apps.al!, owner.id);
    const disable = (value: boolean) =>
      post('al', 'disable', manager.token, {
        disable: value,
        entityTypeId: 3,
        entityId: record,
        primaryEntityId: owner.id,
      });
    const first = await disable(true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ entityTypeId: 3, entityId: record, disabled: true });
    expect(await disabledAt('al', 'trainingRecords', record)).toBeInstanceOf(Date);
    // Asking for the state it is in changes nothing and writes nothing.
    expect((await disable(true)).statusCode).toBe(200);
    expect(await audits('al', record)).toEqual([
      {
        action: 'record.disabled',
        entity: 'Training Record',
        actorUserId: manager.id,
        before: { disabled: false, userId: owner.id },
        after: { disabled: true },
      },
    ]);
    // The owner no longer sees it; the manager does with Include Disabled.
    const ownGrid = await apps.al!.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(owner.token),
      payload: { entityTypeId: 3, from: 1, to: 5 },
    });
    expect(ownGrid.json().message).toBe('No Data');
    const enabled = await disable(false);
    expect(enabled.json()).toEqual({ entityTypeId: 3, entityId: record, disabled: false });
    expect(await disabledAt('al', 'trainingRecords', record)).toBeNull();
    expect((await audits('al', record)).map((row) => row.action)).toEqual([
      'record.disabled',
      'record.enabled',
    ]);
  });

  it('lets role 100 disable its own certification in tn, not its training records, and not in al', async () => {
    for (const tenant of ['tn', 'al'] as const) {
      const t = apps[tenant]!;
      const owner = await person(tenant);
      const certification = await t.db
        .insertInto('certificationRecords')
        .values({
          userId: owner.id,
          formId: 5,
          formVersion: 1,
          credentialType: 'CDA',
          credentialName: 'CDA Credential',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await post(tenant, 'disable', owner.token, {
        disable: true,
        entityTypeId: 7,
        entityId: certification.id,
      });
      if (tenant === 'tn') {
        expect(response.statusCode).toBe(200);
        expect(await disabledAt(tenant, 'certificationRecords', certification.id)).toBeInstanceOf(Date);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toBe('You may not disable or enable this record.');
        expect(await disabledAt(tenant, 'certificationRecords', certification.id)).toBeNull();
      }
      const training = await addTraining(t, owner.id);
      const refused = await post(tenant, 'disable', owner.token, {
        disable: true,
        entityTypeId: 3,
        entityId: training,
      });
      expect(refused.statusCode).toBe(403);
      expect(await disabledAt(tenant, 'trainingRecords', training)).toBeNull();
    }
  });

  it('answers 401, 403 for a role without Disable, 404 out of reach or for no such record, and changes nothing', async () => {
    const owner = await person('al');
    const record = await addTraining(apps.al!, owner.id);
    const payload = { disable: true, entityTypeId: 3, entityId: record };
    expect((await post('al', 'disable', null, payload)).statusCode).toBe(401);
    for (const role of ['350', '250'] as const) {
      const viewer = await person('al', [role]);
      expect((await post('al', 'disable', viewer.token, payload)).statusCode, role).toBe(403);
    }
    // A manager's reach does not include people holding roles above 100.
    const elevated = await person('al', ['100', '350']);
    const theirs = await addTraining(apps.al!, elevated.id);
    const manager = await person('al', ['400']);
    for (const body of [
      { ...payload, entityId: theirs },
      { ...payload, entityId: 987654321 },
      // The record is not the named person's.
      { ...payload, primaryEntityId: elevated.id },
    ]) {
      const response = await post('al', 'disable', manager.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toBe('There is no such record.');
    }
    expect((await post('al', 'disable', manager.token, { ...payload, entityTypeId: 99 })).statusCode).toBe(
      404,
    );
    const bad = await post('al', 'disable', manager.token, { ...payload, entityId: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(await disabledAt('al', 'trainingRecords', record)).toBeNull();
    expect(await disabledAt('al', 'trainingRecords', theirs)).toBeNull();
    expect(await audits('al', record)).toEqual([]);
  });

  it('refuses to disable an employment through which a role is held or requested', async () => {
    const owner = await person('al');
    const organization = await addOrganization(apps.al!);
    const employment = await addEmployment(apps.al!, owner.id, organization);
    await addRoleAction(apps.al!, employment, '100', 1);
    const administrator = await person('al', ['500']);
    const response = await post('al', 'disable', administrator.token, {
      disable: true,
      entityTypeId: 8,
      entityId: employment,
    });
    expect(response.statusCode).toBe(403);
    expect(await audits('al', employment, 'Experience')).toEqual([]);
  });
});

describe('POST /api/grid/delete', () => {
  const exists = async (tenant: TenantCode, id: number) =>
    (await apps[tenant]!.db.selectFrom('trainingRecords')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined;

  it('lets the owner delete an unlocked record, with an audit row of what it was', async () => {
    const owner = await person('al');
    const record = await addTraining(apps.al!, owner.id, {
      trainingName: 'To be deleted',
      sponsor: 'Sponsor X',
    });
    const response = await post('al', 'delete', owner.token, { entityTypeId: 3, entityId: record });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await exists('al', record)).toBe(false);
    const [audit] = await audits('al', record);
    expect(audit).toMatchObject({ action: 'record.deleted', actorUserId: owner.id, after: null });
    expect(audit!.before).toMatchObject({
      id: record,
      userId: owner.id,
      trainingName: 'To be deleted',
      sponsor: 'Sponsor X',
      removedFiles: [],
    });
  });

  it('refuses, with 403 and no change, a locked record, a tn training record, and a viewer who only views', async () => {
    const owner = await person('al');
    const verified = await addTraining(apps.al!, owner.id, { verified: true });
    const requested = await addTraining(apps.al!, owner.id, { verificationStatus: 'Requested' });
    const fromApi = await addTraining(apps.al!, owner.id, { sentViaApi: true });
    for (const record of [verified, requested, fromApi]) {
      const response = await post('al', 'delete', owner.token, { entityTypeId: 3, entityId: record });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toBe('You may not delete this record.');
      expect(await exists('al', record)).toBe(true);
    }
    const tnOwner = await person('tn');
    const tnRecord = await addTraining(apps.tn!, tnOwner.id);
    expect(
      (await post('tn', 'delete', tnOwner.token, { entityTypeId: 3, entityId: tnRecord })).statusCode,
    ).toBe(403);
    expect(await exists('tn', tnRecord)).toBe(true);
    // An agency's staff member sees a professional's records, and only sees them.
    const agency = await person('tn', ['350']);
    const response = await post('tn', 'delete', agency.token, {
      entityTypeId: 3,
      entityId: tnRecord,
      primaryEntityId: tnOwner.id,
    });
    expect(response.statusCode).toBe(403);
    expect(await exists('tn', tnRecord)).toBe(true);
    expect(await audits('tn', tnRecord)).toEqual([]);
  });

  it('lets a manager delete a locked record within reach, and answers 404 beyond it', async () => {
    const owner = await person('tn');
    const record = await addTraining(apps.tn!, owner.id, { verified: true });
    const stranger = await person('tn');
    expect(
      (await post('tn', 'delete', stranger.token, { entityTypeId: 3, entityId: record })).statusCode,
    ).toBe(404);
    const manager = await person('tn', ['400']);
    expect(
      (await post('tn', 'delete', manager.token, { entityTypeId: 3, entityId: record })).statusCode,
    ).toBe(204);
    expect(await exists('tn', record)).toBe(false);
  });

  it('removes the file sets only the record named, their rows and their bytes; a shared set stays', async () => {
    const t = apps.al!;
    const owner = await person('al');
    const storage = createDiskFileStorage(join(t.config.dataDir, 'files'));
    /** A set of one file, stored as an upload would store it. */
    async function fileSet(name: string) {
      const set = randomUUID();
      const key = storageKey();
      const staged = await storage.stage([Buffer.from(`bytes of ${name}`)]);
      await staged.keep(key);
      await t.db
        .insertInto('fileSets')
        .values({
          id: set,
          ownerUserId: owner.id,
          entityTypeId: 3,
          formElementId: 7001,
          createdBy: owner.id,
          createdAt: new Date(),
        })
        .execute();
      const fileId = randomUUID();
      await t.db
        .insertInto('uploadedFiles')
        .values({
          id: fileId,
          fileSetId: set,
          fileName: name,
          contentType: 'application/pdf',
          sizeBytes: 12,
          storageKey: key,
          uploadedBy: owner.id,
          createdAt: new Date(),
        })
        .execute();
      return { set, key, fileId };
    }
    const own = await fileSet('certificate.pdf');
    const shared = await fileSet('shared.pdf');
    const record = await addTraining(t, owner.id, { certificate: own.set });
    const first = await addTraining(t, owner.id, { certificate: shared.set });
    const second = await addTraining(t, owner.id, { certificate: shared.set });

    expect((await post('al', 'delete', owner.token, { entityTypeId: 3, entityId: record })).statusCode).toBe(
      204,
    );
    const sets = async () =>
      (await t.db.selectFrom('fileSets').select('id').where('ownerUserId', '=', owner.id).execute()).map(
        (row) => row.id,
      );
    expect(await sets()).toEqual([shared.set]);
    expect(await storage.get(own.key)).toBeUndefined();
    const [audit] = await audits('al', record);
    expect((audit!.before as { removedFiles: unknown[] }).removedFiles).toEqual([
      {
        fileId: own.fileId,
        fileSetId: own.set,
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        sizeBytes: 12,
      },
    ]);

    // Two records name one set: it goes with the last of them.
    expect((await post('al', 'delete', owner.token, { entityTypeId: 3, entityId: first })).statusCode).toBe(
      204,
    );
    expect(await sets()).toEqual([shared.set]);
    const kept = await storage.get(shared.key);
    expect(kept).toBeDefined();
    kept!.destroy();
    expect((await post('al', 'delete', owner.token, { entityTypeId: 3, entityId: second })).statusCode).toBe(
      204,
    );
    expect(await sets()).toEqual([]);
    expect(await storage.get(shared.key)).toBeUndefined();
  });

  it('refuses to delete an employment through which a role is held, so no director loses sight silently', async () => {
    const owner = await person('al');
    const organization = await addOrganization(apps.al!);
    const employment = await addEmployment(apps.al!, owner.id, organization, [{ roleName: '100' }]);
    const response = await post('al', 'delete', owner.token, { entityTypeId: 8, entityId: employment });
    expect(response.statusCode).toBe(403);
    const left = await apps
      .al!.db.selectFrom('employmentRecords')
      .select('id')
      .where('id', '=', employment)
      .execute();
    expect(left).toHaveLength(1);
    const free = await addEmployment(apps.al!, owner.id, null);
    expect((await post('al', 'delete', owner.token, { entityTypeId: 8, entityId: free })).statusCode).toBe(
      204,
    );
  });
});
