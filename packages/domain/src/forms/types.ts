/**
 * The form engine's shapes (spec 3 §3 "Form definition", "Form element", cross-reference arguments,
 * submission; §4 "Form rules"; DESIGN §3 "Forms, in detail"). One set of types for the server (which
 * serves definitions, evaluates rules again and validates every submission), the web (which renders
 * and evaluates the same rules as the user types) and the contracts (whose zod schemas match these).
 */

/** The element types of spec 3 §5; `subtype` refines some of them (FORM_ELEMENT_SUBTYPES). */
export const FORM_ELEMENT_TYPES = [
  'text',
  'phone',
  'date',
  'checkbox',
  'dropdown',
  'autocomplete',
  'entityCrossReference',
  'richText',
  'fileUpload',
] as const;
export type FormElementType = (typeof FORM_ELEMENT_TYPES)[number];

/**
 * text: plain (one line), float (digits with optional decimals), textarea (5 rows), email.
 * date: date or datetime. fileUpload: multiple files, single (one file), certificate (one file).
 * The other types have no subtype (null).
 */
export const FORM_ELEMENT_SUBTYPES = {
  text: ['plain', 'float', 'textarea', 'email'],
  date: ['date', 'datetime'],
  fileUpload: ['multiple', 'single', 'certificate'],
} as const satisfies Partial<Record<FormElementType, readonly string[]>>;

export interface FormChoice {
  /** The stored value. */
  id: string;
  text: string;
  visible: boolean;
  sequence: number;
}

/** A dropdown's choices from `firstChoiceSequence` up to the next group's start belong to `groupName`. */
export interface FormChoiceGroup {
  groupName: string;
  firstChoiceSequence: number;
}

export const COMPARISON_OPERATORS = ['greater', 'less', 'greaterOrEqual', 'lessOrEqual'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/**
 * A date comparison (spec 3 §5): against today, yesterday or tomorrow (in the tenant's time zone), a
 * fixed date (YYYY-MM-DD), or another element's value (`formElementId`). `message` replaces the
 * default 'Value is invalid'.
 */
export interface DateComparison {
  operator: ComparisonOperator;
  value?: 'today' | 'yesterday' | 'tomorrow' | string;
  formElementId?: number;
  message?: string;
}

/** A peer of a cross-reference: its value filters the search; a change may clear this element. */
export interface CrossReferencePeer {
  elementId: number;
  propertyId: string;
  role?: string;
  clearOnPeerChange?: boolean;
}

/** Spec 3 §3 cross-reference arguments. */
export interface CrossReferenceArguments {
  ecrEntityTypeId: number;
  ecrSearchPropertyId: string;
  ecrFilter?: string;
  peerElements?: CrossReferencePeer[];
  /** For an element that shows a property of the entity another element references. */
  ecrElementId?: number;
  ecrPropertyId?: string;
}

export interface FormElementArguments {
  comparisons?: DateComparison[];
  crossReference?: CrossReferenceArguments;
  /** Checkbox groups: the least number of boxes to tick when required (default 1). */
  minimumSelections?: number;
  /** Rich text: offer the link button. */
  allowLinks?: boolean;
}

export interface FormElement {
  /** formElementId: unique across all forms and versions. */
  id: number;
  type: FormElementType;
  subtype: string | null;
  /** The label. */
  stimulus: string;
  /** Checkboxes use multiValue; every other type uses value. Dates are YYYY-MM-DD (datetime ISO 8601). */
  value: string | null;
  multiValue: string[] | null;
  visible: boolean;
  required: boolean;
  readOnly: boolean;
  /** A director found a problem with the saved value (the rejected-field message shows). */
  rejected: boolean;
  /** Default TEXT_MAX_LENGTH (180). */
  maxLength: number;
  /** Columns of 12 (default 12) and the offset before it (default 0). */
  width: number;
  offset: number;
  regex: string | null;
  /** The message when `regex` does not match (default 'Please fill out this field'). */
  warningMessage: string | null;
  tooltip: string | null;
  choices: FormChoice[];
  choiceGroups: FormChoiceGroup[];
  arguments: FormElementArguments;
  sequence: number;
  /**
   * Autocomplete and cross-reference elements: what the stored key reads as, resolved by the server when
   * it serves the form (null without a value, or when the viewer may not see what it names).
   */
  displayValue?: string | null;
  /** File upload elements: the files of the set the value names, as the server holds them. */
  files?: FormFile[];
}

/** A file of a file upload element (spec 3 §3 "Uploaded file"). */
export interface FormFile {
  fileId: string;
  fileName: string;
  fileSetId: string;
}

export const RULE_ACTIONS = [
  'show',
  'hide',
  'require',
  'unrequire',
  'makeReadOnly',
  'makeNotReadOnly',
  'populateFromParent',
  'filterListChoices',
  'setDefault',
  'reject',
] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Holds when the element's value (or one of a checkbox group's values) is one of `values`. */
export interface ElementCondition {
  elementId: number;
  values: string[];
}
/** Holds when the viewer's active role is one of `roles` (role names: '100', '500', 'AdminUser'). */
export interface RoleCondition {
  roles: string[];
}
export type RuleCondition = ElementCondition | RoleCondition;

