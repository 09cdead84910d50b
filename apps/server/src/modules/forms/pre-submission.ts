import { PRE_SUBMISSION_TEXTS, type FormFailure } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PERSONAL } from './definitions/personal.js';

export interface PreSubmissionInput {
  /** The configured elements' values, by element id (trimmed). */
  values: ReadonlyMap<number, string | null>;
  /** The record being saved (null: a new one) and whose it is. */
  recordId: number | null;
  ownerUserId: number;
}

type Check = (db: Db, input: PreSubmissionInput) => Promise<FormFailure[]>;

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
]);

/** The form's pre-submission messages (none for a form without a configured check). */
export async function preSubmissionMessages(
  db: Db,
  formId: number,
  input: PreSubmissionInput,
): Promise<FormFailure[]> {
  return (await CHECKS.get(formId)?.(db, input)) ?? [];
}
