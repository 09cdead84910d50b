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
  checkSubmission,
  EntityType,
  FORM_TEXTS,
  formAccessOf,
  formValueProblem,
  type FormAccess,
  type FormDefinition,
  type FormElement,
  type FormFailure,
  type FormValues,
  type Reach,
  type RecordState,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import {
  readRecordState,
  reachOf,
  type EntityDefinition,
  type PropertyValues,
  type StoredFormDefinition,
} from '../../platform/entities/index.js';
import { badRequest, formFailed, notFound } from '../../platform/errors.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { Deliveries } from '../../platform/deliveries.js';
import type { AuthContext, Sessions } from '../../platform/sessions.js';
import { fileFailures, withFiles } from '../../platform/form-files.js';
import { findDefinition, loadRecord } from './forms.repository.js';
import { numberProblem, wallTimeOf, writeRecord } from './record-writer.repository.js';
import { noteRecordViewed } from '../verification/index.js';
import { createFormSearches } from './search.js';
import { forTenant, withChoices } from './served-definition.js';

/** The person a new record is for: the entity reference of a user (type 1) among `entities`, else none. */
function namedPerson(entities: readonly TEntityReference[]): number | null {
  const people = new Set(
    entities.filter((entity) => entity.entityTypeId === EntityType.User).map((entity) => entity.id),
  );
  if (people.size > 1) throw badRequest({ entities: FORM_TEXTS.severalPeople });
  return people.values().next().value ?? null;
}

/**
 * Number properties whose value the column would not keep (more decimals, out of range), and wall time
 * properties given an instant (a datetime with a zone: a wall time is read in the zone its record names),
 * on their visible, editable elements that have not failed already.
 */
function numberFailures(
  entity: EntityDefinition<RecordState>,
  stored: StoredFormDefinition,
  values: FormValues,
  readOnlyOrHidden: (elementId: number) => boolean,
  failed: readonly FormFailure[],
): FormFailure[] {
  const skip = new Set(failed.map((failure) => failure.formElementId));
  return stored.elements.flatMap((element): FormFailure[] => {
    const property = entity.properties[element.property];
    const value = values.get(element.id);
    if (property === undefined || skip.has(element.id) || readOnlyOrHidden(element.id)) return [];
    if (typeof value !== 'string' || value === '') return [];
    const message =
      property.kind === 'number'
        ? numberProblem(property, value)
        : property.kind === 'datetime' && wallTimeOf(value) === null
          ? FORM_TEXTS.valueInvalid
          : null;
    return message === null
      ? []
      : [{ formElementId: element.id, message, severity: 'error', overridable: false }];
  });
}

export type FormsService = ReturnType<typeof createFormsService>;

