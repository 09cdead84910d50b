import { PRE_SUBMISSION_TEXTS, type FormFailure } from '@registry/domain';
import { sql } from 'kysely';
import type { PreSubmissionCheck, PreSubmissionInput } from '../../platform/entities/index.js';
import { hasOtherRecord } from './profile.repository.js';
import { dateOf, duplicateWarning, sameText, valueOf } from './profile-record.js';

/** An end before its start: refused, since no confirmation makes it right. */
export function endBeforeStart(
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

/**
 * A record of an organization from a start date (community service, membership): the same organization
 * from the same date is a possible duplicate; an end before the start is refused.
 */
export function sameOrganizationFrom(
  table: string,
  ids: { organizationName: number; startDate: number; endDate: number },
  message: string,
): PreSubmissionCheck {
  return async (db, input) => {
    const organization = valueOf(input, ids.organizationName);
    const start = dateOf(input, ids.startDate);
    const duplicate =
      organization !== null &&
      start !== null &&
      (await hasOtherRecord(
        db,
        table,
        input,
        sql<boolean>`${sameText('organization_name', organization)} and start_date = ${start}::date`,
      ));
    return [
      ...(duplicate ? [duplicateWarning(ids.organizationName, message)] : []),
      ...endBeforeStart(input, ids.startDate, ids.endDate),
    ];
  };
}
