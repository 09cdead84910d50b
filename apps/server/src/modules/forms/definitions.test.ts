import {
  checkDefinition,
  ENTITY_FORMS,
  EntityType,
  FormId,
  getTenant,
  PROFILE_RECORD_TYPES,
  TENANT_CODES,
  type FormDefinition,
} from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import { crossReferenceEntities } from './cross-references.js';
import { findDefinition, loadChoiceLists } from './forms.repository.js';
import { forTenant, withChoices } from './served-definition.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/**
 * The loader check (DESIGN §3) over every seeded form as it is served: every rule and comparison names
 * an element that exists, no setDefault or populateFromParent chain loops, every choice group is used;
 * and every element is bound to a property of its entity. The sample form (every element type), which
 * the tests seed themselves, too.
 */
const FORM_DEFINITIONS = ENTITY_REGISTRY.forms();

describe.each(
  ENTITY_REGISTRY.forms({ testOnly: true }).map(
    (definition) => [definition.id, definition.name, definition] as const,
  ),
)('form %s (%s)', (formId, _name, stored) => {
  it.each(TENANT_CODES)('passes the loader check as seeded and as %s serves it', async (code) => {
    const seeded = await findDefinition(t.db, formId);
    expect(seeded?.definition).toEqual(stored);
    const tenantForm = forTenant(stored, getTenant(code));
    const elements = (await withChoices(t.db, tenantForm)).map(({ element, choices, choiceGroups }) => ({
      ...element,
      choices,
      choiceGroups: choiceGroups ?? element.choiceGroups,
      value: null,
      multiValue: null,
    }));
    const served: FormDefinition = { ...tenantForm, version: seeded!.version, elements };
    expect(checkDefinition(served)).toEqual([]);
    // Every choice list a form names is seeded.
    for (const element of stored.elements.filter((candidate) => candidate.choiceList))
      expect((await loadChoiceLists(t.db, [element.choiceList!])).length, element.choiceList).toBeGreaterThan(
        0,
      );
  });

  it("binds every element to its entity's properties", () => {
    const entity = ENTITY_REGISTRY.get(stored.entityTypeId);
    expect(entity, `entity type ${stored.entityTypeId}`).toBeDefined();
    for (const element of stored.elements)
      expect(Object.keys(entity!.properties)).toContain(element.property);
  });

  it('names only what cross-reference entities declare, and elements of the form', () => {
    const entities = crossReferenceEntities(getTenant('tn'));
    const elements = new Map(stored.elements.map((element) => [element.id, element]));
    for (const element of stored.elements) {
      const reference = element.arguments.crossReference;
      if (!reference) continue;
      const where = `element ${element.id}`;
      const entity = entities.get(reference.ecrEntityTypeId);
      expect(entity, where).toBeDefined();
      expect(Object.keys(entity!.searchProperties), where).toContain(reference.ecrSearchPropertyId);
      if (reference.ecrFilter !== undefined)
        expect(Object.keys(entity!.filters), where).toContain(reference.ecrFilter);
      for (const peer of reference.peerElements ?? []) {
        expect(Object.keys(entity!.peers), where).toContain(peer.propertyId);
        expect(elements.has(peer.elementId), where).toBe(true);
      }
      if (reference.ecrElementId !== undefined || reference.ecrPropertyId !== undefined) {
        const shown = elements.get(reference.ecrElementId ?? -1);
        expect(shown?.type, where).toBe('entityCrossReference');
        expect(shown?.arguments.crossReference?.ecrEntityTypeId, where).toBe(reference.ecrEntityTypeId);
        expect(Object.keys(entity!.properties), where).toContain(reference.ecrPropertyId);
      }
    }
  });
});

describe('the profile records', () => {
  it('are exactly the verifiable entities, each in its own table', () => {
    const verifiable = ENTITY_REGISTRY.all.filter((entity) => entity.verifiable);
    // The profile records, and the career lattice level (entity 31, verified by managers and administrators),
    // and the PDP's Required Training and Goals (11, 12: a director verifies a Completed item).
    expect(verifiable.map((entity) => entity.entityType).sort()).toEqual(
      [
        ...PROFILE_RECORD_TYPES,
        EntityType.CareerLatticeLevel,
        EntityType.PdpRequiredTraining,
        EntityType.PdpGoal,
      ].sort(),
    );
    expect(new Set(verifiable.map((entity) => entity.rows.table)).size).toBe(verifiable.length);
  });

  it('each have their form (spec 3 §3: education 2, community service 3, membership 4, certification 5, experience 6, training 7)', () => {
    const forms = new Map(FORM_DEFINITIONS.map((definition) => [definition.entityTypeId, definition.id]));
    expect([4, 5, 6, 7, 8, 3].map((entityTypeId) => forms.get(entityTypeId as EntityType))).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  it('ask nothing of organizations where the tenant has none (jh): the employer is simply named', () => {
    const experience = FORM_DEFINITIONS.find((definition) => definition.id === FormId.Experience)!;
    const jh = forTenant(experience, getTenant('jh'));
    const byProperty = (property: string) => jh.elements.find((element) => element.property === property)!;
    for (const property of ['isRegistryOrganization', 'countyFips', 'organizationId'])
      expect(byProperty(property).visible, property).toBe(false);
    // No rule shows what the tenant lacks; the employer's name is shown and required without the question.
    const employerName = byProperty('employerName').id;
    const onName = jh.arguments.rules.filter((rule) => rule.targets.includes(employerName));
    expect(onName.map((rule) => [rule.action, rule.conditions])).toEqual([
      ['show', []],
      ['require', []],
    ]);
    expect(
      jh.arguments.rules.filter((rule) => rule.targets.includes(byProperty('organizationId').id)),
    ).toEqual([]);
    expect(forTenant(experience, getTenant('al'))).toBe(experience);
  });
});

describe('the registry of entity definitions', () => {
  it("holds each entity's forms as spec 3 §3 gives them (ENTITY_FORMS), every seeded form once", () => {
    for (const entity of ENTITY_REGISTRY.all)
      for (const form of entity.forms)
        expect(ENTITY_FORMS[entity.entityType], entity.name).toContain(form.id);
    const ids = ENTITY_REGISTRY.forms({ testOnly: true }).map((form) => form.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ENTITY_REGISTRY.forms().map((form) => form.id)).not.toContain(FormId.FormSample);
  });

  it('binds each entity to its own policy, and each grid to a form of the entity (none for one without forms)', () => {
    for (const entity of ENTITY_REGISTRY.all) {
      expect(entity.policy.entityType, entity.name).toBe(entity.entityType);
      for (const grid of entity.grids)
        if (grid.formId === null) expect(ENTITY_FORMS[entity.entityType] ?? [], entity.name).toEqual([]);
        else expect(ENTITY_FORMS[entity.entityType]).toContain(grid.formId);
    }
  });

  it('removes the file sets of the file elements with a record (training certificate, education transcript)', () => {
    expect(ENTITY_REGISTRY.get(EntityType.TrainingRecord)?.fileSetColumns).toEqual(['certificate']);
    expect(ENTITY_REGISTRY.get(EntityType.Education)?.fileSetColumns).toEqual(['transcript']);
    expect(ENTITY_REGISTRY.get(EntityType.Certification)?.fileSetColumns).toEqual(['certificate']);
    expect(ENTITY_REGISTRY.get(EntityType.Membership)?.fileSetColumns).toEqual([]);
  });
});
