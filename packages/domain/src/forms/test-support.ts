/** Builders for the form engine's tests: elements with the spec's defaults, a form, a context. */
import { EntityType } from '../entities/entity-types.js';
import { formElement } from './element-defaults.js';
import type { FormChoice, FormDefinition, FormElement, FormRule, RuleContext } from './types.js';

export function choices(...ids: string[]): FormChoice[] {
  return ids.map((id, index) => ({ id, text: id.toUpperCase(), visible: true, sequence: index + 1 }));
}

export function element(
  id: number,
  type: FormElement['type'],
  extra: Partial<FormElement> = {},
): FormElement {
  return formElement({ id, type, stimulus: `Element ${id}`, ...extra });
}

export function form(elements: FormElement[], rules: FormRule[] = []): FormDefinition {
  return {
    id: 1,
    version: 1,
    entityTypeId: EntityType.User,
    name: 'Test form',
    elements,
    arguments: { rules, preSubmissionValidation: { formElementIds: [] } },
  };
}

let nextRuleId = 1;
export function rule(
  action: FormRule['action'],
  targets: number[],
  conditions: FormRule['conditions'],
  extra: Partial<FormRule> = {},
): FormRule {
  nextRuleId += 1;
  return { id: nextRuleId, action, targets, conditions, ...extra };
}

export function context(extra: Partial<RuleContext> = {}): RuleContext {
  return { activeRole: '100', now: new Date('2024-06-15T17:00:00Z'), timeZone: 'America/Chicago', ...extra };
}
