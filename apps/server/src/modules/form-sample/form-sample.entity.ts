import {
  EntityType,
  FormId,
  formSamplePolicy,
  PRE_SUBMISSION_TEXTS,
  type FormFailure,
} from '@registry/domain';
import {
  columnsOf,
  defineEntity,
  personRecordsScope,
  type PropertyKind,
} from '../../platform/entities/index.js';
import { SAMPLE, sampleForm } from './form-sample.form.js';
import { sampleTitleTaken } from './form-sample.repository.js';

const column = (name: string, kind: PropertyKind = 'text') => columnsOf('form_samples')(name, kind);

/**
 * Entity type 900, the form engine's sample record (migration 20261124100000): a property for every kind
 * of element, owned by the person who saved it (formSamplePolicy). Its form is seeded only by the tests and
 * the end-to-end harness (testOnly), never in a deployment.
 */
export const formSampleEntity = defineEntity({
  entityType: EntityType.FormSample,
  name: 'Form sample',
  recordsTable: 'form_samples',
  owner: { table: 'form_samples', column: 'user_id' },
  createdOnSave: ['form_samples'],
  rows: { disabledAt: null },
  policy: formSamplePolicy,
  scope: personRecordsScope,
  testOnly: true,
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
  forms: [sampleForm],
  preSubmission: {
    // The same person's record of the same title (overridable: a second record may be meant), and an end
    // before the start (refused: no confirmation makes it right).
    [FormId.FormSample]: async (db, { values, ownerUserId, recordId }) => {
      const messages: FormFailure[] = [];
      const title = values.get(SAMPLE.title)?.trim();
      if (title && (await sampleTitleTaken(db, { ownerUserId, recordId }, title)))
        messages.push({
          formElementId: SAMPLE.title,
          message: PRE_SUBMISSION_TEXTS.duplicateRecord,
          severity: 'warning',
          overridable: true,
        });
      const start = values.get(SAMPLE.startDate);
      const end = values.get(SAMPLE.endDate);
      if (start && end && end < start)
        messages.push({
          formElementId: SAMPLE.endDate,
          message: PRE_SUBMISSION_TEXTS.endBeforeStart,
          severity: 'error',
          overridable: false,
        });
      return messages;
    },
  },
});
