import { TEXT_MAX_LENGTH } from '../constants.js';
import { emailProblem } from '../validation/accounts.js';
import { comparisonFailure } from './comparisons.js';
import { isWithinDateBounds, parseDatePoint } from './dates.js';
import { isTenDigitPhone } from './phone.js';
import { richTextContent } from './rich-text.js';
import { FORM_TEXTS, tooFewSelections, tooLong } from './texts.js';
import type {
  ElementState,
  FormDefinition,
  FormElement,
  FormFailure,
  FormValues,
  RuleContext,
} from './types.js';

/** Spec 3 §5: the float subtype's default pattern, digits with optional decimals. */
const FLOAT_PATTERN = /^\d+(?:\.\d+)?$/;

const patterns = new Map<string, RegExp | null>();

/**
 * An element's regex as the browser's `pattern` attribute reads it: the whole value must match.
 * null when it does not compile (checkDefinition reports that; validation then skips it).
 */
export function compileElementPattern(source: string): RegExp | null {
  if (!patterns.has(source)) {
    let pattern: RegExp | null;
    try {
      pattern = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      pattern = null;
    }
    patterns.set(source, pattern);
  }
  return patterns.get(source) ?? null;
}

function failure(element: FormElement, message: string): FormFailure {
  return { formElementId: element.id, message, severity: 'error', overridable: false };
}

function requiredMessage(element: FormElement): string {
  switch (element.type) {
    case 'date':
      return FORM_TEXTS.fillOutDate;
    case 'checkbox':
      return tooFewSelections(1);
    case 'fileUpload':
      return FORM_TEXTS.selectFile;
    default:
      return FORM_TEXTS.fillOutField;
  }
}

function isBlank(element: FormElement, state: ElementState): boolean {
  if (element.type === 'checkbox') return (state.multiValue ?? []).length === 0;
  if (state.value === null || state.value.trim() === '') return true;
  return element.type === 'richText' && richTextContent(state.value) === '';
}

function textProblem(element: FormElement, value: string): string | null {
  const maxLength = element.maxLength > 0 ? element.maxLength : TEXT_MAX_LENGTH;
  // UTF-16 units, as the browser's maxlength attribute counts them, so both sides agree.
  if (value.length > maxLength) return tooLong(maxLength);
  const warning = element.warningMessage ?? FORM_TEXTS.fillOutField;
  if (element.regex !== null) {
    const pattern = compileElementPattern(element.regex);
    if (pattern !== null && !pattern.test(value)) return warning;
  } else if (element.subtype === 'float' && !FLOAT_PATTERN.test(value)) {
    return warning;
  }
  if (element.subtype === 'email' && emailProblem(value) !== null) return FORM_TEXTS.emailInvalid;
  return null;
}

function dateProblem(
  element: FormElement,
  value: string,
  values: FormValues,
  context: RuleContext,
): string | null {
  const point = parseDatePoint(value, context.timeZone);
  if (point === null) return FORM_TEXTS.valueInvalid;
  const wantsTime = element.subtype === 'datetime';
  if (wantsTime === (point.kind === 'date')) return FORM_TEXTS.valueInvalid;
  // The bounds hold for the date as written (the picker's own limits).
  if (!isWithinDateBounds(value.slice(0, 10))) return FORM_TEXTS.dateOutOfRange;
  return comparisonFailure(point, element.arguments.comparisons ?? [], values, context);
}

function choiceProblem(state: ElementState, chosen: string[]): string | null {
  const listed = new Set(state.visibleChoiceIds);
  return chosen.every((id) => listed.has(id)) ? null : FORM_TEXTS.choiceNotListed;
}

/**
 * The first problem with one element's value in its evaluated state, or null: none for a hidden
 * element; the required message of its type when empty and required; then the type's own checks
 * (spec 3 §5). `values` are the form's effective values, for comparisons with other elements.
 * A rejected element is not a failure: the director's note asks for a change, it does not block saving.
 */
export function validateElement(
  element: FormElement,
  state: ElementState,
  values: FormValues,
  context: RuleContext,
): FormFailure | null {
  if (!state.visible) return null;
  if (isBlank(element, state)) return state.required ? failure(element, requiredMessage(element)) : null;
  // Trimmed, as the server stores it, so the web's checks of a value being typed agree with the server's.
  const value = element.type === 'richText' ? (state.value ?? '') : (state.value ?? '').trim();
  let problem: string | null = null;
  switch (element.type) {
    case 'text':
      problem = textProblem(element, value);
      break;
    case 'phone':
      problem = isTenDigitPhone(value) ? null : FORM_TEXTS.phoneDigits;
      break;
    case 'date':
      problem = dateProblem(element, value, values, context);
      break;
    case 'checkbox': {
      const chosen = state.multiValue ?? [];
      const minimum = element.arguments.minimumSelections ?? 1;
      problem = choiceProblem(state, chosen);
      if (problem === null && state.required && chosen.length < minimum) problem = tooFewSelections(minimum);
      break;
    }
    case 'dropdown':
      problem = choiceProblem(state, [value]);
      break;
    default:
      // Autocomplete, cross-reference, rich text and file keys are checked where they are looked up.
      break;
  }
  return problem === null ? null : failure(element, problem);
}

/**
 * Every visible element's first problem, in the definition's order: the before-submit check of both
 * sides. `values` are the effective values (each state's value), which comparisons read.
 */
export function validateForm(
  definition: FormDefinition,
  states: Map<number, ElementState>,
  values: FormValues,
  context: RuleContext,
): FormFailure[] {
  const failures: FormFailure[] = [];
  for (const element of definition.elements) {
    const state = states.get(element.id);
    if (state === undefined) continue;
    const found = validateElement(element, state, values, context);
    if (found !== null) failures.push(found);
  }
  return failures;
}
