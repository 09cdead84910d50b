import { isCalendarDate } from './dates.js';
import { compileForm } from './rule-graph.js';
import {
  COMPARISON_OPERATORS,
  FORM_ELEMENT_SUBTYPES,
  FORM_ELEMENT_TYPES,
  RULE_ACTIONS,
  type FormDefinition,
  type FormElement,
} from './types.js';

const RELATIVE_DATES = new Set(['today', 'yesterday', 'tomorrow']);

function duplicates<T>(items: T[]): T[] {
  const seen = new Set<T>();
  return [...new Set(items.filter((item) => seen.has(item) || !seen.add(item)))];
}

function elementProblems(element: FormElement, known: Set<number>): string[] {
  const problems: string[] = [];
  const where = `element ${element.id}`;
  if (!(FORM_ELEMENT_TYPES as readonly string[]).includes(element.type))
    problems.push(`${where}: unknown type ${element.type}`);
  const subtypes = (FORM_ELEMENT_SUBTYPES as Partial<Record<string, readonly string[]>>)[element.type];
  if (element.subtype !== null && !(subtypes ?? []).includes(element.subtype)) {
    problems.push(
      `${where}: subtype ${element.subtype} is not one of ${element.type}'s (${(subtypes ?? []).join(', ') || 'none'})`,
    );
  }
  if (!Number.isInteger(element.width) || element.width < 1 || element.width > 12)
    problems.push(`${where}: width ${element.width} is not 1..12`);
  if (!Number.isInteger(element.offset) || element.offset < 0 || element.offset + element.width > 12) {
    problems.push(`${where}: offset ${element.offset} with width ${element.width} passes 12 columns`);
  }
  if (!Number.isInteger(element.maxLength) || element.maxLength < 1)
    problems.push(`${where}: maxLength ${element.maxLength} is not a positive integer`);
  if (element.regex !== null) {
    try {
      new RegExp(element.regex, 'u');
    } catch {
      problems.push(`${where}: regex ${element.regex} does not compile`);
    }
  }
  for (const id of duplicates(element.choices.map((choice) => choice.id)))
    problems.push(`${where}: choice ${id} is listed twice`);
  const sequences = new Set(element.choices.map((choice) => choice.sequence));
  for (const group of element.choiceGroups) {
    if (!sequences.has(group.firstChoiceSequence)) {
      problems.push(
        `${where}: choice group ${group.groupName} starts at sequence ${group.firstChoiceSequence}, which no choice has`,
      );
    }
  }
  for (const comparison of element.arguments.comparisons ?? []) {
    if (element.type !== 'date') problems.push(`${where}: comparisons belong to date elements`);
    if (!(COMPARISON_OPERATORS as readonly string[]).includes(comparison.operator))
      problems.push(`${where}: unknown comparison operator ${comparison.operator}`);
    const byElement = comparison.formElementId !== undefined;
    if (byElement === (comparison.value !== undefined))
      problems.push(`${where}: a comparison needs a value or a formElementId, not both`);
    if (byElement && !known.has(comparison.formElementId as number))
      problems.push(
        `${where}: comparison names element ${comparison.formElementId}, which the form does not have`,
      );
    if (
      comparison.value !== undefined &&
      !RELATIVE_DATES.has(comparison.value) &&
      !isCalendarDate(comparison.value)
    ) {
      problems.push(
        `${where}: comparison value ${comparison.value} is not today, yesterday, tomorrow or a YYYY-MM-DD date`,
      );
    }
  }
  const reference = element.arguments.crossReference;
  for (const peer of reference?.peerElements ?? []) {
    if (!known.has(peer.elementId))
      problems.push(`${where}: peer element ${peer.elementId} is not on the form`);
  }
  if (reference?.ecrElementId !== undefined && !known.has(reference.ecrElementId)) {
    problems.push(`${where}: ecrElementId ${reference.ecrElementId} is not on the form`);
  }
  return problems;
}

function ruleProblems(definition: FormDefinition, known: Set<number>): string[] {
  const problems: string[] = [];
  for (const id of duplicates(definition.arguments.rules.map((rule) => rule.id)))
    problems.push(`rule id ${id} is used twice`);
  for (const rule of definition.arguments.rules) {
    const where = `rule ${rule.id} (${rule.action})`;
    if (!(RULE_ACTIONS as readonly string[]).includes(rule.action)) problems.push(`${where}: unknown action`);
    if (rule.targets.length === 0) problems.push(`${where}: no targets`);
    for (const target of rule.targets)
      if (!known.has(target)) problems.push(`${where}: target ${target} is not on the form`);
    for (const condition of rule.conditions) {
      if ('elementId' in condition && !known.has(condition.elementId))
        problems.push(
          `${where}: condition reads element ${condition.elementId}, which the form does not have`,
        );
    }
    if (rule.action === 'setDefault' && rule.value === undefined) problems.push(`${where}: no value to set`);
    if (rule.action === 'populateFromParent' && rule.parentProperty === undefined)
      problems.push(`${where}: no parentProperty`);
    if (rule.action === 'filterListChoices' && rule.choiceIds === undefined)
      problems.push(`${where}: no choiceIds`);
  }
  return problems;
}

/**
 * The loader check run over every seeded definition: the problems found, [] for a sound form. It
 * demands unique element ids; rules, comparisons, peers and ecrElementId naming elements of the form;
 * no loop of value-changing rules (a rule writing, clearing or auto-selecting an element that feeds,
 * directly or through others, a condition of a rule writing back to it: the evaluator's answer would
 * then depend on iteration, see evaluate.ts); used choice groups; compiling regexes; valid subtypes;
 * a layout inside 12 columns.
 */
export function checkDefinition(definition: FormDefinition): string[] {
  const ids = definition.elements.map((element) => element.id);
  const known = new Set(ids);
  const problems = duplicates(ids).map((id) => `element id ${id} is used twice`);
  for (const element of definition.elements) problems.push(...elementProblems(element, known));
  problems.push(...ruleProblems(definition, known));
  const { loopElements } = compileForm(definition);
  if (loopElements.length > 0) {
    problems.push(
      `rules that set, clear or auto-select values loop through elements ${loopElements.join(', ')}`,
    );
  }
  return problems;
}
