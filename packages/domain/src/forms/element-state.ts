import type { CompiledForm, CompiledRule } from './rule-graph.js';
import type { ElementState, FormElement, FormValues, RuleContext } from './types.js';
import { isEmptyValue, valueFor, type ElementValue } from './values.js';

/** Effective values: what each element holds after the rules (what conditions read). */
export interface EffectiveValues {
  get(elementId: number): ElementValue | undefined;
}

/**
 * Whether all of a rule's conditions hold. An element condition holds when the element's effective
 * value (or one of a checkbox group's values) is one of its values; an empty value matches nothing.
 * A string is compared trimmed, as the server stores it, so the web (which keeps what the user is
 * typing, spaces and all) and the server reach the same verdict. A role condition holds when the active role is one of its roles.
 */
export function ruleHolds(compiled: CompiledRule, values: EffectiveValues, context: RuleContext): boolean {
  for (const roles of compiled.roleConditions) {
    if (context.activeRole === null || !roles.has(context.activeRole)) return false;
  }
  for (const { elementId, values: accepted } of compiled.elementConditions) {
    const value = values.get(elementId);
    if (value == null) return false;
    const holds =
      typeof value === 'string'
        ? accepted.has(value) || accepted.has(value.trim())
        : value.some((item) => accepted.has(item));
    if (!holds) return false;
  }
  return true;
}

/** The element's state from its static flags alone, with its raw value. */
function baseline(element: FormElement, input: FormValues): ElementState {
  const value = valueFor(element, input.get(element.id));
  return {
    visible: element.visible,
    required: element.required,
    readOnly: element.readOnly,
    rejected: element.rejected,
    rejectMessage: null,
    value: typeof value === 'string' ? value : null,
    multiValue: Array.isArray(value) ? value : null,
    visibleChoiceIds: element.choices.filter((choice) => choice.visible).map((choice) => choice.id),
  };
}

function withValue(element: FormElement, state: ElementState, value: ElementValue): void {
  const shaped = valueFor(element, value);
  state.value = typeof shaped === 'string' ? shaped : null;
  state.multiValue = Array.isArray(shaped) ? shaped : null;
}

/**
 * One element's state: its static flags, then each rule acting on it in definition order (a later
 * rule wins a conflict), then its value: populateFromParent's value, else the raw value, else
 * setDefault's value; cleared when hidden; a required, visible dropdown left with exactly one visible
 * choice and no value takes that choice.
 */
export function elementState(
  form: CompiledForm,
  element: FormElement,
  effective: EffectiveValues,
  input: FormValues,
  context: RuleContext,
): ElementState {
  const state = baseline(element, input);
  let populated = null as { value: string | null } | null;
  let fallback = null as string | null;
  let allowed = null as Set<string> | null;
  for (const compiled of form.rulesByTarget.get(element.id) ?? []) {
    const rule = compiled.rule;
    const holds = ruleHolds(compiled, effective, context);
    if (rule.action === 'show') {
      // A show whose conditions fail hides (and so clears) its target (spec 3 §4).
      state.visible = holds;
      continue;
    }
    if (!holds) continue;
    switch (rule.action) {
      case 'hide':
        state.visible = false;
        break;
      case 'require':
        state.required = true;
        break;
      case 'unrequire':
        state.required = false;
        break;
      case 'makeReadOnly':
        state.readOnly = true;
        break;
      case 'makeNotReadOnly':
        state.readOnly = false;
        break;
      case 'reject':
        state.rejected = true;
        state.rejectMessage = rule.message ?? null;
        break;
      case 'populateFromParent':
        if (
          rule.parentProperty !== undefined &&
          context.parent &&
          Object.hasOwn(context.parent, rule.parentProperty)
        ) {
          populated = { value: context.parent[rule.parentProperty] ?? null };
        }
        break;
      case 'setDefault':
        if (rule.value !== undefined) fallback = rule.value;
        break;
      case 'filterListChoices': {
        const kept = new Set(rule.choiceIds ?? []);
        allowed = allowed === null ? kept : new Set([...allowed].filter((id) => kept.has(id)));
        break;
      }
    }
  }
  if (allowed !== null) {
    const kept = allowed;
    state.visibleChoiceIds = state.visibleChoiceIds.filter((id) => kept.has(id));
  }
  if (populated !== null) withValue(element, state, populated.value);
  // Blank as the server sees it: a value of spaces is trimmed to nothing there.
  else if (fallback !== null && isEmptyValue(state.value?.trim() ?? state.multiValue))
    withValue(element, state, fallback);
  if (!state.visible) withValue(element, state, null);
  else if (
    element.type === 'dropdown' &&
    state.required &&
    state.value === null &&
    state.visibleChoiceIds.length === 1
  ) {
    state.value = state.visibleChoiceIds[0] as string;
  }
  return state;
}

/** The value conditions read from a state: a checkbox group's list, any other element's string. */
export function effectiveValue(state: ElementState): ElementValue {
  return state.multiValue ?? state.value;
}
