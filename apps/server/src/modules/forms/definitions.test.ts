import { checkDefinition, type FormDefinition } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { FORM_DEFINITIONS } from './definitions/index.js';
import { ENTITIES } from './entities/index.js';
import { findDefinition } from './forms.repository.js';
import { withChoices } from './served-definition.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/**
 * The loader check (DESIGN §3) over every seeded form as it is served: every rule and comparison names
 * an element that exists, no setDefault or populateFromParent chain loops, every choice group is used;
 * and every element is bound to a property of its entity.
 */
describe.each(FORM_DEFINITIONS.map((definition) => [definition.id, definition.name, definition] as const))(
  'form %s (%s)',
  (formId, _name, stored) => {
    it('passes the loader check as seeded', async () => {
      const seeded = await findDefinition(t.db, formId);
      expect(seeded?.definition).toEqual(stored);
      const elements = (await withChoices(t.db, stored)).map(({ element, choices, choiceGroups }) => ({
        ...element,
        choices,
        choiceGroups: choiceGroups ?? element.choiceGroups,
        value: null,
        multiValue: null,
      }));
      const served: FormDefinition = { ...stored, version: seeded!.version, elements };
      expect(checkDefinition(served)).toEqual([]);
    });

    it("binds every element to its entity's properties", () => {
      const entity = ENTITIES.get(stored.entityTypeId);
      expect(entity, `entity type ${stored.entityTypeId}`).toBeDefined();
      for (const element of stored.elements)
        expect(Object.keys(entity!.properties)).toContain(element.property);
    });
  },
);
