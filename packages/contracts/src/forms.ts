import {
  COMPARISON_OPERATORS,
  FORM_ELEMENT_TYPES,
  RULE_ACTIONS,
  type FormDefinition,
  type FormElement,
} from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

const id = z.number().int().positive();

/** Spec 3 §3 entity reference. */
export const ZEntityReference = z
  .object({ id, entityTypeId: id, displayValue: z.string().max(300).optional() })
  .strict();
export type TEntityReference = z.infer<typeof ZEntityReference>;

/**
 * POST /api/form (spec 3 §7: formid, entities, primaryEntity). primaryEntity null asks for a new record's
 * form (feedback); otherwise the record's form with its values, in the version it was saved under.
 */
export const ZFormRequest = z
  .object({
    formId: id,
    entities: z.array(ZEntityReference).max(20).default([]),
    primaryEntity: ZEntityReference.nullable(),
  })
  .strict();
export type TFormRequest = z.infer<typeof ZFormRequest>;

const ZChoice = z.object({ id: z.string(), text: z.string(), visible: z.boolean(), sequence: z.number() });
const ZComparison = z.object({
  operator: z.enum(COMPARISON_OPERATORS),
  value: z.string().optional(),
  formElementId: z.number().optional(),
  message: z.string().optional(),
});
const ZCondition = z.union([
  z.object({ elementId: z.number(), values: z.array(z.string()) }),
  z.object({ roles: z.array(z.string()) }),
]);

export const ZFormElement = z.object({
  id: z.number(),
  type: z.enum(FORM_ELEMENT_TYPES),
  subtype: z.string().nullable(),
  stimulus: z.string(),
  value: z.string().nullable(),
  multiValue: z.array(z.string()).nullable(),
  visible: z.boolean(),
  required: z.boolean(),
  readOnly: z.boolean(),
  rejected: z.boolean(),
  maxLength: z.number(),
  width: z.number(),
  offset: z.number(),
  regex: z.string().nullable(),
  warningMessage: z.string().nullable(),
  tooltip: z.string().nullable(),
  choices: z.array(ZChoice),
  choiceGroups: z.array(z.object({ groupName: z.string(), firstChoiceSequence: z.number() })),
  arguments: z.object({
    comparisons: z.array(ZComparison).optional(),
    crossReference: z
      .object({
        ecrEntityTypeId: z.number(),
        ecrSearchPropertyId: z.string(),
        ecrFilter: z.string().optional(),
        peerElements: z
          .array(
            z.object({
              elementId: z.number(),
              propertyId: z.string(),
              role: z.string().optional(),
              clearOnPeerChange: z.boolean().optional(),
            }),
          )
          .optional(),
        ecrElementId: z.number().optional(),
        ecrPropertyId: z.string().optional(),
      })
      .optional(),
    minimumSelections: z.number().optional(),
    allowLinks: z.boolean().optional(),
  }),
  sequence: z.number(),
  displayValue: z.string().nullable().optional(),
  files: z.array(z.object({ fileId: z.string(), fileName: z.string(), fileSetId: z.string() })).optional(),
}) satisfies z.ZodType<FormElement>;

export const ZFormDefinition = z.object({
  id: z.number(),
  version: z.number(),
  entityTypeId: z.number(),
  name: z.string(),
  elements: z.array(ZFormElement),
  arguments: z.object({
    rules: z.array(
      z.object({
        id: z.number(),
        action: z.enum(RULE_ACTIONS),
        targets: z.array(z.number()),
        conditions: z.array(ZCondition),
        choiceIds: z.array(z.string()).optional(),
        value: z.string().optional(),
        parentProperty: z.string().optional(),
        message: z.string().optional(),
      }),
    ),
    preSubmissionValidation: z.object({ formElementIds: z.array(z.number()) }),
  }),
}) satisfies z.ZodType<FormDefinition>;

/**
 * The form with the record's values. `entityId` is the record's (null for a new one); `readOnly` when the
 * viewer may only read it (every element is then read-only as well).
 */
export const ZFormResponse = ZFormDefinition.extend({
  entityId: z.number().nullable(),
  readOnly: z.boolean(),
});
export type TFormResponse = z.infer<typeof ZFormResponse>;

/** One answer: value (trimmed by the server) or, for a checkbox group, multiValue. */
export const ZElementResponse = z
  .object({
    formElementId: id,
    value: z.string().max(20000).nullable().optional(),
    multiValue: z.array(z.string().max(500)).max(200).nullable().optional(),
  })
  .strict();

