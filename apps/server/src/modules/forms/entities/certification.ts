import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('certification_records');

/**
 * Entity type 7, certification/credential (form 5): a credential, certificate or license held, who issued
 * it, its number, when it was issued and expires, and the certificate itself.
 */
export const certificationEntity = profileRecordEntity(
  7,
  'Certification/Credential',
  'certification_records',
  {
    credentialType: column('credential_type'),
    credentialName: column('credential_name'),
    issuingOrganization: column('issuing_organization'),
    credentialNumber: column('credential_number'),
    issueDate: column('issue_date', 'date'),
    expirationDate: column('expiration_date', 'date'),
    certificate: column('certificate'),
  },
);
