import { FORM_TEXTS, type FormFailure } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoredFormDefinition } from './definitions/stored.js';
import type { EntityDefinition } from './entities/index.js';
import type { PropertyValues } from './forms.writer.js';

export interface DerivationInput {
  entity: EntityDefinition;
  stored: StoredFormDefinition;
  /** What the form will write, by property (after the rules: hidden elements empty). */
  write: PropertyValues;
  /** The record being saved (null: a new one) and its stored values. */
  recordId: number | null;
  before: Record<string, string | string[] | null> | null;
}

export interface Derived {
  /** Values the server sets beside the form's, by property. */
  values: PropertyValues;
  failures: FormFailure[];
}

type Derivation = (db: Db, input: DerivationInput) => Promise<Derived>;

/** The element bound to a property (the first visible one a failure can land on), or null. */
function elementOf(stored: StoredFormDefinition, ...properties: string[]): number | null {
  for (const property of properties) {
    const found = stored.elements.find((element) => element.property === property);
    if (found) return found.id;
  }
  return null;
}

/**
 * Experience (entity 8): a registry employer's name is the organization's own, the record says whether
 * the employer is in the registry, and an empty county is the organization's. An employment that holds
 * or requests an organization role keeps its organization: the role was asked of that organization's
 * director (a new employment is the way to another employer).
 */
const employment: Derivation = async (db, { stored, write, recordId, before }) => {
  const values: PropertyValues = {};
  const failures: FormFailure[] = [];
  const organizationId = typeof write.organizationId === 'string' ? write.organizationId : null;
  if (organizationId !== null) {
    const organization = await db
      .selectFrom('organizations')
      .select(['name', 'countyFips'])
      .where('id', '=', Number(organizationId))
      .executeTakeFirst();
    if (!organization) {
      // The reference check passed a moment ago: the organization went in between.
      failures.push({
        formElementId: elementOf(stored, 'organizationId'),
        message: FORM_TEXTS.choiceNotListed,
        severity: 'error',
        overridable: false,
      });
      return { values, failures };
    }
    values.employerName = organization.name;
    values.isRegistryOrganization = 'true';
    if (!write.countyFips && organization.countyFips) values.countyFips = organization.countyFips;
  } else {
    values.organizationId = null;
    values.isRegistryOrganization = 'false';
  }
  const previous = typeof before?.organizationId === 'string' ? before.organizationId : null;
  if (recordId !== null && previous !== organizationId) {
    const bound = await sql<{ bound: boolean }>`
      select exists (select 1 from organization_roles where employment_record_id = ${recordId})
          or exists (select 1 from role_request_actions where employment_record_id = ${recordId}) as bound`.execute(
      db,
    );
    if (bound.rows[0]?.bound)
      failures.push({
        formElementId:
          organizationId === null
            ? elementOf(stored, 'isRegistryOrganization')
            : elementOf(stored, 'organizationId'),
        message: FORM_TEXTS.organizationHasRoles,
        severity: 'error',
        overridable: false,
      });
  }
  return { values, failures };
};

const DERIVATIONS = new Map<number, Derivation>([[8, employment]]);

/**
 * What the server sets on a record beside the form's values, and the saves it refuses for what the
 * form cannot see (modules/forms/forms.service.ts saveResponse, after validation).
 */
export async function derivedValues(db: Db, input: DerivationInput): Promise<Derived> {
  return (await DERIVATIONS.get(input.entity.entityTypeId)?.(db, input)) ?? { values: {}, failures: [] };
}
