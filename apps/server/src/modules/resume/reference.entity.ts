import { EntityType, FormId, referencePolicy, type RecordState } from '@registry/domain';
import { sql } from 'kysely';
import {
  columnsOf,
  defineEntity,
  personEditScope,
  propertyColumn as column,
} from '../../platform/entities/index.js';
import { referenceForm, referenceLetterForm } from './reference.form.js';

const property = columnsOf('resume_references');

/**
 * Entity type 30, a reference (forms 26 typed and 27 an uploaded letter; spec 3 §2 the References tab "grid
 * with two forms"; issue 26): the people a professional names as references, chosen for a resume (at most
 * three, spec 3 §5). The owner and user managers within reach see and change them (referencePolicy); in a
 * tenant without references in the resume (al) there are none. Each row says which form it opens (formId).
 *
 * Its grid 'references' (the References tab, newest first): Name, Relationship, Organization, Type
 * (Reference / Letter), Last Updated.
 */
export const referenceEntity = defineEntity<RecordState>({
  entityType: EntityType.Reference,
  name: 'Reference',
  recordsTable: 'resume_references',
  owner: { table: 'resume_references', column: 'user_id' },
  rows: { disabledAt: null },
  policy: referencePolicy,
  scope: personEditScope,
  state: {
    select: () => sql`r.form_id as sformid`,
    read: (_raw, base) => base,
    flags: (_state, raw) => ({ formId: Number(raw.sformid) }),
  },
  properties: {
    referenceName: property('reference_name'),
    relationship: property('relationship'),
    organizationName: property('organization_name'),
    positionTitle: property('position_title'),
    phone: property('phone'),
    email: property('email'),
    yearsKnown: property('years_known', 'number', { scale: 1, max: 99.9 }),
    notes: property('notes'),
    letter: property('letter'),
  },
  forms: [referenceForm, referenceLetterForm],
  grids: [
    {
      altGridId: 'references',
      formId: FormId.Reference,
      title: 'References',
      fileName: 'References',
      rows: 'owner',
      tenantFeature: 'resumeReferences',
      columns: [
        column('referenceName', 'Name'),
        column('relationship', 'Relationship'),
        column('organizationName', 'Organization'),
        {
          propertyName: 'referenceType',
          columnName: 'Type',
          type: 'text',
          sql: sql`case when r.form_id = ${sql.lit(FormId.ReferenceLetter)} then 'Letter' else 'Reference' end`,
          sortable: true,
          filterable: true,
          operations: ['None', 'Equals', 'Contains'],
        },
        {
          propertyName: 'updatedAt',
          columnName: 'Last Updated',
          type: 'datetime',
          sql: sql`r.updated_at`,
          sortable: true,
          filterable: true,
          showTime: true,
          initialSort: 'Descending',
        },
      ],
    },
  ],
});
