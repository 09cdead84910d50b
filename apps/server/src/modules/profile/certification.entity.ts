import { certificationPolicy, EntityType, FormId, PRE_SUBMISSION_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, propertyColumn as column } from '../../platform/entities/index.js';
import { CERTIFICATION, certificationForm } from './certification.form.js';
import { hasOtherRecord } from './profile.repository.js';
import {
  dateOf,
  duplicateWarning,
  profileRecordEntity,
  sameText,
  valueOf,
  verificationColumns,
  verifiedByAgencyOrDirector,
} from './profile-record.js';
import { endBeforeStart } from './record-checks.js';

const TABLE = 'certification_records';
const property = columnsOf(TABLE);

/**
 * Entity type 7, certification/credential (form 5; profile tab certification/credential): a credential,
 * certificate or license held, who issued it, its number, when it was issued and expires, and the
 * certificate itself. In tn the owner disables their own (certificationPolicy).
 */
export const certificationEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.Certification,
  name: 'Certification/Credential',
  policy: certificationPolicy,
  verification: {
    identifier: sql<string | null>`coalesce(r.credential_name, r.credential_type)`,
    route: '/dashboard/profile/certification',
    verifiedBy: verifiedByAgencyOrDirector,
  },
  properties: {
    credentialType: property('credential_type'),
    credentialName: property('credential_name'),
    issuingOrganization: property('issuing_organization'),
    credentialNumber: property('credential_number'),
    issueDate: property('issue_date', 'date'),
    expirationDate: property('expiration_date', 'date'),
    certificate: property('certificate'),
  },
  forms: [certificationForm],
  preSubmission: {
    // The same credential number of the same type; without a number, the same credential issued on the
    // same date. An expiration before the issue is refused.
    [FormId.Certification]: async (db, input) => {
      const type = valueOf(input, CERTIFICATION.credentialType);
      const name = valueOf(input, CERTIFICATION.credentialName);
      const number = valueOf(input, CERTIFICATION.credentialNumber);
      const issued = dateOf(input, CERTIFICATION.issueDate);
      const found =
        type === null
          ? []
          : number !== null
            ? (await hasOtherRecord(
                db,
                TABLE,
                input,
                sql<boolean>`credential_type = ${type} and ${sameText('credential_number', number)}`,
              ))
              ? [
                  duplicateWarning(
                    CERTIFICATION.credentialNumber,
                    PRE_SUBMISSION_TEXTS.duplicateCredentialNumber,
                  ),
                ]
              : []
            : name !== null &&
                issued !== null &&
                (await hasOtherRecord(
                  db,
                  TABLE,
                  input,
                  sql<boolean>`credential_type = ${type} and ${sameText('credential_name', name)}
                               and issue_date = ${issued}::date`,
                ))
              ? [duplicateWarning(CERTIFICATION.credentialName, PRE_SUBMISSION_TEXTS.duplicateCredential)]
              : [];
      return [
        ...found,
        ...endBeforeStart(
          input,
          CERTIFICATION.issueDate,
          CERTIFICATION.expirationDate,
          PRE_SUBMISSION_TEXTS.expirationBeforeIssue,
        ),
      ];
    },
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.Certification,
      title: 'Certifications and Credentials',
      fileName: 'Certifications',
      rows: 'owner',
      columns: [
        column('credentialType', 'Type'),
        column('credentialName', 'Credential'),
        column('issuingOrganization', 'Issued By'),
        column('credentialNumber', 'Number', { hidden: true }),
        column('issueDate', 'Issue Date', { initialSort: 'Descending' }),
        column('expirationDate', 'Expiration Date'),
        ...verificationColumns(),
      ],
    },
  ],
});
