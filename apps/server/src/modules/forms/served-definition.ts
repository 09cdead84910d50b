import {
  roleLabel,
  tenantHasRole,
  type FormChoice,
  type FormChoiceGroup,
  type RoleName,
  type RuleCondition,
  type Tenant,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import {
  tenantValue,
  TENANT_VALUES,
  type StoredFormChoice,
  type StoredFormDefinition,
  type StoredFormElement,
} from '../../platform/entities/index.js';
import { loadChoiceLists, type ChoiceRow } from './forms.repository.js';

/**
 * The definition as the tenant has it: an element whose tenantFeature the tenant lacks is absent, hidden,
 * and the rules that act on it are dropped (nothing shows it again); a choice whose tenantFeature the
 * tenant lacks is not offered. An absent element with an `absentValue` is read by the rules as holding it:
 * each condition on it that this value meets is settled and dropped from its rule (a rule left without
 * conditions always acts), while a condition it does not meet keeps failing, as on any hidden element (its
 * value is cleared). So jh, without organizations, is not asked whether the employer is in the registry:
 * the employer's name is simply shown and required. A choice naming a role is offered where the tenant has
 * the role, in the tenant's words for it; a choice naming tenants only in those. A setDefault rule whose
 * value names a value of the tenant (tenantValue) sets the tenant's own.
 */
export function forTenant(definition: StoredFormDefinition, tenant: Tenant): StoredFormDefinition {
  const has = (feature: keyof Tenant['features'] | undefined) =>
    feature === undefined || tenant.features[feature];
  const offered = (choice: StoredFormChoice) =>
    has(choice.tenantFeature) && (choice.tenants === undefined || choice.tenants.includes(tenant.code));
  const tenantValues = new Map<string, string>(
    TENANT_VALUES.map((name) => [tenantValue(name), tenant[name]]),
  );
  const namesTenant = definition.arguments.rules.some(
    (rule) => rule.value !== undefined && tenantValues.has(rule.value),
  );
  const absent = new Set(
    definition.elements.filter((element) => !has(element.tenantFeature)).map((element) => element.id),
  );
  const settled = new Map(
    definition.elements.flatMap((element) =>
      absent.has(element.id) && element.absentValue !== undefined ? [[element.id, element.absentValue]] : [],
    ),
  );
  const holds = (condition: RuleCondition) =>
    'elementId' in condition &&
    settled.has(condition.elementId) &&
    condition.values.includes(settled.get(condition.elementId)!);
  const gatesChoices = definition.elements.some((element) =>
    element.choices?.some((choice) => !offered(choice) || choice.tenantRole !== undefined),
  );
  const byRole = (role: RoleName | undefined) =>
    role === undefined ? {} : { text: roleLabel(role, tenant), visible: tenantHasRole(tenant, role) };
  if (absent.size === 0 && !gatesChoices && !namesTenant) return definition;
  return {
    ...definition,
    elements: definition.elements.map((element) => ({
      ...element,
      ...(absent.has(element.id) ? { visible: false } : {}),
      ...(element.choices
        ? {
            choices: element.choices.map((choice) => {
              const named = { ...choice, ...byRole(choice.tenantRole) };
              return offered(choice) ? named : { ...named, visible: false };
            }),
          }
        : {}),
    })),
    arguments: {
      ...definition.arguments,
      rules: definition.arguments.rules
        .filter((rule) => !rule.targets.some((target) => absent.has(target)))
        .map((rule) =>
          rule.conditions.some(holds)
            ? { ...rule, conditions: rule.conditions.filter((condition) => !holds(condition)) }
            : rule,
        )
        .map((rule) =>
          rule.value !== undefined && tenantValues.has(rule.value)
            ? { ...rule, value: tenantValues.get(rule.value)! }
            : rule,
        ),
    },
  };
}

/**
 * Each element with its choices: inline, or from the choice list it names (inactive ones not listed). An
 * autocomplete lists none: it searches its list (POST /api/form/autocomplete), and its stored key is
 * served with the words it reads as (displayValue, modules/forms/search.ts).
 */
export async function withChoices(db: Db, definition: StoredFormDefinition) {
  const codes = [
    ...new Set(
      definition.elements.flatMap((element) =>
        element.choiceList && element.type !== 'autocomplete' ? [element.choiceList] : [],
      ),
    ),
  ];
  const rows = codes.length === 0 ? [] : await loadChoiceLists(db, codes);
  return definition.elements.map((element) => listed(element, rows));
}

function listed(
  element: StoredFormElement,
  rows: ChoiceRow[],
): { element: StoredFormElement; choices: FormChoice[]; choiceGroups?: FormChoiceGroup[] } {
  if (element.type === 'autocomplete') return { element, choices: [] };
  if (!element.choiceList)
    return {
      element,
      choices: (element.choices ?? []).map(
        ({ tenantFeature: _feature, tenantRole: _role, tenants: _tenants, ...choice }) => choice,
      ),
    };
  const list = rows.filter((row) => row.listCode === element.choiceList);
  const choices = list.map((row) => ({
    id: row.id,
    text: row.text,
    visible: row.active,
    sequence: row.sequence,
  }));
  const groups: FormChoiceGroup[] = [];
  for (const row of list) {
    if (row.groupName !== null && groups.at(-1)?.groupName !== row.groupName) {
      groups.push({ groupName: row.groupName, firstChoiceSequence: row.sequence });
    }
  }
  return { element, choices, ...(groups.length > 0 ? { choiceGroups: groups } : {}) };
}
