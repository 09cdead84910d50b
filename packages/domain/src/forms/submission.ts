import { effectiveValue } from './element-state.js';
import { createFormEvaluator, type FormEvaluator } from './evaluate.js';
import { FORM_TEXTS } from './texts.js';
import type {
  ElementState,
  FormDefinition,
  FormFailure,
  FormSubmission,
  FormValues,
  RuleContext,
} from './types.js';
import { formValueProblem } from '../validation/control-characters.js';
import { isEmptyValue, sameValue, type ElementValue } from './values.js';
import { validateForm } from './validate.js';

function refusal(formElementId: number | null, message: string): FormFailure {
  return { formElementId, message, severity: 'error', overridable: false };
}

/**
 * A submission as values: each value trimmed ('' becomes null), a checkbox group's list trimmed with
 * empty and repeated items dropped. Refused: another form's answers, an unknown element, an element
 * sent twice, a value or item holding a control character (read as empty then), a list for an element
 * that is not a checkbox group, a single value for one that is.
 * Elements not sent are absent from the values (they read as empty).
 */
export function normaliseSubmission(
  definition: FormDefinition,
  submission: FormSubmission,
): { values: FormValues; failures: FormFailure[] } {
  const values: FormValues = new Map();
  const failures: FormFailure[] = [];
  if (submission.formId !== definition.id) failures.push(refusal(null, FORM_TEXTS.wrongForm));
  const elements = new Map(definition.elements.map((element) => [element.id, element]));
  for (const response of submission.elementResponses) {
    const id = response.formElementId;
    const element = elements.get(id);
    if (element === undefined) {
      failures.push(refusal(id, FORM_TEXTS.unknownElement));
      continue;
    }
    if (values.has(id)) {
      failures.push(refusal(id, FORM_TEXTS.duplicateResponse));
      continue;
    }
    // One rule for every element's values, as sent (before trimming or cleaning): no control characters.
    const problem = [response.value, ...(response.multiValue ?? [])].map(formValueProblem).find(Boolean);
    if (problem) {
      failures.push(refusal(id, problem));
      values.set(id, null);
      continue;
    }
    const value = response.value?.trim() ?? '';
    const list = [
      ...new Set((response.multiValue ?? []).map((item) => item.trim()).filter((item) => item !== '')),
    ];
    if (element.type === 'checkbox') {
      if (value !== '') failures.push(refusal(id, FORM_TEXTS.checkboxTakesList));
      values.set(id, list.length > 0 ? list : null);
    } else {
      if (response.multiValue != null) failures.push(refusal(id, FORM_TEXTS.multiValueNotAllowed));
      values.set(id, value !== '' ? value : null);
    }
  }
  return { values, failures };
}

/**
 * Whether the client changed a read-only element: its value after the rules differs from what the
 * rules give when the saved value is submitted instead. So a rule's value (populateFromParent,
 * setDefault, auto-selection) is accepted, and leaving the element out counts as clearing it. An element
 * saved empty is editable, as spec 3 §4 makes read-only elements without a value editable on a new record.
 */
function changesReadOnly(
  evaluator: FormEvaluator,
  states: Map<number, ElementState>,
  submitted: FormValues,
  id: number,
  saved: ElementValue | undefined,
): boolean {
  const state = states.get(id) as ElementState;
  if (!state.visible || !state.readOnly || isEmptyValue(saved) || sameValue(submitted.get(id), saved))
    return false;
  const unchanged = evaluator.update(states, new Map(submitted).set(id, saved ?? null), id);
  return !sameValue(effectiveValue(unchanged.get(id) as ElementState), effectiveValue(state));
}

/**
 * The server's whole verdict on a submission (the web may run it too): normalise, evaluate the rules
 * from the SUBMITTED values (never from what the browser says is visible or required), refuse a value
 * for a hidden element and a changed value for a read-only one, then validate every visible element.
 * `values` are what to store: each element's value after the rules (hidden ones cleared).
 */
export function checkSubmission(
  definition: FormDefinition,
  submission: FormSubmission,
  context: RuleContext,
  saved: FormValues,
): { values: FormValues; states: Map<number, ElementState>; failures: FormFailure[] } {
  const normalised = normaliseSubmission(definition, submission);
  const submitted = normalised.values;
  const evaluator = createFormEvaluator(definition, context);
  const states = evaluator.evaluate(submitted);
  const values: FormValues = new Map([...states].map(([id, state]) => [id, effectiveValue(state)]));
  const failures = [...normalised.failures];
  for (const element of definition.elements) {
    const state = states.get(element.id) as ElementState;
    const sent = submitted.get(element.id);
    if (!state.visible && !isEmptyValue(sent)) failures.push(refusal(element.id, FORM_TEXTS.hiddenValue));
    else if (changesReadOnly(evaluator, states, submitted, element.id, saved.get(element.id))) {
      failures.push(refusal(element.id, FORM_TEXTS.readOnlyChanged));
    }
  }
  const refused = new Set(failures.map((found) => found.formElementId));
  for (const found of validateForm(definition, states, values, context)) {
    // One message per field: a refused value's own problem says enough.
    if (!refused.has(found.formElementId)) failures.push(found);
  }
  return { values, states, failures };
}
