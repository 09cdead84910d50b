import { API_ERRORS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { pdf } from '../../../test/samples.js';
import { FIELDS, upload, uploadState } from '../../../test/uploads.js';

/**
 * Issue 20: a user had no quota: uploads could fill the disk. Every person has UPLOAD_QUOTA_MB of files
 * (their records' files, whoever uploads them); an upload that would pass it is refused with a text that
 * names the quota, and nothing is kept. Deleting files frees room.
 */

const QUOTA = 2500;
const file = (name: string) => ({
  name,
  bytes: Buffer.concat([pdf(), Buffer.alloc(1000 - pdf().length, 0x20)]),
});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { uploadQuotaBytes: QUOTA } });
});

describe('the upload quota', () => {
  it('refuses the upload that would pass it, keeping nothing; a deleted file frees room', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const first = await upload(t, token, { ...FIELDS.multiple }, file('a.pdf'));
    expect(first.statusCode).toBe(200);
    const set = first.json<{ fileSetId: string; fileId: string }>();
    expect((await upload(t, token, { ...FIELDS.multiple }, file('b.pdf'))).statusCode).toBe(200);
    const before = await uploadState(t);
    const refused = await upload(t, token, { ...FIELDS.multiple, fileSetId: set.fileSetId }, file('c.pdf'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ errors: { file: API_ERRORS.uploadQuotaExceeded('3 KB') } });
    expect(await uploadState(t)).toEqual(before);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${set.fileId}&primaryEntityId=${user.id}&entityTypeId=900`,
      headers: bearer(token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await upload(t, token, { ...FIELDS.multiple }, file('c.pdf'))).statusCode).toBe(200);
  });

  it('counts the files of the person whose records hold them, whoever uploads them', async () => {
    const person = await createUser(t, { generalRoles: ['100'] });
    const admin = await createUser(t, { generalRoles: ['AdminUser'] });
    const adminToken = (await signIn(t, admin)).token;
    const forPerson = { ...FIELDS.multiple, primaryEntityId: String(person.id) };
    expect((await upload(t, adminToken, forPerson, file('a.pdf'))).statusCode).toBe(200);
    expect((await upload(t, adminToken, forPerson, file('b.pdf'))).statusCode).toBe(200);
    const personToken = (await signIn(t, person)).token;
    expect((await upload(t, personToken, { ...FIELDS.multiple }, file('c.pdf'))).statusCode).toBe(413);
    // The administrator's own room is untouched.
    expect((await upload(t, adminToken, { ...FIELDS.multiple }, file('d.pdf'))).statusCode).toBe(200);
  });
});