/**
 * An action fires when all its conditions hold (spec 3 §4). A `show` whose conditions do not hold hides
 * its targets and clears their values.
 */
export interface FormRule {
  id: number;
  action: RuleAction;
  targets: number[];
  conditions: RuleCondition[];
  /** filterListChoices: the choice ids left visible. */
  choiceIds?: string[];
  /** setDefault: the value given to an empty target. */
  value?: string;
  /** populateFromParent: the parent entity's property copied into the target. */
  parentProperty?: string;
  /** reject: the message shown on the target. */
  message?: string;
}

export interface FormArguments {
  rules: FormRule[];
  /** The elements whose values POST /api/form/presubmissionvalidation receives (spec 3 §5). */
  preSubmissionValidation: { formElementIds: number[] };
}

export interface FormDefinition {
  /** The form id of spec 3 §3 (1 personal, ...). */
  id: number;
  version: number;
  entityTypeId: number;
  name: string;
  elements: FormElement[];
  arguments: FormArguments;
}

/** One element's answer in a submission: value trimmed; checkboxes send multiValue. */
export interface ElementResponse {
  formElementId: number;
  value?: string | null;
  multiValue?: string[] | null;
}

export interface FormSubmission {
  formId: number;
  elementResponses: ElementResponse[];
}

/** Spec 3 §3 entity reference. */
export interface EntityReference {
  id: number;
  entityTypeId: number;
  displayValue?: string;
}

/**
 * Every failure of a form call has this shape, so each message lands on its field (formElementId null:
 * the form as a whole). An overridable failure may be overridden by resubmitting with the override.
 */
export interface FormFailure {
  formElementId: number | null;
  message: string;
  severity: 'error' | 'warning';
  overridable: boolean;
}

/** What the rules make of each element for given values: the evaluator's answer. */
export interface ElementState {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
  rejected: boolean;
  /** The reject rule's message, when a rule rejected the value. */
  rejectMessage: string | null;
  value: string | null;
  multiValue: string[] | null;
  /** The choice ids listed (dropdowns, checkboxes), after filterListChoices. */
  visibleChoiceIds: string[];
}

/** What rules may read besides the values: the active role, the parent entity, the clock. */
export interface RuleContext {
  activeRole: string | null;
  /** The parent entity's properties (populateFromParent). */
  parent?: Record<string, string | null>;
  /** "Now" and the tenant's time zone, for date comparisons. */
  now: Date;
  timeZone: string;
}

/** Form values by element id: `string | null` for single values, `string[]` for checkbox groups. */
export type FormValues = Map<number, string | string[] | null>;