/** The form engine's server side (spec 3 §7 "Forms"; DESIGN §3 "Forms, in detail"). */
export function createFormsService(deps: AppDeps & { sessions: Sessions; deliveries: Deliveries }) {
  const { db, transaction, clock, tenant, sessions, deliveries, entities } = deps;

  /** The viewer as the entities' policies read them. */
  const viewerOf = (auth: AuthContext) => recordsViewer(auth);

  /**
   * What the viewer may do through a form of the entity with a record of `owner` (`record` null: a new
   * one): its policy's answer for the viewer's reach (DESIGN §3); and why, when the viewer's reach would
   * let them edit but the record is locked for them (their own record while verification is requested).
   */
  async function accessTo(
    auth: AuthContext,
    entity: EntityDefinition<RecordState>,
    owner: number,
    record: RecordState | null,
    trx: Db = db,
  ): Promise<{ access: FormAccess; locked: string | null; reach: Reach }> {
    const viewer = viewerOf(auth);
    const reach = await reachOf({ db: trx, tenant }, auth, entity, owner);
    const access = formAccessOf(entity.policy, viewer, tenant, reach, record, owner);
    const locked =
      record !== null && reach === 'edit' && access !== 'edit'
        ? entity.policy.lockMessage(viewer, record)
        : null;
    return { access, locked, reach };
  }

  // Anyone who may open a form of the entity (their own record, or a new one) may search its lists.
  const searches = createFormSearches({
    db,
    tenant,
    mayOpen: async (auth, entityTypeId) => {
      const entity = entities.get(entityTypeId);
      if (!entity) return false;
      const reach = await reachOf(deps, auth, entity, auth.userId);
      return reach !== 'none' || entity.policy.mayAdd(viewerOf(auth), tenant, reach, auth.userId);
    },
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
    references: readonly TEntityReference[] = [],
  ) {
    const latest = await findDefinition(db, formId);
    if (!latest) throw notFound();
    const entity = entities.get(latest.definition.entityTypeId);
    if (!entity) throw notFound();
    if (primary !== null && primary.entityTypeId !== entity.entityType) throw notFound();
    const stored = primary === null ? null : await readRecordState(db, entity, tenant, primary.id);
    if (stored === undefined) throw notFound();
    // A new record is for the person the request names (a user manager adding one), else the viewer's own;
    // the entity's policy says whether the viewer may add it for them.
    const owner = stored?.state.ownerUserId ?? namedPerson(references) ?? auth.userId;
    const { access, locked, reach } = await accessTo(auth, entity, owner, stored?.state ?? null);
    if (access === 'none') throw notFound();
    const record = primary === null ? null : await loadRecord(db, entity, primary.id);
    // A record saved under this form shows in the version it was saved under.
    const savedVersion = record?.formId === formId ? record.formVersion : null;
    const saved =
      savedVersion !== null && savedVersion !== latest.version
        ? await findDefinition(db, formId, savedVersion)
        : latest;
    if (!saved) throw new Error(`Form ${formId} version ${savedVersion} is missing.`);
    const served: StoredFormDefinition = forTenant(saved.definition, tenant);
    const elements = (await withChoices(db, served)).map(({ element, choices, choiceGroups }) => {
      const {
        property: _property,
        choiceList: _list,
        choices: _inline,
        tenantFeature: _feature,
        absentValue: _absent,
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
      id: served.id,
      version: saved.version,
      entityTypeId: served.entityTypeId,
      name: served.name,
      elements: await withFiles(
        db,
        await searches.withDisplayValues(auth, served, record?.values ?? {}, elements),
        { ownerUserId: owner, entityTypeId: entity.entityType },
      ),
      arguments: served.arguments,
    };
    return { definition, stored: served, entity, owner, access, locked, record, reach, state: stored?.state };
  }

  /** The entity's configured pre-submission check of the form, on these values (none: no messages). */
  async function preSubmissionMessages(
    entity: EntityDefinition<RecordState>,
    formId: number,
    input: { values: ReadonlyMap<number, string | null>; recordId: number | null; ownerUserId: number },
  ): Promise<FormFailure[]> {
    return (await entity.preSubmission[formId]?.(db, input)) ?? [];
  }

  return {
    /** Autocomplete and cross-reference searches (modules/forms/search.ts). */
    searches,

    /** The form (POST /api/form) with the record's values; read-only where the viewer may not edit. */
    async getForm(auth: AuthContext, request: TFormRequest): Promise<TFormResponse> {
      const { definition, access, entity, reach, state } = await resolve(
        auth,
        request.formId,
        request.primaryEntity,
        request.entities,
      );
      // A verifier viewing the record: verify and decline then take it (spec 3 §4).
      if (request.primaryEntity !== null && state !== undefined)
        await noteRecordViewed(db, tenant, auth, {
          entity,
          reach,
          record: state,
          recordId: request.primaryEntity.id,
          at: clock.now(),
        });
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
      const { definition, entity, owner, access, locked } = await resolve(
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
      const messages = await preSubmissionMessages(entity, request.formId, {
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
      const scope = { ownerUserId: owner, entityTypeId: entity.entityType };
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
        if (states.get(element.id)?.readOnly || entity.properties[element.property]?.computed) continue;
        const value = values.get(element.id) ?? null;
        write[element.property] =
          element.type === 'checkbox' ? (Array.isArray(value) ? value : []) : (value as string | null);
      }
      const before = resolved.record?.values ?? null;
      // What the server sets beside the form's values (a registry employer's name), and what it refuses
      // that the form cannot see (an employment's organization while it holds a role there).
      const derived = (await entity.derive?.(db, {
        stored,
        write,
        recordId: request.primaryEntity?.id ?? null,
        before,
        ownerUserId: owner,
        references: request.entities,
      })) ?? { values: {}, failures: [] };
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
      const messages = await preSubmissionMessages(entity, formId, {
        values: configured,
        recordId: request.primaryEntity?.id ?? null,
        ownerUserId: owner,
      });
      if (messages.some((message) => !message.overridable) || (messages.length > 0 && !request.override)) {
        throw formFailed(messages);
      }
      const saved = await transaction(async (trx) => {
        // Checked again with the row locked: a verification request (or a disable) made since the form
        // was resolved waits for this save or wins, never both (modules/verification).
        if (request.primaryEntity !== null) {
          const current = await readRecordState(trx, entity, tenant, request.primaryEntity.id, {
            forUpdate: true,
          });
          if (current === undefined) throw notFound();
          const recheck = await accessTo(auth, entity, owner, current.state, trx);
          if (recheck.access !== 'edit') throw forbidden(recheck.locked ?? undefined);
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
        const after = await entity.afterSave?.(trx, { recordId: entityId, ownerUserId: owner, now });
        const profileCompleted = after?.profileCompleted === true;
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
