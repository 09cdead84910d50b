import type { TUploadedFile } from '@registry/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { pdf, png } from '../../test/samples.js';
import { upload } from '../../test/uploads.js';
import { element, type StoredFormDefinition } from './entities/index.js';
import { seedFormDefinitions } from '../modules/forms/index.js';
import { ENTITY_REGISTRY } from '../entities.js';

/**
 * Files in forms: POST /api/form serves a file upload element with the files of the set its value names;
 * POST /api/form/formresponse takes a set only of the record's owner, that element and its entity type,
 * and a required element's set must hold a file. A small form of the sample entity (900) holds a title,
 * a required multiple-file field and an optional certificate.
 */

const FORM = 903;
const TITLE = 903001;
const ATTACHMENTS = 903002;
const CERTIFICATE = 903003;
const form: StoredFormDefinition = {
  id: FORM,
  entityTypeId: 900,
  name: 'Files Sample',
  elements: [
    element({ id: TITLE, type: 'text', stimulus: 'Title', property: 'title', required: true }),
    element({
      id: ATTACHMENTS,
      type: 'fileUpload',
      subtype: 'multiple',
      stimulus: 'Attachments',
      property: 'attachments',
      required: true,
    }),
    element({
      id: CERTIFICATE,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Certificate',
      property: 'certificate',
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFormDefinitions(t.db, ENTITY_REGISTRY, [form]);
});

async function person(roles: ('100' | '500')[] = ['100']) {
  const user = await createUser(t, { generalRoles: roles });
  const { token } = await signIn(t, user);
  return { ...user, token };
}

const fieldOf = (formElementId: number, extra: Record<string, string> = {}) => ({
  entityTypeId: '900',
  formElementId: String(formElementId),
  ...extra,
});

async function uploaded(
  token: string,
  formElementId: number,
  name: string,
  extra: Record<string, string> = {},
): Promise<TUploadedFile> {
  const bytes = name.endsWith('.png') ? png() : pdf();
  const response = await upload(t, token, fieldOf(formElementId, extra), { name, bytes });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function save(
  token: string,
  values: { attachments: string | null; certificate?: string | null },
  recordId: number | null = null,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form/formresponse',
    headers: bearer(token),
    payload: {
      response: {
        formId: FORM,
        elementResponses: [
          { formElementId: TITLE, value: 'Diploma' },
          { formElementId: ATTACHMENTS, value: values.attachments },
          { formElementId: CERTIFICATE, value: values.certificate ?? null },
        ],
      },
      primaryEntity: recordId === null ? null : { id: recordId, entityTypeId: 900 },
    },
  });
}

function getForm(token: string | null, recordId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form',
    headers: token === null ? {} : bearer(token),
    payload: { formId: FORM, primaryEntity: { id: recordId, entityTypeId: 900 } },
  });
}

const records = () => t.db.selectFrom('formSamples').selectAll().where('formId', '=', FORM).execute();

