import type {
  TEntityReference,
  TFormRequest,
  TFormResponse,
  TFormResponseRequest,
  TFormSaved,
  TJwt,
  TPreSubmissionRequest,
  TPreSubmissionResponse,
} from '@registry/contracts';
import {
  alertFormAccess,
  checkSubmission,
  FORM_TEXTS,
  formValueProblem,
  feedbackAccess,
  isLockedForOwner,
  ownerLockMessage,
  personalRecordAccess,
  type FormAccess,
  type FormDefinition,
  type FormElement,
  type FormFailure,
  type FormValues,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, formFailed, notFound } from '../../platform/errors.js';
import { personRecordsAccessOf } from '../../platform/person-records.js';
import { loadUserRoles } from '../../platform/role-holdings.js';
import type { Deliveries } from '../../platform/deliveries.js';
import type { AuthContext, Sessions } from '../../platform/sessions.js';
import { fileFailures, withFiles } from '../../platform/form-files.js';
import { readVerifiable, verifiableTable } from '../../platform/verifiable-records.js';
import type { StoredFormDefinition } from './definitions/stored.js';
import { derivedValues } from './derived-values.js';
import { entityDefinition, type EntityDefinition } from './entities/index.js';
import { findDefinition, findOwner, loadRecord } from './forms.repository.js';
import { numberProblem, writeRecord, type PropertyValues } from './forms.writer.js';
import { preSubmissionMessages } from './pre-submission.js';
import { createFormSearches } from './search.js';
import { forTenant, withChoices } from './served-definition.js';

/** The person a new record is for: the entity reference of a user (type 1) among `entities`, else none. */
function namedPerson(entities: readonly TEntityReference[]): number | null {
  const people = new Set(entities.filter((entity) => entity.entityTypeId === 1).map((entity) => entity.id));
  if (people.size > 1) throw badRequest({ entities: FORM_TEXTS.severalPeople });
  return people.values().next().value ?? null;
}

/**
 * Number properties whose value the column would not keep (more decimals, out of range), on their
 * visible, editable elements that have not failed already.
 */
function numberFailures(
  entity: EntityDefinition,
  stored: StoredFormDefinition,
  values: FormValues,
  readOnlyOrHidden: (elementId: number) => boolean,
  failed: readonly FormFailure[],
): FormFailure[] {
  const skip = new Set(failed.map((failure) => failure.formElementId));
  return stored.elements.flatMap((element): FormFailure[] => {
    const property = entity.properties[element.property];
    const value = values.get(element.id);
    if (property?.kind !== 'number' || skip.has(element.id) || readOnlyOrHidden(element.id)) return [];
    if (typeof value !== 'string' || value === '') return [];
    const message = numberProblem(property, value);
    return message === null
      ? []
      : [{ formElementId: element.id, message, severity: 'error', overridable: false }];
  });
}

export type FormsService = ReturnType<typeof createFormsService>;

