import { describe, expect, it } from 'vitest';
import { evaluateForm } from './evaluate.js';
import { choices, context, element, form, rule } from './test-support.js';
import type { ElementState, FormDefinition, FormElement, FormValues } from './types.js';

/** The expected state of one element: its static flags unless the row says otherwise. */
function expected(el: FormElement, overrides: Partial<ElementState> = {}): ElementState {
  return {
    visible: el.visible,
    required: el.required,
    readOnly: el.readOnly,
    rejected: el.rejected,
    rejectMessage: null,
    value: null,
    multiValue: null,
    visibleChoiceIds: el.choices.filter((choice) => choice.visible).map((choice) => choice.id),
    ...overrides,
  };
}

interface Row {
  name: string;
  definition: FormDefinition;
  values: Record<number, string | string[] | null>;
  role?: string | null;
  now?: string;
  parent?: Record<string, string | null>;
  /** Elements not listed keep their static flags, with their raw value. */
  states: Record<number, Partial<ElementState>>;
}

const trigger = element(1, 'text');
const hiddenText = element(2, 'text', { visible: false });
const plain2 = element(2, 'text');
const plain3 = element(3, 'text');
const required3 = element(3, 'text', { required: true });
const readOnly3 = element(3, 'text', { readOnly: true });
const boxes = element(1, 'checkbox', { choices: choices('a', 'b', 'c') });
const pick = element(2, 'dropdown', { choices: choices('a', 'b', 'c') });
const requiredPick = element(2, 'dropdown', { required: true, choices: choices('a', 'b', 'c') });
const partlyHiddenPick = element(2, 'dropdown', {
  required: true,
  choices: choices('a', 'b', 'c').map((choice) =>
    choice.id === 'b' ? { ...choice, visible: false } : choice,
  ),
});

const showTwo = form([trigger, hiddenText], [rule('show', [2], [{ elementId: 1, values: ['yes', 'sure'] }])]);
const showForDirectors = form([trigger, hiddenText], [rule('show', [2], [{ roles: ['200', '500'] }])]);
const showForDirectorsSaying = form(
  [trigger, hiddenText],
  [rule('show', [2], [{ elementId: 1, values: ['yes'] }, { roles: ['500'] }])],
);
const defaultThenShow = form(
  [trigger, plain2, element(3, 'text', { visible: false })],
  [
    rule('setDefault', [2], [{ elementId: 1, values: ['a'] }], { value: 'b' }),
    rule('show', [3], [{ elementId: 2, values: ['b'] }]),
  ],
);
// The same chain with the reading rule listed first: the answer must not change.
const showThenDefault = form(defaultThenShow.elements, [...defaultThenShow.arguments.rules].reverse());
const clearingChain = form(
  [trigger, plain2, plain3],
  [
    rule('show', [3], [{ elementId: 2, values: ['x'] }]),
    rule('show', [2], [{ elementId: 1, values: ['a'] }]),
  ],
);
const filterPick = (target: FormElement) =>
  form(
    [trigger, target, element(3, 'text', { visible: false })],
    [
      rule('filterListChoices', [2], [{ elementId: 1, values: ['x', 'y'] }], { choiceIds: ['b', 'c'] }),
      rule('filterListChoices', [2], [{ elementId: 1, values: ['y'] }], { choiceIds: ['c', 'a'] }),
      rule('show', [3], [{ elementId: 2, values: ['c'] }]),
    ],
  );

