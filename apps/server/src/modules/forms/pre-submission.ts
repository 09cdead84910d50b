import { PRE_SUBMISSION_TEXTS, type FormFailure } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { CERTIFICATION } from './definitions/certification.js';
import { COMMUNITY_SERVICE } from './definitions/community-service.js';
import { EDUCATION } from './definitions/education.js';
import { EXPERIENCE } from './definitions/experience.js';
import { MEMBERSHIP } from './definitions/membership.js';
import { PERSONAL } from './definitions/personal.js';
import { SAMPLE } from './definitions/sample.js';
import { TRAINING } from './definitions/training-record.js';

export interface PreSubmissionInput {
  /** The configured elements' values, by element id (trimmed). */
  values: ReadonlyMap<number, string | null>;
  /** The record being saved (null: a new one) and whose it is. */
  recordId: number | null;
  ownerUserId: number;
}

type Check = (db: Db, input: PreSubmissionInput) => Promise<FormFailure[]>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The element's value, trimmed; null when empty. */
const valueOf = (input: PreSubmissionInput, elementId: number) => input.values.get(elementId)?.trim() || null;
/** A date value the database can compare, or null (validation reports a malformed one). */
const dateOf = (input: PreSubmissionInput, elementId: number) => {
  const value = valueOf(input, elementId);
  return value !== null && ISO_DATE.test(value) ? value : null;
};

/**
 * Another record of the owner's, not disabled and not the one being saved, meeting `matches` (SQL over
 * the records table): a possible duplicate, which the user may confirm (overridable).
 */
async function duplicate(
  db: Db,
  input: PreSubmissionInput,
  table: string,
  matches: RawBuilder<boolean>,
  formElementId: number,
  message: string,
): Promise<FormFailure[]> {
  const found = await sql<{ found: number }>`
    select 1 as found from ${sql.table(table)}
    where user_id = ${input.ownerUserId} and disabled_at is null and id <> ${input.recordId ?? 0}
      and ${matches}
    limit 1`.execute(db);
  return found.rows.length === 0 ? [] : [{ formElementId, message, severity: 'warning', overridable: true }];
}

/** An end before its start: refused, since no confirmation makes it right. */
function endBeforeStart(
  input: PreSubmissionInput,
  startId: number,
  endId: number,
  message: string = PRE_SUBMISSION_TEXTS.endBeforeStart,
): FormFailure[] {
  const start = dateOf(input, startId);
  const end = dateOf(input, endId);
  return start !== null && end !== null && end < start
    ? [{ formElementId: endId, message, severity: 'error', overridable: false }]
    : [];
}

/** A text compared as a person would: trimmed, any case. */
const sameText = (column: string, value: string) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

/**
 * A record of an organization from a start date (community service, membership): the same organization
 * from the same date is a possible duplicate; an end before the start is refused.
 */
function sameOrganizationFrom(
  table: string,
  ids: { organizationName: number; startDate: number; endDate: number },
  message: string,
): Check {
  return async (db, input) => {
    const organization = valueOf(input, ids.organizationName);
    const start = dateOf(input, ids.startDate);
    return [
      ...(organization === null || start === null
        ? []
        : await duplicate(
            db,
            input,
            table,
            sql<boolean>`${sameText('organization_name', organization)} and start_date = ${start}::date`,
            ids.organizationName,
            message,
          )),
      ...endBeforeStart(input, ids.startDate, ids.endDate),
    ];
  };
}

/**
 * The profile's record forms (2 to 7): a duplicate of another of the owner's records (overridable) and an
 * end before its start (refused).
 */
