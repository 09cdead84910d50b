import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition.js';
import { choices, element, form, rule } from './test-support.js';
import type { FormDefinition, FormElement } from './types.js';

const sound = form(
  [
    element(1, 'dropdown', {
      choices: choices('a', 'b', 'c'),
      choiceGroups: [{ groupName: 'First', firstChoiceSequence: 1 }],
    }),
    element(2, 'text', { regex: '\\d{5}', width: 6 }),
    element(3, 'date', {
      subtype: 'date',
      width: 6,
      offset: 6,
      arguments: { comparisons: [{ operator: 'less', value: 'today' }] },
    }),
    element(4, 'date', {
      subtype: 'date',
      arguments: { comparisons: [{ operator: 'greater', formElementId: 3 }] },
    }),
    element(5, 'entityCrossReference', {
      arguments: {
        crossReference: {
          ecrEntityTypeId: 2,
          ecrSearchPropertyId: 'name',
          peerElements: [{ elementId: 1, propertyId: 'county' }],
        },
      },
    }),
    element(6, 'text', {
      arguments: {
        crossReference: {
          ecrEntityTypeId: 2,
          ecrSearchPropertyId: 'name',
          ecrElementId: 5,
          ecrPropertyId: 'phone',
        },
      },
    }),
  ],
  [
    rule('setDefault', [2], [{ elementId: 1, values: ['a'] }], { value: '35601' }),
    rule('show', [3], [{ elementId: 2, values: ['35601'] }]),
    rule('makeReadOnly', [1], [{ elementId: 3, values: ['2020-01-01'] }]),
  ],
);

function withElement(id: number, change: Partial<FormElement>): FormDefinition {
  return { ...sound, elements: sound.elements.map((el) => (el.id === id ? { ...el, ...change } : el)) };
}
function withRules(...rules: FormDefinition['arguments']['rules']): FormDefinition {
  return { ...sound, arguments: { ...sound.arguments, rules: [...sound.arguments.rules, ...rules] } };
}

describe('checkDefinition', () => {
  it('finds nothing wrong with a sound form (a flag rule may read back)', () => {
    expect(checkDefinition(sound)).toEqual([]);
  });

  it.each<[string, FormDefinition, string]>([
    [
      'a repeated element id',
      { ...sound, elements: [...sound.elements, element(2, 'text')] },
      'element id 2 is used twice',
    ],
    [
      'a rule target that is not on the form',
      withRules(rule('hide', [99], [])),
      'target 99 is not on the form',
    ],
    [
      'a condition reading a missing element',
      withRules(rule('hide', [2], [{ elementId: 98, values: ['x'] }])),
      'condition reads element 98',
    ],
    [
      'a comparison with a missing element',
      withElement(4, { arguments: { comparisons: [{ operator: 'greater', formElementId: 97 }] } }),
      'comparison names element 97',
    ],
    [
      'a bad comparison value',
      withElement(4, { arguments: { comparisons: [{ operator: 'greater', value: 'someday' }] } }),
      'comparison value someday',
    ],
    [
      'a missing peer',
      withElement(5, {
        arguments: {
          crossReference: {
            ecrEntityTypeId: 2,
            ecrSearchPropertyId: 'name',
            peerElements: [{ elementId: 96, propertyId: 'x' }],
          },
        },
      }),
      'peer element 96 is not on the form',
    ],
    [
      'a missing ecrElementId',
      withElement(6, {
        arguments: { crossReference: { ecrEntityTypeId: 2, ecrSearchPropertyId: 'name', ecrElementId: 95 } },
      }),
      'ecrElementId 95 is not on the form',
    ],
    [
      'a setDefault loop',
      withRules(rule('setDefault', [1], [{ elementId: 2, values: ['35601'] }], { value: 'a' })),
      'loop through elements 1, 2',
    ],
    [
      'a populateFromParent loop through a show',
      withRules(
        rule('populateFromParent', [2], [{ elementId: 3, values: ['2020-01-01'] }], {
          parentProperty: 'zip',
        }),
      ),
      'loop through elements 2, 3',
    ],
    [
      'an unused choice group',
      withElement(1, { choiceGroups: [{ groupName: 'Later', firstChoiceSequence: 9 }] }),
      'choice group Later starts at sequence 9',
    ],
    ['a regex that does not compile', withElement(2, { regex: '([a-z' }), 'regex ([a-z does not compile'],
    ['a subtype of another type', withElement(2, { subtype: 'datetime' }), 'subtype datetime'],
    ['a subtype on a type without any', withElement(1, { subtype: 'plain' }), 'subtype plain'],
    ['a width of 0', withElement(2, { width: 0 }), 'width 0 is not 1..12'],
    ['a width of 13', withElement(2, { width: 13 }), 'width 13 is not 1..12'],
    ['offset and width past 12', withElement(3, { offset: 7 }), 'offset 7 with width 6'],
    ['a setDefault without a value', withRules(rule('setDefault', [2], [])), 'no value to set'],
  ])('reports %s', (_name, definition, problem) => {
    const problems = checkDefinition(definition);
    expect(
      problems.some((found) => found.includes(problem)),
      problems.join('\n'),
    ).toBe(true);
  });
});
