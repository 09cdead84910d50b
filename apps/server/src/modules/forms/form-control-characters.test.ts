import { CONTROL_CHARACTER_MESSAGE } from '@registry/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { preSubmit, RECORD_FORMS, saveForm, type Answers } from '../../../test/records.js';
import { createLogger } from '../../platform/logger.js';
import { ALERT } from '../alerts/index.js';
import { SAMPLE } from '../form-sample/index.js';
import { EDUCATION, PERSONAL, TRAINING } from '../profile/index.js';

/**
 * Issue 20: a NUL in a form's text value reached PostgreSQL, which refuses 0x00 in text: 500. One rule of
 * the domain's form check refuses a control character in any value a form carries (tab and line breaks
 * aside, which a text area may hold), whatever the element's type, with a 400 naming the element; nothing
 * is written and no error is logged.
 */

const NUL = '\u0000';
const written: string[] = [];
let t: TestApp;
let user: { id: number; email: string; token: string };
let admin: string;
let organizationId: number;

beforeAll(async () => {
  const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
  t = await createTestApp({ logger });
  const created = await createUser(t, { generalRoles: ['100'] });
  user = { ...created, token: (await signIn(t, created)).token };
  admin = (await signIn(t, await createUser(t, { generalRoles: ['500'] }))).token;
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

/** A 400 naming the element with the control-character message, no error logged, nothing written. */
async function refused(response: Awaited<ReturnType<typeof saveForm>>, elementId: number, table: string) {
  const before = await rowCount(table);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
    [String(elementId)]: CONTROL_CHARACTER_MESSAGE,
  });
  const errors = written
    .map((line) => JSON.parse(line) as { level: number })
    .filter((line) => line.level >= 50);
  expect(errors).toEqual([]);
  expect(await rowCount(table)).toBe(before);
}

async function rowCount(table: string): Promise<number> {
  const row = await t.db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let titles = 0;
/** The sample form (every element type), complete and valid. */
const sample = (): Answers => ({
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
});

let people = 0;
/** The personal form (1), complete and valid, as the web sends it (the read-only e-mail included). */
const personal = (): Answers => ({
  [PERSONAL.email]: user.email,
  [PERSONAL.firstName]: `Rosa${++people}`,
  [PERSONAL.lastName]: 'Parks',
  [PERSONAL.phone]: '(334) 555-0101',
  [PERSONAL.addressLine1]: '1 Dexter Ave',
  [PERSONAL.city]: 'Montgomery',
  [PERSONAL.state]: 'AL',
  [PERSONAL.zipCode]: '36104',
  [PERSONAL.county]: '01101',
  [PERSONAL.dateOfBirth]: '1990-02-04',
  [PERSONAL.preferredLanguage]: 'en',
  [PERSONAL.languagesSpoken]: ['en', 'es'],
  [PERSONAL.ethnicity]: 'not-hispanic',
  [PERSONAL.races]: ['black'],
  [PERSONAL.gender]: 'female',
  [PERSONAL.highestEducation]: 'bachelor',
});

describe('a control character in a form value', () => {
  it.each([
    ['a one-line text', SAMPLE.title, `Visit${NUL}`],
    ['a text area', SAMPLE.notes, `Line one\nLine${NUL} two`],
    ['an e-mail text', SAMPLE.email, `a${NUL}@example.org`],
    ['a phone', SAMPLE.phone, `(334) 555-0101${NUL}`],
    ['a date', SAMPLE.startDate, `2024-03-01${NUL}`],
    ['a date and time', SAMPLE.meetingAt, `2024-03-01T10:00${NUL}`],
    ['a dropdown', SAMPLE.category, `toddler${NUL}`],
    ['an autocomplete key', SAMPLE.language, `es${NUL}`],
    ['a cross-reference key', SAMPLE.organization, `1${NUL}`],
    ['rich text', SAMPLE.summary, `<p>Met${NUL} the director.</p>`],
    ['a file set key', SAMPLE.attachments, `0b1f${NUL}`],
    ['a checkbox group item', SAMPLE.topics, ['health', `families${NUL}`]],
    ['an escape character', SAMPLE.title, 'Visit\u001b[31m'],
  ])('%s is refused with 400 naming the element', async (_kind, elementId, value) => {
    written.length = 0;
    const response = await saveForm(t, user.token, 900, null, { ...sample(), [elementId]: value });
    await refused(response, elementId, 'formSamples');
  });

  it('a text area keeps its tabs and line breaks', async () => {
    const response = await saveForm(t, user.token, 900, null, {
      ...sample(),
      [SAMPLE.notes]: 'Line one\r\n\tLine two',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('in the personal form (1)', async () => {
    written.length = 0;
    const response = await saveForm(
      t,
      user.token,
      1,
      { id: user.id, entityTypeId: 1 },
      { ...personal(), [PERSONAL.city]: `Mont${NUL}gomery` },
    );
    await refused(response, PERSONAL.city, 'userProfiles');
  });

  it('in the education form (2)', async () => {
    written.length = 0;
    const answers = { ...RECORD_FORMS.education.valid(), [EDUCATION.fieldOfStudy]: `Early${NUL}` };
    await refused(
      await saveForm(t, user.token, 2, null, answers),
      EDUCATION.fieldOfStudy,
      'educationRecords',
    );
  });

  it('in the training form (7)', async () => {
    written.length = 0;
    const answers = { ...RECORD_FORMS.training.valid(), [TRAINING.sponsor]: `Partner${NUL}ship` };
    await refused(await saveForm(t, user.token, 7, null, answers), TRAINING.sponsor, 'trainingRecords');
  });

  it('in the alert form (18)', async () => {
    written.length = 0;
    const response = await saveForm(t, admin, 18, null, {
      [ALERT.subject]: `Storm${NUL}`,
      [ALERT.message]: '<p>Closed</p>',
      [ALERT.audience]: ['100'],
      [ALERT.startDate]: '2026-01-01',
      [ALERT.dismissible]: 'true',
    });
    await refused(response, ALERT.subject, 'alerts');
  });

  it('in the pre-submission check', async () => {
    written.length = 0;
    const response = await preSubmit(t, user.token, 7, 3, null, {
      [TRAINING.trainingName]: `Safe${NUL} Sleep`,
      [TRAINING.trainingDate]: '2024-02-10',
    });
    await refused(response, TRAINING.trainingName, 'trainingRecords');
  });
});
