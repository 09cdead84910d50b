import { describe, expect, it } from 'vitest';
import { evaluateForm } from './evaluate.js';
import { FORM_TEXTS, tooFewSelections, tooLong } from './texts.js';
import { choices, context, element, form, rule } from './test-support.js';
import type { FormElement, FormRule, RuleContext } from './types.js';
import { validateForm } from './validate.js';

interface Row {
  name: string;
  element: FormElement;
  value: string | string[] | null;
  /** Other elements of the form (id 2 onward) and their values. */
  others?: [FormElement, string | null][];
  rules?: FormRule[];
  context?: Partial<RuleContext>;
  /** The message expected on element 1, or null for none. */
  message: string | null;
}

const text = (extra: Partial<FormElement> = {}) => element(1, 'text', extra);
const date = (extra: Partial<FormElement> = {}) => element(1, 'date', { subtype: 'date', ...extra });
const compare = (comparison: NonNullable<FormElement['arguments']['comparisons']>[number]) =>
  date({ arguments: { comparisons: [comparison] } });
/** 23:30 on 2024-06-15 in Chicago, already 2024-06-16 in UTC. */
const nearMidnight = { now: new Date('2024-06-16T04:30:00Z'), timeZone: 'America/Chicago' };

const rows: Row[] = [
  {
    name: 'text: required and empty',
    element: text({ required: true }),
    value: null,
    message: FORM_TEXTS.fillOutField,
  },
  { name: 'text: not required and empty', element: text(), value: null, message: null },
  { name: 'text: 180 characters', element: text(), value: 'x'.repeat(180), message: null },
  {
    name: 'text: 180 characters and spaces around them',
    element: text(),
    value: ` ${'x'.repeat(180)}  `,
    message: null,
  },
  { name: 'text: 181 characters', element: text(), value: 'x'.repeat(181), message: tooLong(180) },
  { name: 'text: its own maxLength', element: text({ maxLength: 5 }), value: 'abcdef', message: tooLong(5) },
  { name: 'text: regex matches', element: text({ regex: '[A-Z]{2}' }), value: 'AL', message: null },
  {
    name: 'text: regex must match the whole value',
    element: text({ regex: '[A-Z]{2}' }),
    value: 'ALX',
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'text: regex with its warning',
    element: text({ regex: '\\d{5}', warningMessage: 'Enter a 5-digit ZIP code' }),
    value: '3561',
    message: 'Enter a 5-digit ZIP code',
  },
  { name: 'float: digits', element: text({ subtype: 'float' }), value: '12', message: null },
  { name: 'float: decimals', element: text({ subtype: 'float' }), value: '12.75', message: null },
  {
    name: 'float: a trailing point',
    element: text({ subtype: 'float' }),
    value: '12.',
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'float: a sign',
    element: text({ subtype: 'float' }),
    value: '-1',
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'float: an exponent',
    element: text({ subtype: 'float' }),
    value: '1e5',
    message: FORM_TEXTS.fillOutField,
  },
  { name: 'email: valid', element: text({ subtype: 'email' }), value: 'ann@example.org', message: null },
  {
    name: 'email: invalid',
    element: text({ subtype: 'email' }),
    value: 'ann@',
    message: FORM_TEXTS.emailInvalid,
  },
  {
    name: 'textarea: same limit',
    element: text({ subtype: 'textarea' }),
    value: 'y'.repeat(181),
    message: tooLong(180),
  },
  { name: 'phone: 10 digits masked', element: element(1, 'phone'), value: '(334) 555-0142', message: null },
  { name: 'phone: 10 bare digits', element: element(1, 'phone'), value: '3345550142', message: null },
  {
    name: 'phone: 9 digits',
    element: element(1, 'phone'),
    value: '(334) 555-014',
    message: FORM_TEXTS.phoneDigits,
  },
  {
    name: 'phone: 11 digits',
    element: element(1, 'phone'),
    value: '1 334 555 0142',
    message: FORM_TEXTS.phoneDigits,
  },
  {
    name: 'phone: dots are not separators',
    element: element(1, 'phone'),
    value: '334.555.0142',
    message: FORM_TEXTS.phoneDigits,
  },
  {
    name: 'phone: required and empty',
    element: element(1, 'phone', { required: true }),
    value: null,
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'date: required and empty (with a period)',
    element: date({ required: true }),
    value: null,
    message: FORM_TEXTS.fillOutDate,
  },
  { name: 'date: 1899-12-31', element: date(), value: '1899-12-31', message: FORM_TEXTS.dateOutOfRange },
  { name: 'date: 1900-01-01', element: date(), value: '1900-01-01', message: null },
  { name: 'date: 2200-12-31', element: date(), value: '2200-12-31', message: null },
  { name: 'date: 2201-01-01', element: date(), value: '2201-01-01', message: FORM_TEXTS.dateOutOfRange },
  { name: 'date: no such day', element: date(), value: '2023-02-29', message: FORM_TEXTS.valueInvalid },
  { name: 'date: not a date', element: date(), value: 'June 1', message: FORM_TEXTS.valueInvalid },
  {
    name: 'date: a datetime where a date is wanted',
    element: date(),
    value: '2024-01-01T10:00',
    message: FORM_TEXTS.valueInvalid,
  },
  {
    name: 'datetime: valid',
    element: date({ subtype: 'datetime' }),
    value: '2024-01-01T10:00:00Z',
    message: null,
  },
  {
    name: 'datetime: past the bounds',
    element: date({ subtype: 'datetime' }),
    value: '2201-01-01T00:00',
    message: FORM_TEXTS.dateOutOfRange,
  },
  {
    name: 'lessOrEqual today: today in Chicago near midnight',
    element: compare({ operator: 'lessOrEqual', value: 'today' }),
    value: '2024-06-15',
    context: nearMidnight,
    message: null,
  },
  {
    name: 'lessOrEqual today: UTC tomorrow is still the future in Chicago',
    element: compare({ operator: 'lessOrEqual', value: 'today' }),
    value: '2024-06-16',
    context: nearMidnight,
    message: FORM_TEXTS.valueInvalid,
  },
  {
    name: 'lessOrEqual today: the same instant in UTC',
    element: compare({ operator: 'lessOrEqual', value: 'today' }),
    value: '2024-06-16',
    context: { ...nearMidnight, timeZone: 'UTC' },
    message: null,
  },
  {
    name: 'less today: today fails',
    element: compare({ operator: 'less', value: 'today', message: 'Date of birth must be in the past' }),
    value: '2024-06-15',
    context: nearMidnight,
    message: 'Date of birth must be in the past',
  },
  {
    name: 'greater yesterday: today passes',
    element: compare({ operator: 'greater', value: 'yesterday' }),
    value: '2024-06-15',
    context: nearMidnight,
    message: null,
  },
  {
    name: 'greater yesterday: yesterday fails',
    element: compare({ operator: 'greater', value: 'yesterday' }),
    value: '2024-06-14',
    context: nearMidnight,
    message: FORM_TEXTS.valueInvalid,
  },
  {
    name: 'greaterOrEqual tomorrow',
    element: compare({ operator: 'greaterOrEqual', value: 'tomorrow' }),
    value: '2024-06-16',
    context: nearMidnight,
    message: null,
  },
  {
    name: 'less tomorrow: tomorrow fails',
    element: compare({ operator: 'less', value: 'tomorrow' }),
    value: '2024-06-16',
    context: nearMidnight,
    message: FORM_TEXTS.valueInvalid,
  },
  {
    name: 'greater a fixed date',
    element: compare({ operator: 'greater', value: '2020-01-01' }),
    value: '2020-01-01',
    message: FORM_TEXTS.valueInvalid,
  },
  {
    name: 'greaterOrEqual another element (end after start)',
    element: compare({
      operator: 'greaterOrEqual',
      formElementId: 2,
      message: 'End date must be on or after the start date',
    }),
    value: '2024-03-01',
    others: [[element(2, 'date', { subtype: 'date' }), '2024-03-02']],
    message: 'End date must be on or after the start date',
  },
  {
    name: 'another element empty: the comparison is skipped',
    element: compare({ operator: 'greaterOrEqual', formElementId: 2 }),
    value: '2024-03-01',
    others: [[element(2, 'date', { subtype: 'date' }), null]],
    message: null,
  },
  {
    name: 'checkbox: required and empty',
    element: element(1, 'checkbox', { required: true, choices: choices('a', 'b') }),
    value: [],
    message: FORM_TEXTS.checkboxRequired,
  },
  {
    name: 'checkbox: one ticked',
    element: element(1, 'checkbox', { required: true, choices: choices('a', 'b') }),
    value: ['a'],
    message: null,
  },
  {
    name: 'checkbox: fewer than its minimum',
    element: element(1, 'checkbox', {
      required: true,
      choices: choices('a', 'b', 'c'),
      arguments: { minimumSelections: 2 },
    }),
    value: ['a'],
    message: tooFewSelections(2),
  },
  {
    name: 'checkbox: a value not among its choices',
    element: element(1, 'checkbox', { choices: choices('a', 'b') }),
    value: ['a', 'z'],
    message: FORM_TEXTS.choiceNotListed,
  },
  {
    name: 'checkbox: a choice filtered away',
    element: element(1, 'checkbox', { choices: choices('a', 'b') }),
    value: ['b'],
    rules: [rule('filterListChoices', [1], [], { choiceIds: ['a'] })],
    message: FORM_TEXTS.choiceNotListed,
  },
  {
    name: 'dropdown: a listed choice',
    element: element(1, 'dropdown', { choices: choices('a', 'b') }),
    value: 'b',
    message: null,
  },
  {
    name: 'dropdown: a hidden choice',
    element: element(1, 'dropdown', {
      choices: choices('a', 'b').map((c) => ({ ...c, visible: c.id === 'a' })),
    }),
    value: 'b',
    message: FORM_TEXTS.choiceNotListed,
  },
  {
    name: 'dropdown: required and empty',
    element: element(1, 'dropdown', { required: true, choices: choices('a', 'b') }),
    value: null,
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'rich text: only markup and spaces',
    element: element(1, 'richText', { required: true }),
    value: '<p>&nbsp;</p><p><br></p>',
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'rich text: some text',
    element: element(1, 'richText', { required: true }),
    value: '<p><b>Hi</b></p>',
    message: null,
  },
  {
    name: 'file upload: required and empty',
    element: element(1, 'fileUpload', { required: true, subtype: 'single' }),
    value: null,
    message: FORM_TEXTS.selectFile,
  },
  {
    name: 'autocomplete: required and empty',
    element: element(1, 'autocomplete', { required: true }),
    value: null,
    message: FORM_TEXTS.fillOutField,
  },
  {
    name: 'hidden: never checked',
    element: text({ required: true, visible: false }),
    value: null,
    message: null,
  },
  {
    name: 'required by a rule',
    element: text(),
    value: null,
    others: [[element(2, 'text'), 'yes']],
    rules: [rule('require', [1], [{ elementId: 2, values: ['yes'] }])],
    message: FORM_TEXTS.fillOutField,
  },
];

describe('validateForm: each element type', () => {
  it.each(rows)('$name', (row) => {
    const definition = form([row.element, ...(row.others ?? []).map(([el]) => el)], row.rules ?? []);
    const values = new Map<number, string | string[] | null>([
      [1, row.value],
      ...(row.others ?? []).map(([el, v]) => [el.id, v] as const),
    ]);
    const ctx = context(row.context);
    const states = evaluateForm(definition, values, ctx);
    const failures = validateForm(definition, states, values, ctx).filter(
      (found) => found.formElementId === 1,
    );
    expect(failures).toEqual(
      row.message === null
        ? []
        : [{ formElementId: 1, message: row.message, severity: 'error', overridable: false }],
    );
  });
});
