import {
  FORM_ELEMENT_DEFAULTS,
  type EntityType,
  type RoleName,
  type FormArguments,
  type FormChoice,
  type FormElement,
  type Tenant,
  type TenantCode,
} from '@registry/domain';

/** A feature of the tenant (Tenant['features']) that an element or a choice exists with. */
export type TenantFeature = keyof Tenant['features'];

/**
 * An inline choice; with `tenantFeature`, offered only where the tenant has that feature; with `tenantRole`,
 * a role: offered only where the tenant has it (a director where it has organizations), its text the
 * tenant's name for the role; with `tenants`, offered only in those tenants (a time zone where the state
 * has sessions in it) (served-definition.ts `forTenant`).
 */
export interface StoredFormChoice extends FormChoice {
  tenantFeature?: TenantFeature;
  tenantRole?: RoleName;
  tenants?: readonly TenantCode[];
}

/**
 * What a setDefault rule's value may name of the tenant, served as the tenant's own value
 * (served-definition.ts `forTenant`): `tenantValue('timeZone')` defaults a session's time zone to the
 * state's.
 */
export const TENANT_VALUES = ['timeZone'] as const;
export type TenantValue = (typeof TENANT_VALUES)[number];
export const tenantValue = (name: TenantValue): string => `{tenant.${name}}`;

/**
 * An element as the server stores it: bound to a property of its entity (its definition's properties), with
 * its choices given inline or named by a choice list (the choice_lists table, or 'counties'). With
 * `tenantFeature`, the element exists only where the tenant has that feature (served-definition.ts
 * `forTenant`): elsewhere it is hidden and no rule shows it; with `absentValue` too, the rules read it there
 * as holding that value (a question whose answer the tenant's features settle is not asked).
 */
export interface StoredFormElement extends Omit<FormElement, 'value' | 'multiValue' | 'choices'> {
  property: string;
  choices?: StoredFormChoice[];
  choiceList?: string;
  tenantFeature?: TenantFeature;
  absentValue?: string;
}

/** A form as the server stores it, one row per version in form_definitions. */
export interface StoredFormDefinition {
  id: number;
  entityTypeId: EntityType;
  name: string;
  elements: StoredFormElement[];
  arguments: FormArguments;
}

type ElementInput = Pick<StoredFormElement, 'id' | 'type' | 'stimulus' | 'property'> &
  Partial<Omit<StoredFormElement, 'id' | 'type' | 'stimulus' | 'property'>>;

/** An element with the spec's defaults (spec 3 §3, §9): visible, optional, 180 characters, full width. */
export function element(input: ElementInput): StoredFormElement {
  const { value: _value, multiValue: _multiValue, choices: _choices, ...defaults } = FORM_ELEMENT_DEFAULTS;
  return { ...defaults, choiceGroups: [], arguments: {}, sequence: input.id, ...input };
}

/** Inline choices in the order given; a third entry names the tenant feature a choice exists with. */
export function choices(
  entries: readonly (readonly [id: string, text: string, tenantFeature?: TenantFeature])[],
): StoredFormChoice[] {
  return entries.map(([id, text, tenantFeature], index) => ({
    id,
    text,
    visible: true,
    sequence: index + 1,
    ...(tenantFeature ? { tenantFeature } : {}),
  }));
}
