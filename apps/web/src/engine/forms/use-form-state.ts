import {
  createFormEvaluator,
  validateForm,
  type ElementState,
  type FormDefinition,
  type FormFailure,
  type FormValues,
  type RuleContext,
} from '@registry/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { elementsClearedBy } from './peers';
import type { FormValue } from './types';

function initialValues(definition: FormDefinition): FormValues {
  return new Map(
    definition.elements.map((element) => [
      element.id,
      element.type === 'checkbox' ? (element.multiValue ?? []) : element.value,
    ]),
  );
}

/** Each element's value as the rules leave it (hidden ones cleared, defaults given). */
function effectiveValues(states: Map<number, ElementState>): FormValues {
  return new Map([...states].map(([id, state]) => [id, state.multiValue ?? state.value]));
}

/**
 * The values with those of hidden elements cleared: a show rule that stops holding clears its targets'
 * values (spec 3 §4), so they do not come back when the element shows again. Their effective values are
 * empty already, so nothing needs evaluating again.
 */
function withHiddenCleared(values: FormValues, states: Map<number, ElementState>): FormValues {
  for (const [id, state] of states) {
    const value = values.get(id);
    if (!state.visible && value !== null && value !== undefined && value.length > 0)
      values.set(id, Array.isArray(value) ? [] : null);
  }
  return values;
}

/** What the form sends: every element's value as the rules leave it (hidden ones cleared). */
export function elementResponses(definition: FormDefinition, states: Map<number, ElementState>) {
  return definition.elements.map((element) => {
    const state = states.get(element.id);
    return element.type === 'checkbox'
      ? { formElementId: element.id, multiValue: state?.multiValue ?? [] }
      : { formElementId: element.id, value: state?.value ?? null };
  });
}

/**
 * A form's values and what the rules make of them (the domain's evaluator, the one the server runs). A
 * change re-evaluates only the rules that read the changed element; a peer's change clears the
 * elements that ask for it (clearOnPeerChange).
 */
export function useFormState(definition: FormDefinition, context: RuleContext) {
  const evaluator = useMemo(() => createFormEvaluator(definition, context), [definition, context]);
  const start = useMemo(() => {
    const values = initialValues(definition);
    return { values, states: evaluator.evaluate(values) };
  }, [definition, evaluator]);
  const [form, setForm] = useState(start);
  const [dirty, setDirty] = useState(false);
  // Read by the navigation blocker at the moment of leaving: a save that just finished counts at once.
  const dirtyRef = useRef(false);
  const startRef = useRef(start);
  if (startRef.current !== start) {
    // A new definition (a reload after saving): start again from its values.
    startRef.current = start;
    setForm(start);
    setDirty(false);
    dirtyRef.current = false;
  }

  const change = useCallback(
    (elementId: number, value: FormValue) => {
      setForm((current) => {
        const values = new Map(current.values);
        values.set(elementId, value);
        let states = evaluator.update(current.states, values, elementId);
        for (const cleared of elementsClearedBy(definition.elements, elementId)) {
          values.set(cleared, null);
          states = evaluator.update(states, values, cleared);
        }
        return { values: withHiddenCleared(values, states), states };
      });
      setDirty(true);
      dirtyRef.current = true;
    },
    [definition, evaluator],
  );

  /** The browser's check before saving: the same validation the server runs. */
  const validate = useCallback(
    (): FormFailure[] => validateForm(definition, form.states, effectiveValues(form.states), context),
    [definition, form, context],
  );

  const markClean = useCallback(() => {
    dirtyRef.current = false;
    setDirty(false);
  }, []);
  const isDirty = useCallback(() => dirtyRef.current, []);
  /** What the rules leave of each value: what searches filter by and uploads add to. */
  const effective = useMemo(() => effectiveValues(form.states), [form.states]);
  return { values: form.values, states: form.states, effective, dirty, isDirty, change, validate, markClean };
}
