import { effectiveValue, elementState, type EffectiveValues } from './element-state.js';
import { compileForm, type CompiledForm } from './rule-graph.js';
import type { ElementState, FormDefinition, FormValues, RuleContext } from './types.js';
import { sameValue, valueFor, type ElementValue } from './values.js';

/**
 * The form rules of spec 3 §4, evaluated the same way by the server and the web.
 *
 * Semantics. Every element starts from its static flags (visible, required, readOnly, rejected, its
 * choices' visible flags) and its raw value from `values`. Each rule acting on it is then applied in
 * definition order, a later rule winning a conflict: a rule fires when all its conditions hold
 * (an element's effective value, or one of a checkbox group's values, is listed; the active role is
 * listed); a `show` whose conditions fail hides its target. Values: populateFromParent copies the
 * parent's property (when the parent has it) over the raw value; setDefault gives its value to a target
 * whose raw value is empty; a hidden element's value is cleared (so the server refuses a value for it);
 * a required, visible dropdown with exactly one visible choice and no value takes that choice (spec 3
 * §5; in the evaluator so both sides agree on the value). Conditions read EFFECTIVE values, the values
 * after all of this, so a value set or cleared by a rule feeds the rules reading it.
 *
 * The answer is the fixed point of these equations. When no chain of value-changing rules loops (what
 * checkDefinition demands of every seeded form), it is unique and is computed in one pass over the
 * elements in dependency order, so it never depends on the order of evaluation. If a definition does
 * loop, the equations are iterated from the raw values, at most (elements + 1) passes, and the last
 * pass is the answer: deterministic, though it may not be a fixed point.
 */
export interface FormEvaluator {
  /** Every element's state for these values. */
  evaluate(values: FormValues): Map<number, ElementState>;
  /**
   * The same answer as `evaluate(values)`, recomputing only the elements that the change reaches
   * (rules reading the changed element, then rules reading any value those change). `previous` must be
   * this evaluator's answer for values that differ from `values` only at `changedElementId`.
   */
  update(
    previous: Map<number, ElementState>,
    values: FormValues,
    changedElementId: number,
  ): Map<number, ElementState>;
}

/** The effective values read from states as they are being settled. */
function valuesOf(states: Map<number, ElementState>): EffectiveValues {
  return {
    get(elementId) {
      const state = states.get(elementId);
      return state === undefined ? undefined : effectiveValue(state);
    },
  };
}

function inDefinitionOrder(form: CompiledForm, states: Map<number, ElementState>): Map<number, ElementState> {
  return new Map(form.elements.map((element) => [element.id, states.get(element.id) as ElementState]));
}

function settleInOrder(form: CompiledForm, order: number[], input: FormValues, context: RuleContext) {
  const states = new Map<number, ElementState>();
  const effective = valuesOf(states);
  for (const id of order) {
    states.set(id, elementState(form, form.elementById.get(id)!, effective, input, context));
  }
  // Flags read from elements settled later; their values cannot change (value rules read earlier elements).
  for (const id of form.lateTargets) {
    states.set(id, elementState(form, form.elementById.get(id)!, effective, input, context));
  }
  return inDefinitionOrder(form, states);
}

function settleByPasses(form: CompiledForm, input: FormValues, context: RuleContext) {
  let effective = new Map<number, ElementValue>(
    form.elements.map((element) => [element.id, valueFor(element, input.get(element.id))]),
  );
  let states = new Map<number, ElementState>();
  for (let pass = 0; pass <= form.elements.length; pass += 1) {
    states = new Map(
      form.elements.map((element) => [element.id, elementState(form, element, effective, input, context)]),
    );
    const next = new Map([...states].map(([id, state]) => [id, effectiveValue(state)]));
    const settled = form.elements.every((element) =>
      sameValue(effective.get(element.id), next.get(element.id)),
    );
    effective = next;
    if (settled) break;
  }
  return states;
}

function updateInOrder(
  form: CompiledForm,
  order: number[],
  previous: Map<number, ElementState>,
  input: FormValues,
  changed: number,
  context: RuleContext,
): Map<number, ElementState> {
  const states = new Map(previous);
  const start = form.position.get(changed);
  if (start === undefined) return states;
  const effective = valuesOf(states);
  const dirty = new Uint8Array(order.length);
  const late = new Set<number>();
  dirty[start] = 1;
  for (let place = start; place < order.length; place += 1) {
    if (dirty[place] === 0) continue;
    const id = order[place] as number;
    const before = states.get(id) as ElementState;
    const after = elementState(form, form.elementById.get(id)!, effective, input, context);
    states.set(id, after);
    if (sameValue(effectiveValue(before), effectiveValue(after))) continue;
    for (const dependant of form.dependants.get(id) ?? []) {
      const at = form.position.get(dependant) as number;
      if (at > place) dirty[at] = 1;
      else late.add(dependant);
    }
  }
  for (const id of late) {
    states.set(id, elementState(form, form.elementById.get(id)!, effective, input, context));
  }
  return states;
}

/** Prepares a definition once (rule index, dependency order) for many evaluations in one context. */
export function createFormEvaluator(definition: FormDefinition, context: RuleContext): FormEvaluator {
  const form = compileForm(definition);
  const order = form.order;
  const evaluate = (values: FormValues) =>
    order === null ? settleByPasses(form, values, context) : settleInOrder(form, order, values, context);
  return {
    evaluate,
    update(previous, values, changedElementId) {
      // A looping definition has no dependency order to follow: evaluate it whole, as evaluate() does.
      if (order === null) return evaluate(values);
      return updateInOrder(form, order, previous, values, changedElementId, context);
    },
  };
}

/** Every element's state for these values (see FormEvaluator for the semantics). */
export function evaluateForm(
  definition: FormDefinition,
  values: FormValues,
  context: RuleContext,
): Map<number, ElementState> {
  return createFormEvaluator(definition, context).evaluate(values);
}
