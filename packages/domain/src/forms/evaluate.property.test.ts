import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition.js';
import { createFormEvaluator } from './evaluate.js';
import { randomForm, randomValue, randomValues, seededRandom } from './random-form.js';
import { context } from './test-support.js';
import type { ElementState } from './types.js';

const PARENT = { county: 'a', region: 'b' };

function changedElsewhere(
  before: Map<number, ElementState>,
  after: Map<number, ElementState>,
  changed: number,
) {
  return [...after].some(
    ([id, state]) => id !== changed && JSON.stringify(state) !== JSON.stringify(before.get(id)),
  );
}

describe('update() gives exactly what evaluate() gives', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('on a generated form without loops (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const definition = randomForm(random, { elements: 30, rules: 45 });
    expect(checkDefinition(definition)).toEqual([]);
    const evaluator = createFormEvaluator(definition, context({ activeRole: '200', parent: PARENT }));
    let values = randomValues(random, definition);
    let states = evaluator.evaluate(values);
    let reached = 0;
    for (let step = 0; step < 300; step += 1) {
      const element = definition.elements[Math.floor(random() * definition.elements.length)]!;
      values = new Map(values).set(element.id, randomValue(random, element));
      const updated = evaluator.update(states, values, element.id);
      expect(updated).toEqual(evaluator.evaluate(values));
      if (changedElsewhere(states, updated, element.id)) reached += 1;
      states = updated;
    }
    // The forms must exercise propagation, or the property says little.
    expect(reached).toBeGreaterThan(10);
  });

  it('on a generated form whose rules loop (update falls back to evaluate)', () => {
    const random = seededRandom(42);
    const definition = randomForm(random, { elements: 12, rules: 30, loops: true });
    expect(checkDefinition(definition).some((problem) => problem.includes('loop'))).toBe(true);
    const evaluator = createFormEvaluator(definition, context({ parent: PARENT }));
    let values = randomValues(random, definition);
    let states = evaluator.evaluate(values);
    for (let step = 0; step < 100; step += 1) {
      const element = definition.elements[Math.floor(random() * definition.elements.length)]!;
      values = new Map(values).set(element.id, randomValue(random, element));
      states = evaluator.update(states, values, element.id);
      expect(states).toEqual(evaluator.evaluate(values));
    }
  });
});
