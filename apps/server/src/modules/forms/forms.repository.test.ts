import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { feedbackForm } from '../feedback/index.js';
import { CHOICE_LIST_CACHE_MS, findDefinition, loadChoiceLists } from './forms.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the definitions and choice lists a form call reads', () => {
  it('reads a definition corrected in place again at once, and keeps one that did not change', async () => {
    const first = await findDefinition(t.db, feedbackForm.id);
    expect(first?.definition.name).toBe('Feedback');
    expect(await findDefinition(t.db, feedbackForm.id)).toBe(first);
    // Another server's start corrects the version in place (form-seed.ts): the next call sees it.
    await sql`update form_definitions set definition = jsonb_set(definition, '{name}', '"Feedback (corrected)"')
              where form_id = ${feedbackForm.id} and version = ${first!.version}`.execute(t.db);
    const second = await findDefinition(t.db, feedbackForm.id);
    expect(second?.definition.name).toBe('Feedback (corrected)');
    expect(second?.version).toBe(first?.version);
    // A new version is the latest at once; the old one still reads as it was.
    await sql`insert into form_definitions (form_id, version, entity_type_id, name, definition)
              select form_id, version + 1, entity_type_id, 'Feedback 2',
                     jsonb_set(definition, '{name}', '"Feedback 2"')
              from form_definitions where form_id = ${feedbackForm.id} and version = ${first!.version}`.execute(
      t.db,
    );
    expect((await findDefinition(t.db, feedbackForm.id))?.definition.name).toBe('Feedback 2');
    expect((await findDefinition(t.db, feedbackForm.id, first!.version))?.definition.name).toBe(
      'Feedback (corrected)',
    );
    expect(await findDefinition(t.db, 999_999)).toBeUndefined();
  });

  it('reads a choice list again once it is older than CHOICE_LIST_CACHE_MS', async () => {
    const start = Date.now();
    const before = await loadChoiceLists(t.db, ['genders', 'counties'], start);
    const text = before.find((row) => row.listCode === 'genders')!.text;
    expect(before.some((row) => row.listCode === 'counties')).toBe(true);
    await sql`update choice_lists set text = ${`${text} (edited)`}
              where list_code = 'genders' and choice_id = ${before.find((row) => row.listCode === 'genders')!.id}`.execute(
      t.db,
    );
    const cached = await loadChoiceLists(t.db, ['genders'], start + CHOICE_LIST_CACHE_MS - 1);
    expect(cached[0]!.text).toBe(text);
    const reread = await loadChoiceLists(t.db, ['genders'], start + CHOICE_LIST_CACHE_MS);
    expect(reread[0]!.text).toBe(`${text} (edited)`);
    // The lists come back in the order asked for, each in its own order.
    const both = await loadChoiceLists(t.db, ['genders', 'states'], start + CHOICE_LIST_CACHE_MS);
    expect(both[0]!.listCode).toBe('genders');
    expect(both.at(-1)!.listCode).toBe('states');
  });
});