/** The form engine's server side (spec 3 §7 "Forms"; DESIGN §3 "Forms, in detail"). */
export function createFormsService(deps: AppDeps & { sessions: Sessions; deliveries: Deliveries }) {
  const { db, clock, tenant, sessions, deliveries } = deps;

  /** Whose the record is decides what the viewer may do with it (policies in packages/domain). */
  async function accessTo(
    auth: AuthContext,
    entity: EntityDefinition,
    owner: number | null,
  ): Promise<FormAccess> {
    const viewer = { userId: auth.userId, activeRole: auth.activeRole, claims: auth.claims };
    switch (entity.entityTypeId) {
      case 1: {
        if (owner === null) return 'none';
        const roles = owner === auth.userId ? auth.roles : await loadUserRoles(db, owner);
        return personalRecordAccess(viewer, { userId: owner, generalRoles: roles.general });
      }
      case 900: {
        // The sample record is its owner's, as a person's records are; a new one is the viewer's own.
        const person = owner ?? auth.userId;
        const roles = person === auth.userId ? auth.roles : await loadUserRoles(db, person);
        return personalRecordAccess(viewer, { userId: person, generalRoles: roles.general });
      }
      case 32:
        // Feedback exists where the tenant has it (tn).
        return deps.tenant.features.feedback ? feedbackAccess(viewer, owner) : 'none';
      case 20:
        // Alerts: the administrators' (CLAIMS.manageAlerts), whoever wrote them.
        return alertFormAccess(viewer);
      default:
        // A profile record (its owner, or for a new one the person it is for): personRecordsAccess.
        if (entity.profileRecord === true && owner !== null) return personRecordsAccessOf(db, auth, owner);
        return 'none';
    }
  }

  /**
   * A profile record the viewer could edit, but which is locked for its owner and the viewer is its
   * owner (requested, verified, sent via API): why, in words; null when it is not.
   */
  async function ownerLock(
    auth: AuthContext,
    entity: EntityDefinition,
    recordId: number,
    owner: number,
    trx?: Db,
  ) {
    const table = verifiableTable(entity.entityTypeId);
    if (entity.profileRecord !== true || !table || owner !== auth.userId) return null;
    const state = await readVerifiable(trx ?? db, table, recordId, { forUpdate: trx !== undefined });
    return state && isLockedForOwner(state) ? ownerLockMessage(state) : null;
  }

  // Anyone who may open a form of the entity (for their own record, or a new one) may search its lists.
  const searches = createFormSearches({
    db,
    tenant,
    mayOpen: async (auth, entity) => (await accessTo(auth, entity, auth.userId)) !== 'none',
  });

  /**
   * The form for a record (or a new one), in the version the record was saved under, with its choices,
   * the record's values and the viewer's access. A record the viewer may not see answers 404, as a
   * missing one does.
   */
  async function resolve(
    auth: AuthContext,
    formId: number,
    primary: TEntityReference | null,
    entities: readonly TEntityReference[] = [],
  ) {
    const latest = await findDefinition(db, formId);
    if (!latest) throw notFound();
    const entity = entityDefinition(latest.definition.entityTypeId);
    if (!entity) throw notFound();
    if (primary !== null && primary.entityTypeId !== entity.entityTypeId) throw notFound();
    const found = primary === null ? null : await findOwner(db, entity, primary.id);
    if (found === undefined) throw notFound();
    // A new profile record is for the person the request names (a user manager adding one), else the
    // viewer's own.
    const owner = found ?? (entity.profileRecord === true ? (namedPerson(entities) ?? auth.userId) : null);
    let access = await accessTo(auth, entity, owner);
    // tn's users do not add training records (spec 3 §1: its Training grid has no Add); they come from
    // the registry's sessions and TrainTN. A user manager may.
    if (
      primary === null &&
      entity.entityTypeId === 3 &&
      !tenant.features.trainingGridAddDelete &&
      owner === auth.userId
    )
      access = 'none';
    if (access === 'none' || (primary === null && access !== 'edit')) throw notFound();
    const locked =
      primary !== null && access === 'edit' ? await ownerLock(auth, entity, primary.id, owner!) : null;
    if (locked !== null) access = 'view';
    const record = primary === null ? null : await loadRecord(db, entity, primary.id);
    // A record saved under this form shows in the version it was saved under.
    const savedVersion = record?.formId === formId ? record.formVersion : null;
    const saved =
      savedVersion !== null && savedVersion !== latest.version
        ? await findDefinition(db, formId, savedVersion)
        : latest;
    if (!saved) throw new Error(`Form ${formId} version ${savedVersion} is missing.`);
    const stored = forTenant(saved.definition, tenant);
    const elements = (await withChoices(db, stored)).map(({ element, choices, choiceGroups }) => {
      const {
        property: _property,
        choiceList: _list,
        choices: _inline,
        tenantFeature: _feature,
        ...rest
      } = element;
      const value = record?.values[element.property] ?? null;
      return {
        ...rest,
        choices,
        choiceGroups: choiceGroups ?? rest.choiceGroups,
        readOnly: access !== 'edit' || rest.readOnly,
        value: Array.isArray(value) ? null : value,
        multiValue: element.type === 'checkbox' ? (Array.isArray(value) ? value : []) : null,
      } satisfies FormElement;
    });
    const definition: FormDefinition = {
      id: stored.id,
      version: saved.version,
      entityTypeId: stored.entityTypeId,
      name: stored.name,
      elements: await withFiles(
        db,
        await searches.withDisplayValues(auth, stored, record?.values ?? {}, elements),
        { ownerUserId: owner ?? auth.userId, entityTypeId: entity.entityTypeId },
      ),
      arguments: stored.arguments,
    };
    return { definition, stored, entity, owner: owner ?? auth.userId, access, locked, record };
  }

  return {
    /** Autocomplete and cross-reference searches (modules/forms/search.ts). */
    searches,

    /** The form (POST /api/form) with the record's values; read-only where the viewer may not edit. */
    async getForm(auth: AuthContext, request: TFormRequest): Promise<TFormResponse> {
      const { definition, access } = await resolve(
        auth,
        request.formId,
        request.primaryEntity,
        request.entities,
      );
      return { ...definition, entityId: request.primaryEntity?.id ?? null, readOnly: access !== 'edit' };
    },

    /**
     * Saves a form (POST /api/form/formresponse). The rules are evaluated again from the submitted values
     * (never from what the browser thought visible or required) and every element is checked by the same
     * functions the browser runs; a value for a hidden element or a changed read-only one is refused.
     * The record and its audit row are written in one transaction. Saving the personal form completes
     * the profile, which ends a new account's limited first-time login.
     */
    /**
     * The configured pre-submission checks (POST /api/form/presubmissionvalidation) on the values the
     * form lists for them. Only someone who may save the record may ask.
     */
    async preSubmission(auth: AuthContext, request: TPreSubmissionRequest): Promise<TPreSubmissionResponse> {
      const { definition, owner, access, locked } = await resolve(
        auth,
        request.formId,
        request.primaryEntity,
        request.entities,
      );
      if (access !== 'edit') throw forbidden(locked ?? undefined);
      const configured = new Set(definition.arguments.preSubmissionValidation.formElementIds);
      const values = new Map<number, string | null>();
      for (const validation of request.validations) {
        if (
          !configured.has(validation.formElementId) ||
          validation.entityTypeId !== definition.entityTypeId
        ) {
          throw badRequest({ [String(validation.formElementId)]: FORM_TEXTS.unknownElement });
        }
        const problem = formValueProblem(validation.value);
        if (problem !== null) throw badRequest({ [String(validation.formElementId)]: problem });
        values.set(validation.formElementId, validation.value?.trim() ?? null);
      }
      const messages = await preSubmissionMessages(db, request.formId, {
        values,
        recordId: request.primaryEntity?.id ?? null,
        ownerUserId: owner,
      });
      return {
        messages,
        overridable: messages.length > 0 && messages.every((message) => message.overridable),
      };
    },

    async saveResponse(
      auth: AuthContext,
      request: TFormResponseRequest,
    ): Promise<{ saved: TFormSaved; jwt: TJwt | null }> {
      const { formId } = request.response;
      const resolved = await resolve(auth, formId, request.primaryEntity, request.entities);
      const { definition, stored, entity, owner } = resolved;
      // A record locked for its owner says why; a record the viewer may only read, that they may not.
      if (resolved.access !== 'edit') throw forbidden(resolved.locked ?? undefined);
      const now = clock.now();
      const savedValues: FormValues = new Map(
        definition.elements.map((element) => [
          element.id,
          element.type === 'checkbox' ? (element.multiValue ?? []) : element.value,
        ]),
      );
      const context = { activeRole: auth.activeRole, now, timeZone: tenant.timeZone };
      const { values, states, failures } = checkSubmission(
        definition,
        await searches.cleanRichText(definition.elements, request.response),
        context,
        savedValues,
      );
      failures.push(...(await searches.referenceFailures(auth, stored, values, states, failures)));
      const scope = { ownerUserId: owner, entityTypeId: entity.entityTypeId };
      failures.push(
        ...(await fileFailures(db, { elements: definition.elements, states, values, failures }, scope)),
      );
      failures.push(
        ...numberFailures(
          entity,
          stored,
          values,
          (elementId) => !states.get(elementId)?.visible || states.get(elementId)?.readOnly === true,
          failures,
        ),
      );
      if (failures.some((failure) => failure.severity === 'error')) throw formFailed(failures);
      // Read-only elements keep what is stored; everything else is written as the rules left it
      // (hidden elements cleared).
      const write: PropertyValues = {};
      for (const element of stored.elements) {
        if (states.get(element.id)?.readOnly) continue;
        const value = values.get(element.id) ?? null;
        write[element.property] =
          element.type === 'checkbox' ? (Array.isArray(value) ? value : []) : (value as string | null);
      }
      const before = resolved.record?.values ?? null;
      // What the server sets beside the form's values (a registry employer's name), and what it refuses
      // that the form cannot see (an employment's organization while it holds a role there).
      const derived = await derivedValues(db, {
        entity,
        stored,
        write,
        recordId: request.primaryEntity?.id ?? null,
        before,
      });
      if (derived.failures.length > 0) throw formFailed(derived.failures);
      Object.assign(write, derived.values);

      // The pre-submission checks again, on what is being saved: a refusal stops the save; overridable
      // messages stop it unless the user confirmed them (override), which the audit row records.
      const configured = new Map(
        definition.arguments.preSubmissionValidation.formElementIds.map((elementId) => {
          const value = values.get(elementId);
          return [elementId, typeof value === 'string' ? value : null] as const;
        }),
      );
      const messages = await preSubmissionMessages(db, formId, {
        values: configured,
        recordId: request.primaryEntity?.id ?? null,
        ownerUserId: owner,
      });
      if (messages.some((message) => !message.overridable) || (messages.length > 0 && !request.override)) {
        throw formFailed(messages);
      }
      const saved = await db.transaction().execute(async (trx) => {
        // Checked again with the row locked: a verification request made since the form was resolved
        // waits for this save or wins, never both (modules/verification).
        if (request.primaryEntity !== null) {
          const locked = await ownerLock(auth, entity, request.primaryEntity.id, owner, trx);
          if (locked !== null) throw forbidden(locked);
        }
        const entityId = await writeRecord(trx, {
          entity,
          recordId: request.primaryEntity?.id ?? null,
          ownerUserId: owner,
          formId,
          formVersion: definition.version,
          values: write,
          now,
        });
        let profileCompleted = false;
        if (entity.entityTypeId === 1) {
          const completed = await trx
            .updateTable('users')
            .set({ profileCompletedAt: now })
            .where('id', '=', entityId)
            .where('profileCompletedAt', 'is', null)
            .executeTakeFirst();
          profileCompleted = Number(completed.numUpdatedRows) > 0;
        }
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: request.primaryEntity === null ? 'form.create' : 'form.save',
          entity: entity.name,
          entityId,
          before,
          after: {
            formId,
            version: definition.version,
            values: write,
            ...(messages.length > 0 ? { overridden: messages.map((message) => message.message) } : {}),
          },
          at: now,
        });
        // Those who see such records hear of the change once it commits (alerts: every dashboard).
        if (entity.announce) await deliveries.enqueue(trx, entity.announce);
        return { formId, version: definition.version, entityId, profileCompleted };
      });
      if (entity.announce) deliveries.flush();
      // The person completed their own profile: the session's limited login ends now, with a token whose
      // claims return (as accepting the terms does).
      if (!saved.profileCompleted || saved.entityId !== auth.userId) return { saved, jwt: null };
      const state = { firstTime: false, termsPending: auth.termsPending };
      const jwt = await sessions.issue({
        ...auth,
        ...state,
        claims: sessions.claimsFor(auth.activeRole, state),
      });
      return { saved, jwt };
    },
  };
}
