import { EntityType, FormId } from '@registry/domain';
import { choices, element, notBefore, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the DHR report form (form 25, entity type 27). */
export const REPORT = {
  reportName: 25001,
  reportType: 25002,
  periodStart: 25003,
  periodEnd: 25004,
  description: 25005,
  document: 25006,
} as const;

/** The kinds of report a trainer sends the state's DHR (ours: the spec names none). */
export const REPORT_TYPE_CHOICES = [
  ['attendance', 'Training Attendance Report'],
  ['quarterly', 'Quarterly Training Report'],
  ['annual', 'Annual Training Report'],
  ['other', 'Other'],
] as const;

/**
 * A trainer's DHR report (spec 3 §3: form 25 of entity 27; its fields ours, the spec gives none): what the
 * report is called and of what kind, the period it covers (the end not before the start), a description,
 * and the document itself (one file, required). The training session it concerns is the form's parent when
 * the trainer chose one: the request names it (entities, type 24) and the server checks it is one of the
 * trainer's own sessions (report.entity.ts). The status and its dates are the submit and respond calls'.
 */
export const reportForm: StoredFormDefinition = {
  id: FormId.Report,
  entityTypeId: EntityType.Report,
  name: 'DHR Report',
  elements: [
    element({
      id: REPORT.reportName,
      type: 'text',
      stimulus: 'Report Name',
      property: 'reportName',
      required: true,
      maxLength: 180,
      width: 8,
    }),
    element({
      id: REPORT.reportType,
      type: 'dropdown',
      stimulus: 'Report Type',
      property: 'reportType',
      required: true,
      choices: choices(REPORT_TYPE_CHOICES),
      width: 4,
    }),
    element({
      id: REPORT.periodStart,
      type: 'date',
      subtype: 'date',
      stimulus: 'Period Start',
      property: 'periodStart',
      required: true,
      width: 6,
    }),
    element({
      id: REPORT.periodEnd,
      type: 'date',
      subtype: 'date',
      stimulus: 'Period End',
      property: 'periodEnd',
      required: true,
      width: 6,
      arguments: { comparisons: [notBefore('Period End', REPORT.periodStart, 'Period Start')] },
    }),
    element({
      id: REPORT.description,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Description',
      property: 'description',
      maxLength: 2000,
    }),
    element({
      id: REPORT.document,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Report Document',
      property: 'document',
      required: true,
      tooltip: 'The report itself: one PDF, Word or Excel document, or an image of it.',
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
