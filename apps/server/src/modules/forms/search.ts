import type {
  TAutocompleteItem,
  TAutocompleteRequest,
  TEntityCrossReferencePropertyRequest,
  TEntityCrossReferencePropertyResponse,
  TEntityCrossReferenceRequest,
} from '@registry/contracts';
import {
  entitySearchScope,
  FORM_SEARCH_LIMIT,
  FORM_TEXTS,
  formValueProblem,
  normalizeSearchText,
  searchAllowed,
  searchMatchRank,
  searchWords,
  SEARCH_TEXTS,
  type ElementState,
  type FormElement,
  type FormFailure,
  type FormSubmission,
  type FormValues,
  type Tenant,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { AuthContext } from '../../platform/sessions.js';
import { crossReferenceEntities, type CrossReferenceEntity } from './cross-references.js';
import type { StoredFormDefinition, StoredFormElement } from '../../platform/entities/index.js';
import { loadChoiceLists, type ChoiceRow } from './forms.repository.js';
import {
  findEntity,
  findLatestFormWithElement,
  readEntityProperty,
  searchEntities,
} from './search.repository.js';

export interface FormSearchDeps {
  db: Db;
  tenant: Tenant;
  /** Whether the viewer may open a form of this entity (the forms service's own access rule). */
  mayOpen: (auth: AuthContext, entityTypeId: number) => Promise<boolean>;
}

export type FormSearches = ReturnType<typeof createFormSearches>;

/** What an autocomplete item of a list reads as: a grouped list's text says its group (two Montgomerys). */
const choiceText = (row: ChoiceRow) => (row.groupName === null ? row.text : `${row.text} (${row.groupName})`);

/** A stored cross-reference value: an entity id as the server writes it, nothing else. */
function entityId(value: string | string[] | null | undefined): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

const failure = (element: StoredFormElement, message: string): FormFailure => ({
  formElementId: element.id,
  message,
  severity: 'error',
  overridable: false,
});

/**
 * The form engine's searches (spec 3 §5 "Autocomplete and cross-reference", §7) and what forms serve and
 * save of them: autocomplete elements search their choice list; cross-reference elements search the
 * entities the viewer may see (packages/domain's entitySearchScope, carried out in the SQL WHERE clause);
 * served forms say what stored keys read as; saved keys must be ones the viewer could have chosen.
 */
export function createFormSearches({ db, tenant, mayOpen }: FormSearchDeps) {
  const entities = crossReferenceEntities(tenant);
  const scopeFor = (auth: AuthContext, entityTypeId: number) =>
    entitySearchScope(
      { userId: auth.userId, activeRole: auth.activeRole, claims: auth.claims },
      entityTypeId,
      tenant,
    );

  /** The entity type a request names, if forms may reference it (400 otherwise). */
  function declared(entityTypeId: number): CrossReferenceEntity {
    const entity = entities.get(entityTypeId);
    if (!entity) throw badRequest({ entityTypeId: SEARCH_TEXTS.entityNotSearchable(entityTypeId) });
    return entity;
  }

  /** The definition's own names (a definition naming what its entity lacks is a bug, not bad input). */
  function definitionEntity(element: StoredFormElement) {
    const reference = element.arguments.crossReference;
    const entity = reference && entities.get(reference.ecrEntityTypeId);
    if (!reference || !entity) throw new Error(`Element ${element.id} names no entity forms may reference.`);
    return { reference, entity };
  }

  /** The peers' values as conditions (an empty peer narrows nothing), and the element's named filter. */
  function definitionConditions(element: StoredFormElement, values: FormValues) {
    const { reference, entity } = definitionEntity(element);
    const filter = reference.ecrFilter === undefined ? undefined : entity.filters[reference.ecrFilter];
    if (reference.ecrFilter !== undefined && !filter)
      throw new Error(`Element ${element.id} names the undeclared filter ${reference.ecrFilter}.`);
    const peers = (reference.peerElements ?? []).flatMap((peer) => {
      const property = entity.peers[peer.propertyId];
      if (!property) throw new Error(`Element ${element.id} names the undeclared peer ${peer.propertyId}.`);
      const value = values.get(peer.elementId);
      return typeof value === 'string' && value !== '' ? [{ column: property.column, value }] : [];
    });
    return { filter, peers };
  }

  /** The active choices of a list that match the text, best first (whole text, then word; then sequence). */
  async function searchList(listCode: string, text: string): Promise<TAutocompleteItem[]> {
    const rows = await loadChoiceLists(db, [listCode]);
    return rows
      .filter((row) => row.active)
      .flatMap((row) => {
        const rank = searchMatchRank(row.text, text);
        return rank === null ? [] : [{ row, rank }];
      })
      .sort((a, b) => a.rank - b.rank || a.row.sequence - b.row.sequence)
      .slice(0, FORM_SEARCH_LIMIT)
      .map(({ row }) => ({ key: row.id, value: choiceText(row) }));
  }

  return {
    /**
     * POST /api/form/autocomplete: the element's choice list searched by word prefixes (spec 3 §5), for
     * anyone who may open its form; the element as it is in the latest version of its form.
     */
    async autocomplete(auth: AuthContext, request: TAutocompleteRequest): Promise<TAutocompleteItem[]> {
      const form = await findLatestFormWithElement(db, request.formElementId);
      const element = form?.definition.elements.find((candidate) => candidate.id === request.formElementId);
      if (!form || !element || !(await mayOpen(auth, form.definition.entityTypeId))) throw notFound();
      if (element.type !== 'autocomplete' || !element.choiceList)
        throw badRequest({ formElementId: SEARCH_TEXTS.notSearchable });
      // The request carries no peer values: an autocomplete always needs the two characters.
      const text = normalizeSearchText(request.searchString);
      if (!searchAllowed(text, false)) throw badRequest({ searchString: SEARCH_TEXTS.tooShort });
      return searchList(element.choiceList, text);
    },

    /**
     * POST /api/form/entitycrossreference: the entities of a type the viewer may see whose search property
     * has words starting with the text's words, narrowed by a named filter and peer values, at most
     * FORM_SEARCH_LIMIT, best first. Two characters unless a peer value narrows the search.
     */
    async entityCrossReference(
      auth: AuthContext,
      request: TEntityCrossReferenceRequest,
    ): Promise<TAutocompleteItem[]> {
      const entity = declared(request.entityTypeId);
      const property = entity.searchProperties[request.ecrSearchPropertyId];
      if (!property)
        throw badRequest({
          ecrSearchPropertyId: SEARCH_TEXTS.unknownSearchProperty(request.ecrSearchPropertyId),
        });
      const filterName = request.filter?.trim() ?? '';
      const filter = filterName === '' ? undefined : entity.filters[filterName];
      if (filterName !== '' && !filter) throw badRequest({ filter: SEARCH_TEXTS.unknownFilter(filterName) });
      const peers = request.peerFilters.flatMap((peer) => {
        const declaredPeer = entity.peers[peer.propertyId];
        if (!declaredPeer)
          throw badRequest({ peerFilters: SEARCH_TEXTS.unknownPeerProperty(peer.propertyId) });
        const value = peer.value.trim();
        if (value === '') return [];
        if (!declaredPeer.pattern.test(value))
          throw badRequest({
            peerFilters: SEARCH_TEXTS.badPeerValue(peer.propertyId, declaredPeer.expected),
          });
        return [{ column: declaredPeer.column, value }];
      });
      const text = normalizeSearchText(request.searchString);
      if (!searchAllowed(text, peers.length > 0)) throw badRequest({ searchString: SEARCH_TEXTS.tooShort });
      const scope = scopeFor(auth, entity.entityTypeId);
      if (!scope) throw notFound();
      return searchEntities(db, entity, scope, {
        property,
        words: searchWords(text),
        prefix: text.toLowerCase(),
        filter,
        peers,
        limit: FORM_SEARCH_LIMIT,
      });
    },

    /** POST /api/form/entitycrossreferenceproperty: one declared property of an entity the viewer may see. */
    async entityCrossReferenceProperty(
      auth: AuthContext,
      request: TEntityCrossReferencePropertyRequest,
    ): Promise<TEntityCrossReferencePropertyResponse> {
      const entity = declared(request.entityTypeId);
      const property = entity.properties[request.propertyId];
      if (!property) throw badRequest({ propertyId: SEARCH_TEXTS.unknownProperty(request.propertyId) });
      const scope = scopeFor(auth, entity.entityTypeId);
      const found = scope && (await readEntityProperty(db, entity, scope, request.entityId, property));
      if (!found) throw notFound();
      return found;
    },

    /**
     * The served elements with `displayValue` where a stored key needs words: an autocomplete's choice text
     * (inactive choices too: old records still read), a cross-reference's entity, and an element showing
     * a property of what another element references; null when there is nothing the viewer may see.
     */
    async withDisplayValues<E extends FormElement>(
      auth: AuthContext,
      stored: StoredFormDefinition,
      recordValues: Record<string, string | string[] | null>,
      elements: E[],
    ): Promise<E[]> {
      const valueOf = (elementId: number) => {
        const element = stored.elements.find((candidate) => candidate.id === elementId);
        return element ? recordValues[element.property] : undefined;
      };
      const lists = stored.elements.flatMap((element) =>
        element.type === 'autocomplete' && element.choiceList && valueOf(element.id)
          ? [element.choiceList]
          : [],
      );
      const rows = lists.length === 0 ? [] : await loadChoiceLists(db, [...new Set(lists)]);
      const shown = new Map<number, string | null>();
      for (const element of stored.elements) {
        const value = valueOf(element.id);
        const reference = element.arguments.crossReference;
        if (element.type === 'autocomplete') {
          const row = rows.find(
            (candidate) => candidate.listCode === element.choiceList && candidate.id === value,
          );
          shown.set(element.id, row ? choiceText(row) : null);
        } else if (element.type === 'entityCrossReference' && reference) {
          const id = entityId(value);
          const entity = entities.get(reference.ecrEntityTypeId);
          const scope = scopeFor(auth, reference.ecrEntityTypeId);
          shown.set(
            element.id,
            id !== null && entity && scope ? ((await findEntity(db, entity, scope, id)) ?? null) : null,
          );
        } else if (reference?.ecrElementId !== undefined && reference.ecrPropertyId !== undefined) {
          const id = entityId(valueOf(reference.ecrElementId));
          const entity = entities.get(reference.ecrEntityTypeId);
          const property = entity?.properties[reference.ecrPropertyId];
          const scope = scopeFor(auth, reference.ecrEntityTypeId);
          const found =
            id !== null && entity && property && scope
              ? await readEntityProperty(db, entity, scope, id, property)
              : undefined;
          shown.set(element.id, found?.value ?? null);
        }
      }
      return elements.map((element) =>
        shown.has(element.id) ? { ...element, displayValue: shown.get(element.id) ?? null } : element,
      );
    },

    /**
     * The saved keys the viewer could not have chosen: an autocomplete value that is not an active key of
     * its list; a cross-reference that is not an entity of its type the viewer may see, meeting the
     * element's filter and its peers' values (an organization in the chosen county). Read-only and hidden
     * elements are not written and not checked; an element that already failed is not checked again.
     */
    async referenceFailures(
      auth: AuthContext,
      stored: StoredFormDefinition,
      values: FormValues,
      states: Map<number, ElementState>,
      failed: readonly FormFailure[],
    ): Promise<FormFailure[]> {
      const skip = new Set(failed.map((found) => found.formElementId));
      const failures: FormFailure[] = [];
      for (const element of stored.elements) {
        const state = states.get(element.id);
        const value = values.get(element.id);
        if (
          !state?.visible ||
          state.readOnly ||
          skip.has(element.id) ||
          typeof value !== 'string' ||
          value === ''
        )
          continue;
        if (element.type === 'autocomplete' && element.choiceList) {
          const rows = await loadChoiceLists(db, [element.choiceList]);
          if (!rows.some((row) => row.id === value && row.active))
            failures.push(failure(element, FORM_TEXTS.choiceNotListed));
        } else if (element.type === 'entityCrossReference') {
          const { entity } = definitionEntity(element);
          const id = entityId(value);
          const scope = scopeFor(auth, entity.entityTypeId);
          const found =
            id !== null && scope
              ? await findEntity(db, entity, scope, id, definitionConditions(element, values))
              : undefined;
          if (found === undefined) failures.push(failure(element, FORM_TEXTS.choiceNotListed));
        }
      }
      return failures;
    },

    /**
     * The submission with every rich text value cleaned (platform/sanitize-html): what is validated and
     * stored. A form without rich text answers never loads the cleaner.
     */
    async cleanRichText(
      elements: readonly FormElement[],
      submission: FormSubmission,
    ): Promise<FormSubmission> {
      const richText = new Set(
        elements.filter((element) => element.type === 'richText').map((element) => element.id),
      );
      return {
        ...submission,
        elementResponses: await Promise.all(
          submission.elementResponses.map(async (response) =>
            // A value the form check refuses (a control character) stays as sent, for the refusal to name
            // it: the cleaner would drop a NUL without a word.
            richText.has(response.formElementId) &&
            typeof response.value === 'string' &&
            formValueProblem(response.value) === null
              ? { ...response, value: await sanitizeHtml(response.value) }
              : response,
          ),
        ),
      };
    },
  };
}
