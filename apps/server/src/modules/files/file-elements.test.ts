import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { pdf, png } from '../../../test/samples.js';
import { upload, uploadState } from '../../../test/uploads.js';
import { SAMPLE } from '../form-sample/index.js';
import { RESUME } from '../resume/index.js';
import { element, type StoredFormDefinition } from '../../platform/entities/index.js';
import { seedFormDefinitions } from '../forms/index.js';
import { findFileElement } from './file-elements.repository.js';
import { ENTITY_REGISTRY } from '../../entities.js';

/** Upload fields come from the latest version of each form in form_definitions (the sample form is seeded). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const PROOF = 902001;
const proofForm = (subtype: string | null, { withProof = true } = {}): StoredFormDefinition => ({
  id: 902,
  entityTypeId: 900,
  name: 'Proof Sample',
  elements: [
    element({ id: 902002, type: 'text', stimulus: 'Title', property: 'title' }),
    ...(withProof
      ? [element({ id: PROOF, type: 'fileUpload', subtype, stimulus: 'Proof', property: 'certificate' })]
      : []),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
});

/** A record saved under the form's latest version: a changed definition then becomes a new version. */
async function useLatestVersion(userId: number): Promise<void> {
  const { version } = await t.db
    .selectFrom('formDefinitions')
    .select(sql<number>`max(version)`.as('version'))
    .where('formId', '=', 902)
    .executeTakeFirstOrThrow();
  await t.db.insertInto('formSamples').values({ userId, formId: 902, formVersion: version }).execute();
}

describe('findFileElement', () => {
  it("answers the sample form's upload fields with their entity type and mode", async () => {
    expect(await findFileElement(t.db, SAMPLE.attachments)).toEqual({ entityTypeId: 900, mode: 'multiple' });
    expect(await findFileElement(t.db, SAMPLE.certificate)).toEqual({
      entityTypeId: 900,
      mode: 'certificate',
    });
    // The resume's upload (form 9, issue 26), whose ids the placeholders 9001-9003 once held.
    expect(await findFileElement(t.db, RESUME.file)).toEqual({ entityTypeId: 10, mode: 'certificate' });
    // Another element type, an unknown id: none.
    for (const id of [SAMPLE.title, RESUME.name, RESUME.description, 42, 99_999_001])
      expect(await findFileElement(t.db, id)).toBeUndefined();
  });

  it('uses the index over the elements', async () => {
    // One connection for the setting and the plan: a transaction (the pool's next query may take another).
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select form_id from form_definitions
        where definition -> 'elements' @> ${JSON.stringify([{ id: SAMPLE.attachments, type: 'fileUpload' }])}::jsonb`.execute(
        trx,
      );
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'form_definitions_elements_idx',
    );
  });
});

describe('an upload follows the latest version of the form', () => {
  it('takes the mode of the latest version, and refuses a field the latest version dropped', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const fields = { entityTypeId: '900', formElementId: String(PROOF) };

    await seedFormDefinitions(t.db, ENTITY_REGISTRY, [proofForm('single')]);
    const first = await upload(t, token, fields, { name: 'one.pdf', bytes: pdf() });
    expect(first.statusCode).toBe(200);
    const { fileSetId } = first.json();
    const full = await upload(t, token, { ...fields, fileSetId }, { name: 'two.png', bytes: png() });
    expect(full.json()).toEqual({ errors: { file: 'Only one file can be uploaded to this record' } });

    // Version 2 lets the field hold any number of files (no subtype: multiple, as the web's field does).
    await useLatestVersion(user.id);
    expect((await seedFormDefinitions(t.db, ENTITY_REGISTRY, [proofForm(null)])).get(902)).toBe(
      'new-version',
    );
    const second = await upload(t, token, { ...fields, fileSetId }, { name: 'two.png', bytes: png() });
    expect(second.statusCode).toBe(200);

    // Version 3 has no such field: version 2's field is not the latest any more.
    await useLatestVersion(user.id);
    expect(
      (await seedFormDefinitions(t.db, ENTITY_REGISTRY, [proofForm(null, { withProof: false })])).get(902),
    ).toBe('new-version');
    const before = await uploadState(t);
    const gone = await upload(t, token, { ...fields, fileSetId }, { name: 'three.png', bytes: png() });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({ errors: { formElementId: 'There is no such file upload field.' } });
    expect(await uploadState(t)).toEqual(before);
  });

  it('refuses an element that is not a file upload field', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const before = await uploadState(t);
    const response = await upload(
      t,
      token,
      { entityTypeId: '900', formElementId: String(SAMPLE.title) },
      { name: 'a.pdf', bytes: pdf() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { formElementId: 'There is no such file upload field.' } });
    expect(await uploadState(t)).toEqual(before);
  });
});
