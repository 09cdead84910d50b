import type { TFormRequest, TFormResponse } from '@registry/contracts';
import {
  feedbackAccess,
  personalRecordAccess,
  type FormAccess,
  type FormChoice,
  type FormChoiceGroup,
  type FormElement,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { loadUserRoles } from '../../platform/role-holdings.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { StoredFormDefinition, StoredFormElement } from './definitions/stored.js';
import { entityDefinition, type EntityDefinition } from './entities/index.js';
import {
  findDefinition,
  findOwner,
  loadChoiceLists,
  loadRecord,
  type ChoiceRow,
} from './forms.repository.js';

export type FormsService = ReturnType<typeof createFormsService>;

/** The form engine's server side (spec 3 §7 "Forms"; DESIGN §3 "Forms, in detail"). */
export function createFormsService(deps: AppDeps) {
  const { db } = deps;

  /** Whose the record is decides what the viewer may do with it (policies in packages/domain). */
  async function accessTo(
    auth: AuthContext,
    entity: EntityDefinition,
    owner: number | null,
  ): Promise<FormAccess> {
    const viewer = { userId: auth.userId, activeRole: auth.activeRole };
    switch (entity.entityTypeId) {
      case 1: {
        if (owner === null) return 'none';
        const roles = owner === auth.userId ? auth.roles : await loadUserRoles(db, owner);
        return personalRecordAccess(viewer, { userId: owner, generalRoles: roles.general });
      }
      case 32:
        // Feedback exists where the tenant has it (tn).
        return deps.tenant.features.feedback ? feedbackAccess(viewer, owner) : 'none';
      default:
        return 'none';
    }
  }

  return {
    /**
     * The form (POST /api/form) with the record's values, in the version the record was saved under; a
     * new record (primaryEntity null) gets the latest version. A record the viewer may not see answers
     * 404, as a missing one does; one they may only read comes read-only.
     */
    async getForm(auth: AuthContext, request: TFormRequest): Promise<TFormResponse> {
      const latest = await findDefinition(db, request.formId);
      if (!latest) throw notFound();
      const entity = entityDefinition(latest.definition.entityTypeId);
      if (!entity) throw notFound();
      const primary = request.primaryEntity;
      if (primary !== null && primary.entityTypeId !== entity.entityTypeId) throw notFound();
      const owner = primary === null ? null : await findOwner(db, entity, primary.id);
      if (owner === undefined) throw notFound();
      const access = await accessTo(auth, entity, owner);
      if (access === 'none' || (primary === null && access !== 'edit')) throw notFound();

      const record = primary === null ? null : await loadRecord(db, entity, primary.id);
      // A record saved under this form shows in the version it was saved under.
      const savedVersion = record?.formId === request.formId ? record.formVersion : null;
      const saved =
        savedVersion !== null && savedVersion !== latest.version
          ? await findDefinition(db, request.formId, savedVersion)
          : latest;
      if (!saved) throw new Error(`Form ${request.formId} version ${record?.formVersion} is missing.`);
      const readOnly = access !== 'edit';
      const elements = await withChoices(saved.definition);
      return {
        id: saved.definition.id,
        version: saved.version,
        entityTypeId: saved.definition.entityTypeId,
        name: saved.definition.name,
        arguments: saved.definition.arguments,
        entityId: primary?.id ?? null,
        readOnly,
        elements: elements.map(({ element, choices, choiceGroups }) => {
          const { property, choiceList: _list, choices: _inline, ...rest } = element;
          const value = record?.values[property] ?? null;
          return {
            ...rest,
            choices,
            choiceGroups: choiceGroups ?? rest.choiceGroups,
            readOnly: readOnly || rest.readOnly,
            value: Array.isArray(value) ? null : value,
            multiValue: element.type === 'checkbox' ? (Array.isArray(value) ? value : []) : null,
          } satisfies FormElement;
        }),
      };
    },
  };

  /** Each element with its choices: inline, or from the choice list it names (inactive ones not listed). */
  async function withChoices(definition: StoredFormDefinition) {
    const codes = [
      ...new Set(definition.elements.flatMap((element) => (element.choiceList ? [element.choiceList] : []))),
    ];
    const rows = codes.length === 0 ? [] : await loadChoiceLists(db, codes);
    return definition.elements.map((element) => listed(element, rows));
  }
}

function listed(
  element: StoredFormElement,
  rows: ChoiceRow[],
): { element: StoredFormElement; choices: FormChoice[]; choiceGroups?: FormChoiceGroup[] } {
  if (!element.choiceList) return { element, choices: element.choices ?? [] };
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