const rows: Row[] = [
  {
    name: 'show holds: shown with its value',
    definition: showTwo,
    values: { 1: 'yes', 2: 'x' },
    states: { 1: { value: 'yes' }, 2: { visible: true, value: 'x' } },
  },
  {
    name: 'show holds for any listed value',
    definition: showTwo,
    values: { 1: 'sure', 2: 'x' },
    states: { 1: { value: 'sure' }, 2: { visible: true, value: 'x' } },
  },
  {
    name: 'show fails: hidden and cleared',
    definition: showTwo,
    values: { 1: 'no', 2: 'x' },
    states: { 1: { value: 'no' }, 2: { visible: false, value: null } },
  },
  {
    name: 'show fails on an empty trigger',
    definition: showTwo,
    values: { 2: 'x' },
    states: { 2: { visible: false, value: null } },
  },
  {
    name: 'show fails on a visible element: hidden',
    definition: form([trigger, plain2], [rule('show', [2], [{ elementId: 1, values: ['yes'] }])]),
    values: { 1: 'no', 2: 'x' },
    states: { 1: { value: 'no' }, 2: { visible: false, value: null } },
  },
  {
    name: 'hide holds: hidden and cleared',
    definition: form([trigger, plain2], [rule('hide', [2], [{ elementId: 1, values: ['a'] }])]),
    values: { 1: 'a', 2: 'x' },
    states: { 1: { value: 'a' }, 2: { visible: false, value: null } },
  },
  {
    name: 'hide fails: unchanged',
    definition: form([trigger, plain2], [rule('hide', [2], [{ elementId: 1, values: ['a'] }])]),
    values: { 1: 'b', 2: 'x' },
    states: { 1: { value: 'b' }, 2: { value: 'x' } },
  },
  {
    name: 'require and unrequire hold',
    definition: form(
      [trigger, plain2, required3],
      [
        rule('require', [2], [{ elementId: 1, values: ['y'] }]),
        rule('unrequire', [3], [{ elementId: 1, values: ['y'] }]),
      ],
    ),
    values: { 1: 'y' },
    states: { 1: { value: 'y' }, 2: { required: true }, 3: { required: false } },
  },
  {
    name: 'require and unrequire fail',
    definition: form(
      [trigger, plain2, required3],
      [
        rule('require', [2], [{ elementId: 1, values: ['y'] }]),
        rule('unrequire', [3], [{ elementId: 1, values: ['y'] }]),
      ],
    ),
    values: { 1: 'n' },
    states: { 1: { value: 'n' } },
  },
  {
    name: 'makeReadOnly and makeNotReadOnly',
    definition: form(
      [trigger, plain2, readOnly3],
      [
        rule('makeReadOnly', [2], [{ elementId: 1, values: ['lock'] }]),
        rule('makeNotReadOnly', [3], [{ elementId: 1, values: ['lock'] }]),
      ],
    ),
    values: { 1: 'lock', 3: 'kept' },
    states: { 1: { value: 'lock' }, 2: { readOnly: true }, 3: { readOnly: false, value: 'kept' } },
  },
  {
    name: 'role holds',
    definition: showForDirectors,
    values: { 2: 'x' },
    role: '500',
    states: { 2: { visible: true, value: 'x' } },
  },
  {
    name: 'role fails',
    definition: showForDirectors,
    values: { 2: 'x' },
    role: '100',
    states: { 2: { visible: false, value: null } },
  },
  {
    name: 'no active role',
    definition: showForDirectors,
    values: { 2: 'x' },
    role: null,
    states: { 2: { visible: false, value: null } },
  },
  {
    name: 'role and value both needed: value fails',
    definition: showForDirectorsSaying,
    values: { 1: 'no', 2: 'x' },
    role: '500',
    states: { 1: { value: 'no' }, 2: { visible: false, value: null } },
  },
  {
    name: 'role and value both hold',
    definition: showForDirectorsSaying,
    values: { 1: 'yes', 2: 'x' },
    role: '500',
    states: { 1: { value: 'yes' }, 2: { visible: true, value: 'x' } },
  },
  {
    name: 'a checkbox group condition holds on one of its values',
    definition: form([boxes, hiddenText], [rule('show', [2], [{ elementId: 1, values: ['c'] }])]),
    values: { 1: ['a', 'c'], 2: 'x' },
    states: { 1: { multiValue: ['a', 'c'] }, 2: { visible: true, value: 'x' } },
  },
  {
    name: 'populateFromParent copies over the raw value',
    definition: form([trigger, plain2], [rule('populateFromParent', [2], [], { parentProperty: 'county' })]),
    values: { 2: 'typed' },
    parent: { county: 'Mobile' },
    states: { 2: { value: 'Mobile' } },
  },
  {
    name: 'populateFromParent without the property keeps the raw value',
    definition: form([trigger, plain2], [rule('populateFromParent', [2], [], { parentProperty: 'county' })]),
    values: { 2: 'typed' },
    parent: { region: 'North' },
    states: { 2: { value: 'typed' } },
  },
  {
    name: 'setDefault fills an empty target',
    definition: form(
      [trigger, plain2],
      [rule('setDefault', [2], [{ elementId: 1, values: ['a'] }], { value: 'dflt' })],
    ),
    values: { 1: 'a' },
    states: { 1: { value: 'a' }, 2: { value: 'dflt' } },
  },
  {
    name: 'setDefault leaves a value alone',
    definition: form(
      [trigger, plain2],
      [rule('setDefault', [2], [{ elementId: 1, values: ['a'] }], { value: 'dflt' })],
    ),
    values: { 1: 'a', 2: 'mine' },
    states: { 1: { value: 'a' }, 2: { value: 'mine' } },
  },
  {
    name: 'setDefault on a checkbox group',
    definition: form(
      [trigger, element(2, 'checkbox', { choices: choices('p', 'q') })],
      [rule('setDefault', [2], [], { value: 'q' })],
    ),
    values: {},
    states: { 2: { multiValue: ['q'] } },
  },
  {
    name: 'chain: a default shows another element',
    definition: defaultThenShow,
    values: { 1: 'a', 3: 'v' },
    states: { 1: { value: 'a' }, 2: { value: 'b' }, 3: { visible: true, value: 'v' } },
  },
  {
    name: 'chain in reverse rule order: same answer',
    definition: showThenDefault,
    values: { 1: 'a', 3: 'v' },
    states: { 1: { value: 'a' }, 2: { value: 'b' }, 3: { visible: true, value: 'v' } },
  },
  {
    name: 'chain: no default, the element stays hidden and cleared',
    definition: defaultThenShow,
    values: { 1: 'z', 3: 'v' },
    states: { 1: { value: 'z' }, 3: { visible: false, value: null } },
  },
  {
    name: 'chain: clearing a hidden element hides what it showed',
    definition: clearingChain,
    values: { 1: 'z', 2: 'x', 3: 'v' },
    states: { 1: { value: 'z' }, 2: { visible: false, value: null }, 3: { visible: false, value: null } },
  },
  {
    name: 'chain: both shown',
    definition: clearingChain,
    values: { 1: 'a', 2: 'x', 3: 'v' },
    states: { 1: { value: 'a' }, 2: { value: 'x' }, 3: { value: 'v' } },
  },
  {
    name: 'filterListChoices limits the list; not required, no auto-selection',
    definition: filterPick(pick),
    values: { 1: 'x' },
    states: { 1: { value: 'x' }, 2: { visibleChoiceIds: ['b', 'c'] }, 3: { visible: false, value: null } },
  },
  {
    name: 'two filters intersect; a required dropdown takes its single choice, which shows another',
    definition: filterPick(requiredPick),
    values: { 1: 'y', 3: 'v' },
    states: {
      1: { value: 'y' },
      2: { visibleChoiceIds: ['c'], value: 'c' },
      3: { visible: true, value: 'v' },
    },
  },
  {
    name: 'two visible choices: no auto-selection',
    definition: filterPick(requiredPick),
    values: { 1: 'x' },
    states: { 1: { value: 'x' }, 2: { visibleChoiceIds: ['b', 'c'] }, 3: { visible: false, value: null } },
  },
  {
    name: 'auto-selection keeps a chosen value',
    definition: filterPick(requiredPick),
    values: { 1: 'y', 2: 'a' },
    states: {
      1: { value: 'y' },
      2: { visibleChoiceIds: ['c'], value: 'a' },
      3: { visible: false, value: null },
    },
  },
  {
    name: 'a filter never lists a choice hidden in the definition',
    definition: form(
      [trigger, partlyHiddenPick],
      [rule('filterListChoices', [2], [], { choiceIds: ['b', 'c'] })],
    ),
    values: {},
    states: { 2: { visibleChoiceIds: ['c'], value: 'c' } },
  },
  {
    name: 'reject marks the target with the message',
    definition: form(
      [trigger, plain2],
      [rule('reject', [2], [{ elementId: 1, values: ['bad'] }], { message: 'Check the date.' })],
    ),
    values: { 1: 'bad', 2: 'x' },
    states: { 1: { value: 'bad' }, 2: { rejected: true, rejectMessage: 'Check the date.', value: 'x' } },
  },
  {
    name: 'a later rule wins: show then hide',
    definition: form(
      [trigger, hiddenText],
      [
        rule('show', [2], [{ elementId: 1, values: ['a'] }]),
        rule('hide', [2], [{ elementId: 1, values: ['a'] }]),
      ],
    ),
    values: { 1: 'a', 2: 'x' },
    states: { 1: { value: 'a' }, 2: { visible: false, value: null } },
  },
  {
    name: 'a later rule wins: require then unrequire',
    definition: form(
      [trigger, plain2],
      [rule('require', [2], [{ elementId: 1, values: ['a'] }]), rule('unrequire', [2], [{ roles: ['100'] }])],
    ),
    values: { 1: 'a' },
    states: { 1: { value: 'a' }, 2: { required: false } },
  },
  {
    name: 'a flag rule may read a later element and its own target',
    definition: form(
      [trigger, plain2],
      [
        rule('require', [1], [{ elementId: 2, values: ['x'] }]),
        rule('makeReadOnly', [1], [{ elementId: 1, values: ['lock'] }]),
      ],
    ),
    values: { 1: 'lock', 2: 'x' },
    states: { 1: { required: true, readOnly: true, value: 'lock' } },
  },
  {
    name: 'a condition and setDefault read a value trimmed, as the server stores it',
    definition: form(
      [trigger, hiddenText, plain3],
      [
        rule('show', [2], [{ elementId: 1, values: ['yes'] }]),
        rule('setDefault', [3], [{ elementId: 1, values: ['yes'] }], { value: 'dflt' }),
      ],
    ),
    values: { 1: ' yes ', 2: 'x', 3: '  ' },
    states: { 2: { visible: true }, 3: { value: 'dflt' } },
  },
  {
    name: 'a hidden element feeds no condition',
    definition: form(
      [element(1, 'text', { visible: false }), plain2],
      [rule('require', [2], [{ elementId: 1, values: ['a'] }])],
    ),
    values: { 1: 'a' },
    states: { 1: { value: null } },
  },
];

describe('evaluateForm golden table', () => {
  it.each(rows)('$name', (row) => {
    const values: FormValues = new Map(Object.entries(row.values).map(([id, value]) => [Number(id), value]));
    const ctx = context({
      activeRole: row.role === undefined ? '100' : row.role,
      now: new Date(row.now ?? '2024-06-15T17:00:00Z'),
      ...(row.parent ? { parent: row.parent } : {}),
    });
    const want = new Map(
      row.definition.elements.map((el) => {
        const raw = row.values[el.id] ?? null;
        const rawState = Array.isArray(raw) ? { multiValue: raw } : { value: raw };
        return [el.id, expected(el, { ...rawState, ...row.states[el.id] })];
      }),
    );
    expect(evaluateForm(row.definition, values, ctx)).toEqual(want);
  });
});
