import type { GeneralRole, TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createEmployment, createOrganization } from '../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { pdf } from '../../../test/samples.js';
import { FIELDS, upload, uploadState } from '../../../test/uploads.js';

/**
 * Whose files (DESIGN §3 "Whose data"): every viewer role against every kind of person, for the three
 * calls on a person's files. The owner always; a user-manager (400, 500, AdminUser) within their account
 * reach (spec 2 §6); agency staff (350, 375) open a professional's files (personRecordsAccess: view) and
 * change nothing; everyone else 404, as if the file or person did not exist. Nothing changes unless
 * the answer is 200.
 */

const VIEWERS = ['100', '250', '300', '350', '375', '400', '500', 'AdminUser'] as const;
type Viewer = (typeof VIEWERS)[number];

const TARGETS = {
  self: null,
  plain: ['100'],
  elevated: ['100', '350'],
  admin500: ['500'],
  adminUser: ['AdminUser'],
} as const satisfies Record<string, readonly GeneralRole[] | null>;
type Target = keyof typeof TARGETS;

/** Status of download, upload (into the target's record) and delete. */
type Row = [number, number, number];
const IN: Row = [200, 200, 200];
const OUT: Row = [404, 404, 404];
/** Agency staff verifying a professional's records open the files, and change nothing. */
const SEE: Row = [200, 404, 404];

const EXPECTED: Record<Viewer, Record<Target, Row>> = {
  '100': { self: IN, plain: OUT, elevated: OUT, admin500: OUT, adminUser: OUT },
  '250': { self: IN, plain: OUT, elevated: OUT, admin500: OUT, adminUser: OUT },
  '300': { self: IN, plain: OUT, elevated: OUT, admin500: OUT, adminUser: OUT },
  '350': { self: IN, plain: SEE, elevated: OUT, admin500: OUT, adminUser: OUT },
  '375': { self: IN, plain: SEE, elevated: OUT, admin500: OUT, adminUser: OUT },
  '400': { self: IN, plain: IN, elevated: OUT, admin500: OUT, adminUser: OUT },
  '500': { self: IN, plain: IN, elevated: IN, admin500: OUT, adminUser: OUT },
  AdminUser: { self: IN, plain: IN, elevated: IN, admin500: IN, adminUser: IN },
};

const apps: Partial<Record<TenantCode, TestApp>> = {};
beforeAll(async () => {
  apps.al = await createTestApp({ config: { tenant: 'al' } });
  apps.tn = await createTestApp({ config: { tenant: 'tn' } });
});

describe.each(['al', 'tn'] as const)("%s: a person's files", (tenant) => {
  const cases = VIEWERS.flatMap((viewer) =>
    (Object.keys(TARGETS) as Target[]).map((target) => [viewer, target, EXPECTED[viewer][target]] as const),
  );

  it.each(cases)('viewer %s, target %s: %j', async (viewerRole, targetKind, [get, put, remove]) => {
    const t = apps[tenant]!;
    const viewerUser = await createUser(t, { generalRoles: [viewerRole] });
    const viewer = await signIn(t, viewerUser);
    const roles = TARGETS[targetKind];
    const targetUser = roles === null ? viewerUser : await createUser(t, { generalRoles: [...roles] });
    const target = roles === null ? viewer : await signIn(t, targetUser);
    // The target's own file, uploaded by the target.
    const own = await upload(t, target.token, { ...FIELDS.multiple }, { name: 'own.pdf', bytes: pdf() });
    expect(own.statusCode).toBe(200);
    const { fileId, fileSetId } = own.json();
    const headers = bearer(viewer.token);
    const before = await uploadState(t);

    const download = await t.app.inject({ method: 'GET', url: `/api/file/u/${fileId}`, headers });
    expect(download.statusCode).toBe(get);
    if (get === 200) expect(download.rawPayload).toEqual(pdf());
    else expect(download.json()).toBe('There is no such file.');

    const added = await upload(
      t,
      viewer.token,
      { ...FIELDS.multiple, fileSetId, primaryEntityId: String(targetUser.id) },
      { name: 'added.pdf', bytes: pdf() },
    );
    expect(added.statusCode).toBe(put);
    if (put !== 200) expect(await uploadState(t)).toEqual(before);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${fileId}&entityTypeId=900&primaryEntityId=${targetUser.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(remove);
    const rows = await t.db
      .selectFrom('uploadedFiles')
      .select('id')
      .where('fileSetId', '=', fileSetId)
      .execute();
    if (remove === 200) {
      expect(rows.map((r) => r.id)).toEqual([added.json().fileId]);
      const audit = await t.db
        .selectFrom('auditLog')
        .select(['action', 'actorUserId'])
        .where('entityId', '=', fileId)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'file.uploaded', actorUserId: targetUser.id },
        { action: 'file.deleted', actorUserId: viewerUser.id },
      ]);
    } else {
      expect(await uploadState(t)).toEqual(before);
    }
  });
});

describe("a director and their staff's files", () => {
  it('a director opens the files of approved staff at the organization they direct, and no one else’s', async () => {
    const t = apps.al!;
    const organizationId = await createOrganization(t);
    const elsewhere = await createOrganization(t);
    const directorUser = await createUser(t, { generalRoles: ['100'] });
    await createEmployment(t, directorUser.id, { organizationId, roles: ['100', '200'] });
    const otherDirectorUser = await createUser(t, { generalRoles: ['100'] });
    await createEmployment(t, otherDirectorUser.id, { organizationId: elsewhere, roles: ['100', '200'] });
    const staffUser = await createUser(t, { generalRoles: ['100'] });
    await createEmployment(t, staffUser.id, { organizationId, roles: ['100'] });
    const staff = await signIn(t, staffUser);
    const own = await upload(t, staff.token, { ...FIELDS.multiple }, { name: 'cert.pdf', bytes: pdf() });
    const { fileId } = own.json();

    const asDirector = async (user: typeof directorUser) => {
      const session = await signIn(t, user);
      const switched = await t.app.inject({
        method: 'POST',
        url: '/api/userorganizationroles/roleswitch',
        headers: bearer(session.token),
        payload: { roleName: '200' },
      });
      expect(switched.statusCode).toBe(200);
      const token = (switched.json() as { jwt?: { auth_token: string } }).jwt?.auth_token ?? session.token;
      return t.app.inject({ method: 'GET', url: `/api/file/u/${fileId}`, headers: bearer(token) });
    };
    const mine = await asDirector(directorUser);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(pdf());
    expect((await asDirector(otherDirectorUser)).statusCode).toBe(404);
  });
});
