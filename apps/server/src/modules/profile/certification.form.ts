import { EntityType, FormId } from '@registry/domain';
import { type StoredFormDefinition, element, notBefore, notInFuture } from '../../platform/entities/index.js';

/** Element ids of the certification/credential form (form 5, entity type 7). */
export const CERTIFICATION = {
  credentialType: 5001,
  credentialName: 5002,
  issuingOrganization: 5003,
  credentialNumber: 5004,
  issueDate: 5005,
  expirationDate: 5006,
  certificate: 5007,
} as const;

/**
 * Certification/credential (spec 1 §2 profile tab certification/credential; spec 3 §3 form 5 of entity
 * 7): the kind of credential (the state's list), its name, who issued it, its number, when it was issued
 * and expires, and the certificate itself, which verification needs (required, one file).
 */
export const certificationForm: StoredFormDefinition = {
  id: FormId.Certification,
  entityTypeId: EntityType.Certification,
  name: 'Certification/Credential',
  elements: [
    element({
      id: CERTIFICATION.credentialType,
      type: 'dropdown',
      stimulus: 'Credential Type',
      property: 'credentialType',
      required: true,
      choiceList: 'credential-types',
      width: 5,
    }),
    element({
      id: CERTIFICATION.credentialName,
      type: 'text',
      stimulus: 'Credential Name',
      property: 'credentialName',
      required: true,
      width: 7,
    }),
    element({
      id: CERTIFICATION.issuingOrganization,
      type: 'text',
      stimulus: 'Issuing Organization',
      property: 'issuingOrganization',
      required: true,
      width: 7,
    }),
    element({
      id: CERTIFICATION.credentialNumber,
      type: 'text',
      stimulus: 'Credential or License Number',
      property: 'credentialNumber',
      maxLength: 50,
      width: 5,
    }),
    element({
      id: CERTIFICATION.issueDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Issue Date',
      property: 'issueDate',
      required: true,
      width: 6,
      arguments: { comparisons: [notInFuture('Issue Date')] },
    }),
    element({
      id: CERTIFICATION.expirationDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Expiration Date',
      property: 'expirationDate',
      width: 6,
      tooltip: 'Leave empty if the credential does not expire.',
      arguments: {
        comparisons: [notBefore('Expiration Date', CERTIFICATION.issueDate, 'Issue Date')],
      },
    }),
    element({
      id: CERTIFICATION.certificate,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Certificate',
      property: 'certificate',
      required: true,
    }),
  ],
  arguments: {
    // The same credential number, or the same credential issued on the same date (overridable), and an
    // expiration before the issue date (refused): modules/forms/pre-submission.ts.
    preSubmissionValidation: {
      formElementIds: [
        CERTIFICATION.credentialType,
        CERTIFICATION.credentialName,
        CERTIFICATION.credentialNumber,
        CERTIFICATION.issueDate,
        CERTIFICATION.expirationDate,
      ],
    },
    rules: [],
  },
};
