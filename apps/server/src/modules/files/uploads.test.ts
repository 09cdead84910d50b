import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { docx, exe, pdf, png, zipOf } from '../../../test/samples.js';
import { FIELDS, seedUploadForms, storedFiles, upload, uploadState } from '../../../test/uploads.js';
import { SAMPLE } from '../form-sample/index.js';

const ATTACHMENTS = String(SAMPLE.attachments);

let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A 1 KB limit, to see the refusal without sending megabytes.
  small = await createTestApp({ config: { uploadMaxBytes: 1024 } });
  // Both apps share this file's database.
  await seedUploadForms(t);
});

async function someone(app: TestApp = t) {
  const user = await createUser(app, { generalRoles: ['100'] });
  const { token } = await signIn(app, user);
  return { ...user, token };
}

describe('upload, download, delete', () => {
  it('keeps the file with the type of its bytes, serves it back, and deletes it', async () => {
    const ann = await someone();
    const before = await uploadState(t);
    const bytes = pdf();
    const response = await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'diploma.pdf', bytes });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      fileId: expect.any(String),
      fileName: 'diploma.pdf',
      fileSetId: expect.any(String),
    });

    const row = await t.db
      .selectFrom('uploadedFiles')
      .innerJoin('fileSets', 'fileSets.id', 'uploadedFiles.fileSetId')
      .selectAll()
      .where('uploadedFiles.id', '=', answer.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fileSetId: answer.fileSetId,
      fileName: 'diploma.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      ownerUserId: ann.id,
      entityTypeId: 900,
      formElementId: SAMPLE.attachments,
      uploadedBy: ann.id,
    });
    // The bytes on disk under the generated key, not under the user's name.
    const stored = storedFiles(t);
    expect(stored.get(`${row.storageKey.slice(0, 2)}/${row.storageKey}`)).toEqual(bytes);
    expect([...stored.keys()].some((path) => path.includes('diploma'))).toBe(false);
    const after = await uploadState(t);
    expect(after.audit).toBe(before.audit + 1);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${answer.fileId}`,
      headers: bearer(ann.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="diploma.pdf"; filename*=UTF-8''diploma.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    // A second file joins the set.
    const second = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple, fileSetId: answer.fileSetId },
      { name: 'transcript.docx', bytes: docx() },
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().fileSetId).toBe(answer.fileSetId);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${answer.fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
      headers: bearer(ann.token),
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ message: 'The file has been deleted.' });
    const gone = await uploadState(t);
    expect(gone.files.map((f) => f.id)).not.toContain(answer.fileId);
    expect(storedFiles(t).has(`${row.storageKey.slice(0, 2)}/${row.storageKey}`)).toBe(false);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId'])
      .where('entityId', '=', answer.fileId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'file.uploaded', actorUserId: ann.id },
      { action: 'file.deleted', actorUserId: ann.id },
    ]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${answer.fileId}`,
      headers: bearer(ann.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toBe('There is no such file.');
  });

  it('reads the fields whether they come before or after the file', async () => {
    const ann = await someone();
    const first = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple },
      { name: 'after.pdf', bytes: pdf() },
      { fileFirst: true },
    );
    expect(first.statusCode).toBe(200);
    const { fileSetId } = first.json();
    const second = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple, fileSetId },
      { name: 'after.png', bytes: png() },
      { fileFirst: true },
    );
    expect(second.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('uploadedFiles')
      .select(['fileName', 'contentType'])
      .where('fileSetId', '=', fileSetId)
      .orderBy('fileName')
      .execute();
    expect(rows).toEqual([
      { fileName: 'after.pdf', contentType: 'application/pdf' },
      { fileName: 'after.png', contentType: 'image/png' },
    ]);
  });

  it('serves text as UTF-8 text, and names beyond ASCII in RFC 5987 form', async () => {
    const ann = await someone();
    const bytes = new TextEncoder().encode('Certificat de José\n');
    const response = await upload(
      t,
      ann.token,
      { ...FIELDS.single },
      { name: 'résumé.txt', bytes, type: 'text/html' },
    );
    expect(response.statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${response.json().fileId}`,
      headers: bearer(ann.token),
    });
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="r_sum_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`,
    );
    expect(download.body).toBe('Certificat de José\n');
  });
});

