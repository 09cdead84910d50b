import type { EntityDefinition, PropertyKind } from './types.js';

const column = (name: string, kind: PropertyKind = 'text') => ({ table: 'form_samples', column: name, kind });

/**
 * Entity type 900, the form engine's sample record (migration 20261124100000): a property for every kind
 * of element, owned by the person who saved it. Its form (definitions/sample.ts) is seeded only by the
 * tests and the end-to-end harness, never in a deployment.
 */
export const sampleEntity: EntityDefinition = {
  entityTypeId: 900,
  name: 'Form sample',
  recordsTable: 'form_samples',
  keys: { form_samples: 'id' },
  owner: { table: 'form_samples', column: 'user_id' },
  stamped: ['form_samples'],
  createdOnSave: ['form_samples'],
  properties: {
    title: column('title'),
    code: column('code'),
    hours: column('hours'),
    notes: column('notes'),
    email: column('email'),
    phone: column('phone'),
    startDate: column('start_date', 'date'),
    endDate: column('end_date', 'date'),
    meetingAt: column('meeting_at'),
    topics: column('topics', 'textArray'),
    category: column('category'),
    level: column('level'),
    otherCategory: column('other_category'),
    language: column('language'),
    countyFips: column('county_fips'),
    organizationId: column('organization_id'),
    organizationKind: column('organization_kind'),
    summary: column('summary'),
    attachments: column('attachments'),
    certificate: column('certificate'),
    reviewerNote: column('reviewer_note'),
  },
};
