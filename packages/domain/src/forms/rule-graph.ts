import type { FormDefinition, FormElement, FormRule, RuleAction } from './types.js';

/** A rule with its conditions prepared for fast checks; `index` is its place in the definition. */
export interface CompiledRule {
  rule: FormRule;
  index: number;
  elementConditions: { elementId: number; values: Set<string> }[];
  roleConditions: Set<string>[];
}

/** What the evaluator and the loader check need to know about a definition, worked out once. */
export interface CompiledForm {
  elements: FormElement[];
  elementById: Map<number, FormElement>;
  /** The rules acting on each element, in definition order (later rules win a conflict). */
  rulesByTarget: Map<number, CompiledRule[]>;
  /** For each element, the elements whose state depends on its value (targets of rules reading it). */
  dependants: Map<number, number[]>;
  /** Elements in an order where every value an element's value depends on comes first; null when rules loop. */
  order: number[] | null;
  position: Map<number, number>;
  /** Elements with a flag rule reading an element placed at or after them: their flags are settled last. */
  lateTargets: number[];
  /** The value graph's loops' elements (empty when `order` is set). */
  loopElements: number[];
}

const ALWAYS_WRITES: ReadonlySet<RuleAction> = new Set(['show', 'hide', 'populateFromParent', 'setDefault']);
const DROPDOWN_WRITES: ReadonlySet<RuleAction> = new Set(['require', 'unrequire', 'filterListChoices']);

/**
 * Whether a rule's action can change its target's value: show and hide clear it, populateFromParent
 * and setDefault write it, and on a dropdown require, unrequire and filterListChoices decide whether a
 * single visible choice is auto-selected.
 */
export function writesValue(action: RuleAction, target: FormElement | undefined): boolean {
  return ALWAYS_WRITES.has(action) || (target?.type === 'dropdown' && DROPDOWN_WRITES.has(action));
}

function compileRule(rule: FormRule, index: number): CompiledRule {
  const compiled: CompiledRule = { rule, index, elementConditions: [], roleConditions: [] };
  for (const condition of rule.conditions) {
    if ('elementId' in condition) {
      compiled.elementConditions.push({ elementId: condition.elementId, values: new Set(condition.values) });
    } else {
      compiled.roleConditions.push(new Set(condition.roles));
    }
  }
  return compiled;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** Prepares a definition for evaluation; ids that name no element are ignored here (checkDefinition reports them). */
export function compileForm(definition: FormDefinition): CompiledForm {
  const elements = definition.elements;
  const elementById = new Map(elements.map((element) => [element.id, element]));
  const rulesByTarget = new Map<number, CompiledRule[]>();
  const dependants = new Map<number, number[]>();
  const valueEdges = new Map<number, number[]>();
  definition.arguments.rules.forEach((rule, index) => {
    const compiled = compileRule(rule, index);
    for (const target of rule.targets) {
      if (!elementById.has(target)) continue;
      pushTo(rulesByTarget, target, compiled);
      for (const { elementId } of compiled.elementConditions) {
        if (!elementById.has(elementId)) continue;
        pushTo(dependants, elementId, target);
        if (writesValue(rule.action, elementById.get(target))) pushTo(valueEdges, elementId, target);
      }
    }
  });
  const { order, loopElements } = sortByValueGraph(elements, valueEdges);
  const position = new Map((order ?? []).map((id, place) => [id, place]));
  const lateTargets: number[] = [];
  if (order !== null) {
    for (const id of order) {
      const late = (rulesByTarget.get(id) ?? []).some((compiled) =>
        compiled.elementConditions.some(
          ({ elementId }) => (position.get(elementId) ?? -1) >= (position.get(id) as number),
        ),
      );
      if (late) lateTargets.push(id);
    }
  }
  return { elements, elementById, rulesByTarget, dependants, order, position, lateTargets, loopElements };
}

/** Kahn's sort (ties in definition order); on a loop, the elements on or between loops. */
function sortByValueGraph(
  elements: FormElement[],
  edges: Map<number, number[]>,
): { order: number[] | null; loopElements: number[] } {
  const inDegree = new Map(elements.map((element) => [element.id, 0]));
  for (const targets of edges.values()) {
    for (const target of targets) inDegree.set(target, (inDegree.get(target) ?? 0) + 1);
  }
  const ready = elements.filter((element) => inDegree.get(element.id) === 0).map((element) => element.id);
  const order: number[] = [];
  for (let next = 0; next < ready.length; next += 1) {
    const id = ready[next] as number;
    order.push(id);
    for (const target of edges.get(id) ?? []) {
      const degree = (inDegree.get(target) as number) - 1;
      inDegree.set(target, degree);
      if (degree === 0) ready.push(target);
    }
  }
  if (order.length === inDegree.size) return { order, loopElements: [] };
  // What is left is on a loop or downstream of one; peel off the downstream part (elements feeding nothing left).
  const left = new Set([...inDegree.keys()].filter((id) => !order.includes(id)));
  let peeled = true;
  while (peeled) {
    peeled = false;
    for (const id of left) {
      if (!(edges.get(id) ?? []).some((target) => left.has(target))) {
        left.delete(id);
        peeled = true;
      }
    }
  }
  return { order: null, loopElements: [...left] };
}