describe('the type comes from the bytes', () => {
  it('keeps PNG bytes named .pdf and sent as application/pdf as image/png', async () => {
    const ann = await someone();
    const response = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple },
      { name: 'certificate.pdf', bytes: png(), type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('uploadedFiles')
      .select('contentType')
      .where('id', '=', response.json().fileId)
      .executeTakeFirstOrThrow();
    expect(row.contentType).toBe('image/png');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${response.json().fileId}`,
      headers: bearer(ann.token),
    });
    expect(download.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a Windows executable', exe(), 'application/x-msdownload'],
    ['a ZIP archive', zipOf({ 'payload.js': 'alert(1)' }), 'application/zip'],
    [
      'a macro-enabled Word document',
      docx({ macros: true }),
      'application/vnd.ms-word.document.macroenabled.12',
    ],
    ['binary bytes', new Uint8Array([0, 1, 2, 3, 250, 251]), 'application/octet-stream'],
  ])('refuses %s named .pdf and sent as application/pdf, writing nothing', async (_kind, bytes, type) => {
    const ann = await someone();
    const before = await uploadState(t);
    const response = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple },
      { name: 'invoice.pdf', bytes, type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: `The file type "${type}" is not supported` } });
    expect(await uploadState(t)).toEqual(before);
  });
});

describe('the rules of a file set', () => {
  it('refuses a file larger than the setting, before or after reading it, writing nothing', async () => {
    const ann = await someone(small);
    const before = await uploadState(small);
    for (const size of [1025, 200 * 1024]) {
      for (const fileFirst of [false, true]) {
        const bytes = new TextEncoder().encode('a'.repeat(size));
        const file = { name: 'big.txt', bytes };
        const response = await upload(small, ann.token, { ...FIELDS.multiple }, file, { fileFirst });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ errors: { file: 'The file is larger than the limit of 1 KB.' } });
      }
    }
    const fits = await upload(
      small,
      ann.token,
      { ...FIELDS.multiple },
      {
        name: 'fits.txt',
        bytes: new TextEncoder().encode('a'.repeat(1024)),
      },
    );
    expect(fits.statusCode).toBe(200);
    const after = await uploadState(small);
    expect(after.files).toHaveLength(before.files.length + 1);
  });

  it('refuses a name already in the set, whatever its case', async () => {
    const ann = await someone();
    const first = await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'Report.pdf', bytes: pdf() });
    const fileSetId = first.json().fileSetId;
    const before = await uploadState(t);
    for (const name of ['Report.pdf', 'report.PDF', 'dir/Report.pdf']) {
      const response = await upload(t, ann.token, { ...FIELDS.multiple, fileSetId }, { name, bytes: pdf() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { file: `A file with the name "${name.replace('dir/', '')}" has already been uploaded` },
      });
    }
    expect(await uploadState(t)).toEqual(before);
    // Another set may hold the same name.
    const other = await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'Report.pdf', bytes: pdf() });
    expect(other.statusCode).toBe(200);
  });

  it.each([['single'], ['certificate']] as const)('%s mode holds one file', async (mode) => {
    const ann = await someone();
    const first = await upload(t, ann.token, { ...FIELDS[mode] }, { name: 'one.pdf', bytes: pdf() });
    expect(first.statusCode).toBe(200);
    const before = await uploadState(t);
    const second = await upload(
      t,
      ann.token,
      { ...FIELDS[mode], fileSetId: first.json().fileSetId },
      { name: 'two.png', bytes: png() },
    );
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ errors: { file: 'Only one file can be uploaded to this record' } });
    expect(await uploadState(t)).toEqual(before);
  });

  it('cleans a name of path separators and control characters', async () => {
    const ann = await someone();
    const name = '..\\..\\etc/../../pass\u0001wd\u001b\u202E.pdf';
    const response = await upload(t, ann.token, { ...FIELDS.multiple }, { name, bytes: pdf() });
    expect(response.statusCode).toBe(200);
    expect(response.json().fileName).toBe('passwd.pdf');
    const row = await t.db
      .selectFrom('uploadedFiles')
      .select(['fileName', 'storageKey'])
      .where('id', '=', response.json().fileId)
      .executeTakeFirstOrThrow();
    expect(row.fileName).toBe('passwd.pdf');
    expect(row.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect([...storedFiles(t).keys()].some((path) => path.includes('passwd'))).toBe(false);
  });

  it('refuses adding to a set made for another field', async () => {
    const ann = await someone();
    const first = await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'a.pdf', bytes: pdf() });
    const before = await uploadState(t);
    const response = await upload(
      t,
      ann.token,
      { ...FIELDS.single, fileSetId: first.json().fileSetId },
      { name: 'b.pdf', bytes: pdf() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { fileSetId: 'The file set belongs to another field.' } });
    expect(await uploadState(t)).toEqual(before);
  });
});

describe('two uploads at once, and a failure after the bytes are written', () => {
  it('lets one of two same-named uploads into a set through, and one of two into a single set', async () => {
    const ann = await someone();
    for (const [fields, names, error] of [
      [
        FIELDS.multiple,
        ['same.pdf', 'same.pdf'],
        'A file with the name "same.pdf" has already been uploaded',
      ],
      [FIELDS.single, ['one.pdf', 'two.pdf'], 'Only one file can be uploaded to this record'],
    ] as const) {
      const first = await upload(
        t,
        ann.token,
        { ...fields },
        { name: 'first.txt', bytes: new TextEncoder().encode('x') },
      );
      const fileSetId = first.json().fileSetId;
      if (fields === FIELDS.single) {
        await t.app.inject({
          method: 'DELETE',
          url: `/api/file?fileKey=${first.json().fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
          headers: bearer(ann.token),
        });
      }
      const responses = await Promise.all(
        names.map((name) => upload(t, ann.token, { ...fields, fileSetId }, { name, bytes: pdf() })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(responses.find((r) => r.statusCode === 400)!.json()).toEqual({ errors: { file: error } });
    }
  });

  it('removes the written bytes when the transaction fails, leaving neither row nor file', async () => {
    // A real failure inside the transaction, after the bytes are on disk: the database refuses the row.
    await t.db.executeQuery(
      sql`create or replace function refuse_test_upload() returns trigger language plpgsql as $$
        begin
          if new.file_name = 'fail-after-write.pdf' then raise exception 'refused for the test'; end if;
          return new;
        end $$`.compile(t.db),
    );
    await t.db.executeQuery(
      sql`create trigger refuse_test_upload before insert on uploaded_files
        for each row execute function refuse_test_upload()`.compile(t.db),
    );
    const ann = await someone();
    const before = await uploadState(t);
    const response = await upload(
      t,
      ann.token,
      { ...FIELDS.multiple },
      { name: 'fail-after-write.pdf', bytes: pdf() },
    );
    expect(response.statusCode).toBe(500);
    expect(await uploadState(t)).toEqual(before);
    await t.db.executeQuery(sql`drop trigger refuse_test_upload on uploaded_files`.compile(t.db));
  });
});