describe('POST /api/form serves the files of each file upload element', () => {
  it('lists the files of the set each value names, in upload order; other elements carry none', async () => {
    const ann = await person();
    const first = await uploaded(ann.token, ATTACHMENTS, 'transcript.pdf');
    const second = await uploaded(ann.token, ATTACHMENTS, 'photo.png', { fileSetId: first.fileSetId });
    const certificate = await uploaded(ann.token, CERTIFICATE, 'certificate.pdf');
    const saved = await save(ann.token, {
      attachments: first.fileSetId,
      certificate: certificate.fileSetId,
    });
    expect(saved.statusCode).toBe(200);
    const { entityId } = saved.json();
    const [row] = await t.db.selectFrom('formSamples').selectAll().where('id', '=', entityId).execute();
    expect(row).toMatchObject({ attachments: first.fileSetId, certificate: certificate.fileSetId });

    const response = await getForm(ann.token, entityId);
    expect(response.statusCode).toBe(200);
    const elements = new Map(
      (response.json().elements as { id: number }[]).map((element) => [element.id, element]),
    );
    expect(elements.get(ATTACHMENTS)).toMatchObject({ value: first.fileSetId, files: [first, second] });
    expect(elements.get(CERTIFICATE)).toMatchObject({ files: [certificate] });
    expect(elements.get(TITLE)).not.toHaveProperty('files');

    // A deleted file is gone from the list.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${second.fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
      headers: bearer(ann.token),
    });
    const after = (await getForm(ann.token, entityId)).json();
    expect(after.elements.find((element: { id: number }) => element.id === ATTACHMENTS).files).toEqual([
      first,
    ]);
  });

  it("shows a set that is not the record owner's as no files, and someone else's record as 404", async () => {
    const ann = await person();
    const bob = await person();
    const mine = await uploaded(ann.token, ATTACHMENTS, 'mine.pdf');
    const { entityId } = (await save(ann.token, { attachments: mine.fileSetId })).json();
    // Bob's record whose stored value names Ann's set (written around the API): it lists nothing of Ann's.
    const bobs = await uploaded(bob.token, ATTACHMENTS, 'bob.pdf');
    const { entityId: bobsRecord } = (await save(bob.token, { attachments: bobs.fileSetId })).json();
    await t.db
      .updateTable('formSamples')
      .set({ attachments: mine.fileSetId, certificate: 'not-a-set' })
      .where('id', '=', bobsRecord)
      .execute();
    const elements = (await getForm(bob.token, bobsRecord)).json().elements as {
      id: number;
      files?: unknown[];
    }[];
    expect(elements.find((element) => element.id === ATTACHMENTS)?.files).toEqual([]);
    expect(elements.find((element) => element.id === CERTIFICATE)?.files).toEqual([]);

    const theirs = await getForm(bob.token, entityId);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('mine.pdf');
    const signedOut = await getForm(null, entityId);
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /api/form/formresponse checks each file upload value', () => {
  it('refuses a set of another person, another field or entity type, or no set at all, writing nothing', async () => {
    const ann = await person();
    const bob = await person();
    const bobs = await uploaded(bob.token, ATTACHMENTS, 'bob.pdf');
    const annsCertificate = await uploaded(ann.token, CERTIFICATE, 'certificate.pdf');
    // A set of another entity type for this element cannot be uploaded (the upload checks the field's
    // entity type); made here directly.
    const otherEntity = crypto.randomUUID();
    await t.db
      .insertInto('fileSets')
      .values({ id: otherEntity, ownerUserId: ann.id, entityTypeId: 1, formElementId: ATTACHMENTS })
      .execute();
    const before = await records();
    for (const value of [
      bobs.fileSetId,
      annsCertificate.fileSetId,
      otherEntity,
      crypto.randomUUID(),
      'not-a-set',
    ]) {
      const response = await save(ann.token, { attachments: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { [ATTACHMENTS]: 'These files were not uploaded to this field.' },
        failures: [
          {
            formElementId: ATTACHMENTS,
            message: 'These files were not uploaded to this field.',
            severity: 'error',
            overridable: false,
          },
        ],
      });
    }
    // The certificate field too, beside a good attachments set.
    const annsFiles = await uploaded(ann.token, ATTACHMENTS, 'transcript.pdf');
    const wrongCertificate = await save(ann.token, {
      attachments: annsFiles.fileSetId,
      certificate: annsFiles.fileSetId,
    });
    expect(wrongCertificate.json().errors).toEqual({
      [CERTIFICATE]: 'These files were not uploaded to this field.',
    });
    expect(await records()).toEqual(before);
  });

  it('asks for a file when a required field has no set, or its set holds none', async () => {
    const ann = await person();
    const set = await uploaded(ann.token, ATTACHMENTS, 'only.pdf');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${set.fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
      headers: bearer(ann.token),
    });
    const before = await records();
    for (const attachments of [set.fileSetId, null]) {
      const response = await save(ann.token, { attachments });
      expect(response.statusCode).toBe(400);
      expect(response.json().failures).toEqual([
        {
          formElementId: ATTACHMENTS,
          message: 'Please select a file.',
          severity: 'error',
          overridable: false,
        },
      ]);
    }
    expect(await records()).toEqual(before);
    // An optional field's set may be empty.
    const full = await uploaded(ann.token, ATTACHMENTS, 'again.pdf', { fileSetId: set.fileSetId });
    const emptied = await uploaded(ann.token, CERTIFICATE, 'certificate.pdf');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/file?fileKey=${emptied.fileId}&entityTypeId=900&primaryEntityId=${ann.id}`,
      headers: bearer(ann.token),
    });
    const saved = await save(ann.token, { attachments: full.fileSetId, certificate: emptied.fileSetId });
    expect(saved.statusCode).toBe(200);
  });

  it("judges and serves sets by the record's owner when an administrator edits it", async () => {
    const ann = await person();
    const admin = await person(['500']);
    const annsSet = await uploaded(ann.token, ATTACHMENTS, 'ann.pdf');
    const { entityId } = (await save(ann.token, { attachments: annsSet.fileSetId })).json();
    const before = await records();
    const adminsOwn = await uploaded(admin.token, ATTACHMENTS, 'admin.pdf');
    const refused = await save(admin.token, { attachments: adminsOwn.fileSetId }, entityId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ [ATTACHMENTS]: 'These files were not uploaded to this field.' });
    expect(await records()).toEqual(before);
    const served = (await getForm(admin.token, entityId)).json();
    expect(served.elements.find((element: { id: number }) => element.id === ATTACHMENTS).files).toEqual([
      annsSet,
    ]);
  });
});
