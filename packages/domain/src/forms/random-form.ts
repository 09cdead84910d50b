/**
 * A seeded generator of forms with rules, for the evaluator's property test and its benchmark:
 * text, dropdown and checkbox elements, every rule action, element and role conditions. Value-changing
 * rules read only earlier elements (so the form passes checkDefinition) unless `loops` is set; flag rules
 * read any element, the target itself included.
 */
import { EntityType } from '../entities/entity-types.js';
import { writesValue } from './rule-graph.js';
import {
  RULE_ACTIONS,
  type FormDefinition,
  type FormElement,
  type FormRule,
  type FormValues,
} from './types.js';

export const VALUE_POOL = ['a', 'b', 'c'];

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomFormOptions {
  elements: number;
  rules: number;
  loops?: boolean;
}

export function randomForm(random: () => number, options: RandomFormOptions): FormDefinition {
  const pickOf = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const types = ['text', 'dropdown', 'checkbox'] as const;
  const elements: FormElement[] = Array.from({ length: options.elements }, (_, index) => {
    const type = pickOf(types);
    return {
      id: 100 + index,
      type,
      subtype: null,
      stimulus: `Element ${index}`,
      value: null,
      multiValue: null,
      visible: random() < 0.8,
      required: random() < 0.3,
      readOnly: random() < 0.1,
      rejected: false,
      maxLength: 180,
      width: 12,
      offset: 0,
      regex: null,
      warningMessage: null,
      tooltip: null,
      choices:
        type === 'text'
          ? []
          : VALUE_POOL.map((id, at) => ({ id, text: id, visible: random() < 0.9, sequence: at })),
      choiceGroups: [],
      arguments: {},
      sequence: index,
    };
  });
  const rules: FormRule[] = [];
  while (rules.length < options.rules) {
    const action = pickOf(RULE_ACTIONS);
    const targetAt = 1 + Math.floor(random() * (elements.length - 1));
    const target = elements[targetAt] as FormElement;
    const readable = writesValue(action, target) && !options.loops ? elements.slice(0, targetAt) : elements;
    const conditions: FormRule['conditions'] = Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
      elementId: pickOf(readable).id,
      values: VALUE_POOL.filter(() => random() < 0.5),
    }));
    if (random() < 0.15) conditions.push({ roles: [pickOf(['100', '200', '500'])] });
    rules.push({
      id: rules.length + 1,
      action,
      targets: [target.id],
      conditions,
      choiceIds: VALUE_POOL.filter(() => random() < 0.6),
      value: pickOf(VALUE_POOL),
      parentProperty: pickOf(['county', 'region', 'missing']),
      message: 'Rejected by a rule.',
    });
  }
  return {
    id: 99,
    version: 1,
    entityTypeId: EntityType.User,
    name: 'Generated',
    elements,
    arguments: { rules, preSubmissionValidation: { formElementIds: [] } },
  };
}

/** A random value in the element's shape (sometimes empty). */
export function randomValue(random: () => number, element: FormElement): string | string[] | null {
  if (random() < 0.25) return null;
  if (element.type === 'checkbox') return VALUE_POOL.filter(() => random() < 0.5);
  return VALUE_POOL[Math.floor(random() * VALUE_POOL.length)] as string;
}

export function randomValues(random: () => number, definition: FormDefinition): FormValues {
  return new Map(definition.elements.map((element) => [element.id, randomValue(random, element)]));
}