const RECORD_CHECKS: [formId: number, check: Check][] = [
  [
    7,
    // The same training on the same date.
    async (db, input) => {
      const name = valueOf(input, TRAINING.trainingName);
      const date = dateOf(input, TRAINING.trainingDate);
      if (name === null || date === null) return [];
      return duplicate(
        db,
        input,
        'training_records',
        sql<boolean>`${sameText('training_name', name)} and training_date = ${date}::date`,
        TRAINING.trainingName,
        PRE_SUBMISSION_TEXTS.duplicateTraining,
      );
    },
  ],
  [
    2,
    // The same degree type at the same institution.
    async (db, input) => {
      const institution = valueOf(input, EDUCATION.institutionName);
      const degree = valueOf(input, EDUCATION.degreeType);
      return [
        ...(institution === null || degree === null
          ? []
          : await duplicate(
              db,
              input,
              'education_records',
              sql<boolean>`${sameText('institution_name', institution)} and degree_type = ${degree}`,
              EDUCATION.institutionName,
              PRE_SUBMISSION_TEXTS.duplicateEducation,
            )),
        ...endBeforeStart(input, EDUCATION.startDate, EDUCATION.endDate),
      ];
    },
  ],
  // Community service and memberships: the same organization from the same start date.
  [
    3,
    sameOrganizationFrom(
      'community_service_records',
      COMMUNITY_SERVICE,
      PRE_SUBMISSION_TEXTS.duplicateCommunityService,
    ),
  ],
  [4, sameOrganizationFrom('membership_records', MEMBERSHIP, PRE_SUBMISSION_TEXTS.duplicateMembership)],
  [
    5,
    // The same credential number of the same type; without a number, the same credential issued on the
    // same date.
    async (db, input) => {
      const type = valueOf(input, CERTIFICATION.credentialType);
      const name = valueOf(input, CERTIFICATION.credentialName);
      const number = valueOf(input, CERTIFICATION.credentialNumber);
      const issued = dateOf(input, CERTIFICATION.issueDate);
      const found =
        type === null
          ? []
          : number !== null
            ? await duplicate(
                db,
                input,
                'certification_records',
                sql<boolean>`credential_type = ${type} and ${sameText('credential_number', number)}`,
                CERTIFICATION.credentialNumber,
                PRE_SUBMISSION_TEXTS.duplicateCredentialNumber,
              )
            : name !== null && issued !== null
              ? await duplicate(
                  db,
                  input,
                  'certification_records',
                  sql<boolean>`credential_type = ${type} and ${sameText('credential_name', name)}
                               and issue_date = ${issued}::date`,
                  CERTIFICATION.credentialName,
                  PRE_SUBMISSION_TEXTS.duplicateCredential,
                )
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
  ],
  [
    6,
    // The same employer (the registry organization, or the name entered) from the same start date.
    async (db, input) => {
      const organization = valueOf(input, EXPERIENCE.organization);
      const employer = valueOf(input, EXPERIENCE.employerName);
      const start = dateOf(input, EXPERIENCE.startDate);
      const sameEmployer =
        organization !== null && /^[1-9]\d{0,14}$/.test(organization)
          ? sql<boolean>`organization_id = ${Number(organization)}`
          : employer !== null
            ? sql<boolean>`organization_id is null and ${sameText('employer_name', employer)}`
            : null;
      return [
        ...(sameEmployer === null || start === null
          ? []
          : await duplicate(
              db,
              input,
              'employment_records',
              sql<boolean>`${sameEmployer} and start_date = ${start}::date`,
              organization !== null ? EXPERIENCE.organization : EXPERIENCE.employerName,
              PRE_SUBMISSION_TEXTS.duplicateEmployment,
            )),
        ...endBeforeStart(input, EXPERIENCE.startDate, EXPERIENCE.endDate),
      ];
    },
  ],
];

/**
 * The registry's configured pre-submission checks, by form id (spec 3 §5 "pre-submission validation"):
 * what a form's definition lists in `preSubmissionValidation.formElementIds` is what its check reads. A
 * check answers overridable messages (the user may confirm and submit) or refusals.
 */
const CHECKS = new Map<number, Check>([
  [
    1,
    // Another person with the same name and date of birth: likely the same person with a second account.
    // The user may be a different person of that name: overridable.
    async (db, { values, ownerUserId }) => {
      const first = values.get(PERSONAL.firstName)?.trim();
      const last = values.get(PERSONAL.lastName)?.trim();
      const born = values.get(PERSONAL.dateOfBirth)?.trim();
      if (!first || !last || !born || !/^\d{4}-\d{2}-\d{2}$/.test(born)) return [];
      const found = await sql<{ found: number }>`
        select 1 as found from user_profiles p join users u on u.id = p.user_id
        where p.date_of_birth = ${born}::date and lower(u.first_name) = lower(${first})
          and lower(u.last_name) = lower(${last}) and u.id <> ${ownerUserId}
        limit 1`.execute(db);
      return found.rows.length === 0
        ? []
        : [
            {
              formElementId: PERSONAL.lastName,
              message: PRE_SUBMISSION_TEXTS.duplicatePerson,
              severity: 'warning',
              overridable: true,
            },
          ];
    },
  ],
  [
    900,
    // The sample form: the same person's record of the same title (overridable: a second record may be
    // meant), and an end before the start (refused: no confirmation makes it right).
    async (db, { values, ownerUserId, recordId }) => {
      const messages: FormFailure[] = [];
      const title = values.get(SAMPLE.title)?.trim();
      if (title) {
        const found = await sql<{ found: number }>`
          select 1 as found from form_samples
          where user_id = ${ownerUserId} and lower(title) = lower(${title}) and id <> ${recordId ?? 0}
          limit 1`.execute(db);
        if (found.rows.length > 0)
          messages.push({
            formElementId: SAMPLE.title,
            message: PRE_SUBMISSION_TEXTS.duplicateRecord,
            severity: 'warning',
            overridable: true,
          });
      }
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
  ],
  ...RECORD_CHECKS,
]);

/** The form's pre-submission messages (none for a form without a configured check). */
export async function preSubmissionMessages(
  db: Db,
  formId: number,
  input: PreSubmissionInput,
): Promise<FormFailure[]> {
  return (await CHECKS.get(formId)?.(db, input)) ?? [];
}
