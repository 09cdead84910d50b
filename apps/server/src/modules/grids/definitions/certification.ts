import { choiceColumn, recordColumn, verificationColumns } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/** Entity type 7, form 5: a person's certifications and credentials (profile tab certification/credential). */
export const certificationGrid: RecordGridDefinition = {
  entityTypeId: 7,
  altGridId: null,
  formId: 5,
  title: 'Certifications and Credentials',
  fileName: 'Certifications',
  table: 'certification_records',
  rows: 'person',
  fileSetColumns: ['certificate'],
  columns: [
    choiceColumn('credentialType', 'Type', 'credential_type', { list: 'credential-types' }),
    recordColumn('credentialName', 'Credential', 'text', 'credential_name'),
    recordColumn('issuingOrganization', 'Issued By', 'text', 'issuing_organization'),
    recordColumn('credentialNumber', 'Number', 'text', 'credential_number', { hidden: true }),
    recordColumn('issueDate', 'Issue Date', 'date', 'issue_date', { initialSort: 'Descending' }),
    recordColumn('expirationDate', 'Expiration Date', 'date', 'expiration_date'),
    ...verificationColumns(),
  ],
};
