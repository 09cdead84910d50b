import type { EntityDefinition } from './types.js';

const profile = (column: string, kind: 'text' | 'date' | 'textArray' = 'text') => ({
  table: 'user_profiles',
  column,
  kind,
});

/**
 * Entity type 1, the user: the account's own columns (users) and the personal profile (user_profiles,
 * one row per user once the personal form was saved). The record is the person: its owner is itself.
 */
export const userEntity: EntityDefinition = {
  entityTypeId: 1,
  name: 'User',
  recordsTable: 'user_profiles',
  keys: { users: 'id', user_profiles: 'user_id' },
  owner: { table: 'users', column: 'id' },
  stamped: ['users', 'user_profiles'],
  createdOnSave: ['user_profiles'],
  properties: {
    firstName: { table: 'users', column: 'first_name', kind: 'text' },
    lastName: { table: 'users', column: 'last_name', kind: 'text' },
    email: { table: 'users', column: 'email', kind: 'text' },
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
  },
};