/** POST /api/form/formresponse (spec 3 §7: response with formId and elementResponses, entities, primaryEntity). */
export const ZFormResponseRequest = z
  .object({
    response: z.object({ formId: id, elementResponses: z.array(ZElementResponse).max(500) }).strict(),
    entities: z.array(ZEntityReference).max(20).default([]),
    primaryEntity: ZEntityReference.nullable(),
    /** The user confirmed 'Are you sure you want to submit this form?' after overridable pre-submission messages. */
    override: z.boolean().default(false),
  })
  .strict();
export type TFormResponseRequest = z.infer<typeof ZFormResponseRequest>;

/**
 * The saved record: its id (new for a new record) and the form version it was saved under. `profileCompleted`
 * when this save completed the person's personal profile (the limited first-time login ends).
 */
export const ZFormSaved = z.object({
  formId: z.number(),
  version: z.number(),
  entityId: z.number(),
  profileCompleted: z.boolean(),
});
export type TFormSaved = z.infer<typeof ZFormSaved>;

/**
 * POST /api/form/presubmissionvalidation (spec 3 §7): the configured elements' values; `formId` names the
 * form the elements belong to.
 */
export const ZPreSubmissionRequest = z
  .object({
    formId: id,
    validations: z
      .array(
        z.object({ entityTypeId: id, formElementId: id, value: z.string().max(20000).nullable() }).strict(),
      )
      .max(50),
    entities: z.array(ZEntityReference).max(20).default([]),
    primaryEntity: ZEntityReference.nullable(),
  })
  .strict();
export type TPreSubmissionRequest = z.infer<typeof ZPreSubmissionRequest>;

const ZFormFailure = z.object({
  formElementId: z.number().nullable(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  overridable: z.boolean(),
});

/** No messages: proceed. All overridable: ask and resubmit with override. Otherwise refused. */
export const ZPreSubmissionResponse = z.object({ messages: z.array(ZFormFailure), overridable: z.boolean() });
export type TPreSubmissionResponse = z.infer<typeof ZPreSubmissionResponse>;

/** The longest search text a form search accepts (a name, a title: longer is never a real search). */
const SEARCH_MAX_LENGTH = 100;

/** Spec 3 §3 autocomplete item: `key` is stored, `value` is shown. */
export const ZAutocompleteItem = z.object({ key: z.string(), value: z.string() });
export type TAutocompleteItem = z.infer<typeof ZAutocompleteItem>;
export const ZAutocompleteItems = z.array(ZAutocompleteItem);

/**
 * POST /api/form/autocomplete (spec 3 §7: formElementId, searchString): the choices of the element's
 * source (its choice list) that match the text, at most FORM_SEARCH_LIMIT (packages/domain), best first.
 */
export const ZAutocompleteRequest = z
  .object({ formElementId: id, searchString: zText().max(SEARCH_MAX_LENGTH) })
  .strict();
export type TAutocompleteRequest = z.infer<typeof ZAutocompleteRequest>;

/** A peer element's value sent as a filter (spec 3 §3 peerElements: the property it filters on). */
export const ZPeerFilter = z
  .object({ propertyId: zText().max(100), value: zText().max(SEARCH_MAX_LENGTH) })
  .strict();

/**
 * POST /api/form/entitycrossreference (spec 3 §7: entityTypeId, ecrSearchPropertyId, searchString,
 * filter, peerFilters): the entities of the type whose search property matches the text and that the
 * viewer may see, as key (the entity's id) and value (what it reads as). `filter` is one of the entity's
 * named filters; each peer filter names a property the entity may be filtered on.
 */
export const ZEntityCrossReferenceRequest = z
  .object({
    entityTypeId: id,
    ecrSearchPropertyId: zText().max(100),
    searchString: zText().max(SEARCH_MAX_LENGTH),
    filter: zText().max(200).optional(),
    peerFilters: z.array(ZPeerFilter).max(10).default([]),
  })
  .strict();
export type TEntityCrossReferenceRequest = z.infer<typeof ZEntityCrossReferenceRequest>;

/**
 * POST /api/form/entitycrossreferenceproperty (spec 3 §7: entityTypeId, entityId, propertyId): one
 * property of an entity the viewer may see (an element showing a property of what another element
 * references); 404 for an entity the viewer may not see.
 */
export const ZEntityCrossReferencePropertyRequest = z
  .object({ entityTypeId: id, entityId: id, propertyId: zText().max(100) })
  .strict();
export type TEntityCrossReferencePropertyRequest = z.infer<typeof ZEntityCrossReferencePropertyRequest>;
export const ZEntityCrossReferencePropertyResponse = z.object({ value: z.string().nullable() });
export type TEntityCrossReferencePropertyResponse = z.infer<typeof ZEntityCrossReferencePropertyResponse>;
