import { EntityType, FormId, PRE_SUBMISSION_TEXTS, userPolicy } from '@registry/domain';
import {
  columnsOf,
  defineEntity,
  personEditScope,
  type EntityProperty,
} from '../../platform/entities/index.js';
import { PERSONAL, personalForm } from './personal.form.js';
import { markProfileCompleted, otherPersonNamed } from './profile.repository.js';
import { USERS_GRIDS } from './users-grids.js';

const account = columnsOf('users');
const profile = columnsOf('user_profiles');

/**
 * Entity type 1, the user: the account's own columns (users) and the personal profile (user_profiles, one
 * row per user once the personal form was saved; form 1). The record is the person: its owner is itself.
 * Only the person and the user managers who reach them see it (userPolicy). Its first save completes the
 * profile, which ends a new account's limited first-time login.
 */
export const userEntity = defineEntity({
  entityType: EntityType.User,
  name: 'User',
  recordsTable: 'user_profiles',
  keys: { users: 'id', user_profiles: 'user_id' },
  owner: { table: 'users', column: 'id' },
  stamped: ['users', 'user_profiles'],
  createdOnSave: ['user_profiles'],
  // A person's rows (a users grid) are the accounts themselves.
  rows: { table: 'users', id: 'id', owner: 'id', disabledAt: null, updatedAt: 'updated_at' },
  policy: userPolicy,
  scope: personEditScope,
  properties: {
    firstName: account('first_name'),
    lastName: account('last_name'),
    email: account('email'),
    middleName: profile('middle_name'),
    phone: profile('phone'),
    alternatePhone: profile('alternate_phone'),
    addressLine1: profile('address_line1'),
    addressLine2: profile('address_line2'),
    city: profile('city'),
    stateCode: profile('state_code'),
    zipCode: profile('zip_code'),
    countyFips: profile('county_fips'),
    dateOfBirth: profile('date_of_birth', 'date'),
    preferredLanguage: profile('preferred_language'),
    languagesSpoken: profile('languages_spoken', 'textArray'),
    ethnicity: profile('ethnicity'),
    races: profile('races', 'textArray'),
    gender: profile('gender'),
    genderDescription: profile('gender_description'),
    highestEducation: profile('highest_education'),
  } satisfies Record<string, EntityProperty>,
  forms: [personalForm],
  // Manage Users and Search Users (users-grids.ts): each with its own scope.
  grids: USERS_GRIDS,
  preSubmission: {
    // Another person with the same name and date of birth: likely the same person with a second account.
    // The user may be a different person of that name: overridable.
    [FormId.Personal]: async (db, { values, ownerUserId }) => {
      const firstName = values.get(PERSONAL.firstName)?.trim();
      const lastName = values.get(PERSONAL.lastName)?.trim();
      const dateOfBirth = values.get(PERSONAL.dateOfBirth)?.trim();
      if (!firstName || !lastName || !dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return [];
      if (!(await otherPersonNamed(db, { ownerUserId, firstName, lastName, dateOfBirth }))) return [];
      return [
        {
          formElementId: PERSONAL.lastName,
          message: PRE_SUBMISSION_TEXTS.duplicatePerson,
          severity: 'warning',
          overridable: true,
        },
      ];
    },
  },
  afterSave: async (trx, saved) => ({
    profileCompleted: await markProfileCompleted(trx, saved.recordId, saved.now),
  }),
});
