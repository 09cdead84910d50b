import { describe, expect, it } from 'vitest';
import { checkSubmission, normaliseSubmission } from './submission.js';
import { CONTROL_CHARACTER_MESSAGE } from '../validation/control-characters.js';
import { FORM_TEXTS } from './texts.js';
import { choices, context, element, form, rule } from './test-support.js';
import type { FormFailure, FormValues } from './types.js';

const refused = (formElementId: number | null, message: string): FormFailure => ({
  formElementId,
  message,
  severity: 'error',
  overridable: false,
});

// 1 has children? (yes/no); 2 how many, shown only for yes; 3 a read-only registry id; 4 interests.
const definition = form(
  [
    element(1, 'dropdown', { choices: choices('yes', 'no') }),
    element(2, 'text', { subtype: 'float', visible: false }),
    element(3, 'text', { readOnly: true }),
    element(4, 'checkbox', { choices: choices('art', 'music') }),
    element(5, 'text', { readOnly: true }),
  ],
  [
    rule('show', [2], [{ elementId: 1, values: ['yes'] }]),
    rule('require', [2], [{ elementId: 1, values: ['yes'] }]),
    rule('populateFromParent', [5], [], { parentProperty: 'county' }),
  ],
);
const ctx = context({ parent: { county: 'Mobile' } });
const saved: FormValues = new Map<number, string | string[] | null>([
  [3, 'AL-1001'],
  [5, 'Mobile'],
]);
const submit = (
  responses: { formElementId: number; value?: string | null; multiValue?: string[] | null }[],
) => checkSubmission(definition, { formId: 1, elementResponses: responses }, ctx, saved);
const keep = [
  { formElementId: 3, value: 'AL-1001' },
  { formElementId: 5, value: 'Mobile' },
];

describe('normaliseSubmission', () => {
  it('trims values, drops empty and repeated list items, reads blank as empty', () => {
    const { values, failures } = normaliseSubmission(definition, {
      formId: 1,
      elementResponses: [
        { formElementId: 1, value: '  yes ' },
        { formElementId: 2, value: '   ' },
        { formElementId: 4, multiValue: [' art', 'art', ''] },
      ],
    });
    expect(failures).toEqual([]);
    expect(values).toEqual(
      new Map<number, string | string[] | null>([
        [1, 'yes'],
        [2, null],
        [4, ['art']],
      ]),
    );
  });

  it('refuses unknown elements, duplicates, misplaced lists and values, another form', () => {
    const { failures } = normaliseSubmission(definition, {
      formId: 9,
      elementResponses: [
        { formElementId: 77, value: 'x' },
        { formElementId: 1, value: 'yes' },
        { formElementId: 1, value: 'no' },
        { formElementId: 2, multiValue: ['3'] },
        { formElementId: 4, value: 'art' },
      ],
    });
    expect(failures).toEqual([
      refused(null, FORM_TEXTS.wrongForm),
      refused(77, FORM_TEXTS.unknownElement),
      refused(1, FORM_TEXTS.duplicateResponse),
      refused(2, FORM_TEXTS.multiValueNotAllowed),
      refused(4, FORM_TEXTS.checkboxTakesList),
    ]);
  });

  it('refuses a control character in any value or list item, as sent, and reads the element as empty', () => {
    const { values, failures } = normaliseSubmission(definition, {
      formId: 1,
      elementResponses: [
        { formElementId: 1, value: 'yes\u0000' },
        { formElementId: 3, value: ' \u001b ' },
        { formElementId: 4, multiValue: ['art', 'music\u007f'] },
      ],
    });
    expect(failures).toEqual([
      refused(1, CONTROL_CHARACTER_MESSAGE),
      refused(3, CONTROL_CHARACTER_MESSAGE),
      refused(4, CONTROL_CHARACTER_MESSAGE),
    ]);
    expect([...values.values()]).toEqual([null, null, null]);
  });

  it('keeps tabs and line breaks (a text area, rich text)', () => {
    const { values, failures } = normaliseSubmission(definition, {
      formId: 1,
      elementResponses: [{ formElementId: 3, value: 'one\r\n\ttwo' }],
    });
    expect(failures).toEqual([]);
    expect(values.get(3)).toBe('one\r\n\ttwo');
  });
});

describe('checkSubmission', () => {
  it('accepts a sound submission and returns the values to store', () => {
    const verdict = submit([{ formElementId: 1, value: 'yes' }, { formElementId: 2, value: ' 2 ' }, ...keep]);
    expect(verdict.failures).toEqual([]);
    expect(verdict.values).toEqual(
      new Map<number, string | string[] | null>([
        [1, 'yes'],
        [2, '2'],
        [3, 'AL-1001'],
        [4, null],
        [5, 'Mobile'],
      ]),
    );
  });

  it('refuses a value for an element the submitted values hide', () => {
    const verdict = submit([{ formElementId: 1, value: 'no' }, { formElementId: 2, value: '2' }, ...keep]);
    expect(verdict.failures).toEqual([refused(2, FORM_TEXTS.hiddenValue)]);
  });

  it('evaluates the rules itself: a required element the client skipped', () => {
    const verdict = submit([{ formElementId: 1, value: 'yes' }, ...keep]);
    expect(verdict.failures).toEqual([refused(2, FORM_TEXTS.fillOutField)]);
  });

  it('refuses a changed read-only value, and one left out', () => {
    expect(submit([{ formElementId: 3, value: 'AL-9999' }, keep[1]!]).failures).toEqual([
      refused(3, FORM_TEXTS.readOnlyChanged),
    ]);
    expect(submit([keep[1]!]).failures).toEqual([refused(3, FORM_TEXTS.readOnlyChanged)]);
  });

  it('lets a read-only element saved empty take a value (a new record)', () => {
    const verdict = checkSubmission(
      definition,
      { formId: 1, elementResponses: [{ formElementId: 3, value: 'AL-2' }] },
      ctx,
      new Map(),
    );
    expect(verdict.failures).toEqual([]);
    expect(verdict.values.get(3)).toBe('AL-2');
    expect(verdict.values.get(5)).toBe('Mobile');
  });

  it('lets a read-only element take the value its rules give it', () => {
    const moved = checkSubmission(
      definition,
      { formId: 1, elementResponses: [keep[0]!, { formElementId: 5, value: 'Baldwin' }] },
      context({ parent: { county: 'Baldwin' } }),
      saved,
    );
    expect(moved.failures).toEqual([]);
    expect(moved.values.get(5)).toBe('Baldwin');
    const leftOut = submit([keep[0]!]);
    expect(leftOut.failures).toEqual([]);
    expect(leftOut.values.get(5)).toBe('Mobile');
  });

  it('validates what it stores: a float and an unlisted checkbox value', () => {
    const verdict = submit([
      { formElementId: 1, value: 'yes' },
      { formElementId: 2, value: 'two' },
      { formElementId: 4, multiValue: ['sport'] },
      ...keep,
    ]);
    expect(verdict.failures).toEqual([
      refused(2, FORM_TEXTS.fillOutField),
      refused(4, FORM_TEXTS.choiceNotListed),
    ]);
  });
});