describe("another person's files", () => {
  it('answer 404 to GET, DELETE and an upload into their set, and stay as they were', async () => {
    const ann = await someone();
    const bob = await someone();
    const mine = await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'mine.pdf', bytes: pdf() });
    const { fileId, fileSetId } = mine.json();
    const before = await uploadState(t);

    const get = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${fileId}`,
      headers: bearer(bob.token),
    });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toBe('There is no such file.');
    for (const primaryEntityId of [ann.id, bob.id]) {
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/file?fileKey=${fileId}&entityTypeId=900&primaryEntityId=${primaryEntityId}`,
        headers: bearer(bob.token),
      });
      expect(remove.statusCode).toBe(404);
      expect(remove.json()).toBe('There is no such file.');
    }
    const into = await upload(
      t,
      bob.token,
      { ...FIELDS.multiple, fileSetId },
      { name: 'x.pdf', bytes: pdf() },
    );
    expect(into.statusCode).toBe(404);
    const forAnn = await upload(
      t,
      bob.token,
      { ...FIELDS.multiple, primaryEntityId: String(ann.id) },
      { name: 'x.pdf', bytes: pdf() },
    );
    expect(forAnn.statusCode).toBe(404);
    expect(forAnn.json()).toBe('There is no such user.');
    expect(await uploadState(t)).toEqual(before);
  });

  it('answer 404 to the owner too when the DELETE names another entity type or person', async () => {
    const ann = await someone();
    const { fileId } = (
      await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'a.pdf', bytes: pdf() })
    ).json();
    const before = await uploadState(t);
    for (const query of [
      `entityTypeId=7&primaryEntityId=${ann.id}`,
      `entityTypeId=900&primaryEntityId=${ann.id + 1000}`,
    ]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/file?fileKey=${fileId}&${query}`,
        headers: bearer(ann.token),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await uploadState(t)).toEqual(before);
  });
});

describe('not signed in', () => {
  it('answers 401 to every call, writing nothing', async () => {
    const ann = await someone();
    const { fileId } = (
      await upload(t, ann.token, { ...FIELDS.multiple }, { name: 'a.pdf', bytes: pdf() })
    ).json();
    const before = await uploadState(t);
    const responses = [
      await upload(t, null, { ...FIELDS.multiple }, { name: 'b.pdf', bytes: pdf() }),
      await upload(t, 'not-a-token', { ...FIELDS.multiple }, { name: 'b.pdf', bytes: pdf() }),
      await t.app.inject({ method: 'GET', url: `/api/file/u/${fileId}` }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/file?fileKey=${fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toBe('You are not signed in, or your session has ended. Please sign in again.');
    }
    expect(await uploadState(t)).toEqual(before);
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const file = { name: 'a.pdf', bytes: pdf() };
  it.each([
    ['no entity type', { formElementId: ATTACHMENTS }, file, { entityTypeId: expect.any(String) }],
    [
      'an entity type that is no number',
      { entityTypeId: 'abc', formElementId: ATTACHMENTS },
      file,
      {
        entityTypeId: 'entityTypeId must be a whole number.',
      },
    ],
    [
      'a form element that is no number',
      { entityTypeId: '900', formElementId: '-1' },
      file,
      {
        formElementId: 'formElementId must be a whole number.',
      },
    ],
    [
      'a file set id that is no id',
      { ...FIELDS.multiple, fileSetId: '../x' },
      file,
      {
        fileSetId: 'fileSetId is not a valid id.',
      },
    ],
    [
      'a mode chosen by the client',
      { ...FIELDS.single, mode: 'multiple' },
      file,
      {
        mode: 'mode is not a known field.',
      },
    ],
    [
      'a field with a control character',
      { ...FIELDS.multiple, primaryEntityId: '1\u0000' },
      file,
      {
        primaryEntityId: 'Must not contain control characters.',
      },
    ],
    [
      'no such file upload field',
      { entityTypeId: '900', formElementId: '42' },
      file,
      {
        formElementId: 'There is no such file upload field.',
      },
    ],
    [
      'a field of another entity type',
      { entityTypeId: '7', formElementId: ATTACHMENTS },
      file,
      {
        entityTypeId: 'The file upload field does not belong to this entity type.',
      },
    ],
    ['no file', { ...FIELDS.multiple }, undefined, { file: 'Please select a file.' }],
    [
      'an empty file',
      { ...FIELDS.multiple },
      { name: 'a.pdf', bytes: new Uint8Array() },
      {
        file: 'The file is empty.',
      },
    ],
  ])('%s', async (_case, fields, part, errors) => {
    const ann = await someone();
    const before = await uploadState(t);
    const response = await upload(t, ann.token, fields as Record<string, string>, part);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect(await uploadState(t)).toEqual(before);
  });

  it('refuses a text field named file, a repeated field or file, another file, a broken body and JSON', async () => {
    const ann = await someone();
    const before = await uploadState(t);
    const textFile = await upload(t, ann.token, { ...FIELDS.multiple, file: 'not a file' });
    expect(textFile.json()).toEqual({ errors: { file: 'Please select a file.' } });

    const boundary = 'b0undary';
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...bearer(ann.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="entityTypeId"\r\n\r\n4\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="entityTypeId"\r\n\r\n7\r\n--${boundary}--\r\n`,
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ errors: { entityTypeId: 'entityTypeId must be sent once.' } });

    // Two files, the second before or after a field: the body is read to its end, then refused.
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf().toString('latin1')}\r\n`;
    const fields = Object.entries(FIELDS.multiple)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    for (const [payload, errors] of [
      [file('file') + fields + file('file'), { file: 'file must be sent once.' }],
      [fields + file('file') + file('attachment'), { attachment: 'attachment is not a known field.' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { ...bearer(ann.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${payload}--${boundary}--\r\n`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
    }

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...bearer(ann.token), 'content-type': 'multipart/form-data; boundary=other' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n4\r\n--${boundary}--\r\n`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toBe('The upload could not be read. Send the file as multipart/form-data.');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: bearer(ann.token),
      payload: { ...FIELDS.multiple, file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await uploadState(t)).toEqual(before);
  });

  it.each(['not-an-id', '00000000-0000-0000-0000-000000000000'])('GET %s answers 404', async (id) => {
    const ann = await someone();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/file/u/${id}`,
      headers: bearer(ann.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe('There is no such file.');
  });

  it.each([
    ['fileKey=abc&entityTypeId=4&primaryEntityId=1', 'fileKey'],
    ['entityTypeId=4&primaryEntityId=1', 'fileKey'],
    ['fileKey=00000000-0000-0000-0000-000000000000&entityTypeId=x&primaryEntityId=1', 'entityTypeId'],
    ['fileKey=00000000-0000-0000-0000-000000000000&entityTypeId=4', 'primaryEntityId'],
  ])('DELETE ?%s answers 400 naming %s', async (query, field) => {
    const ann = await someone();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/file?${query}`,
      headers: bearer(ann.token),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
