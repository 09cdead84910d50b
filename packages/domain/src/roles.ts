/** General (account-level) roles a user may hold; spec 2 §6. */
export const GENERAL_ROLES = [
  '100',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
  'ApiUser',
  'AdminUser',
] as const;
export type GeneralRole = (typeof GENERAL_ROLES)[number];

/** Organization roles, held per organization through an employment record. */
export const ORGANIZATION_ROLES = ['100', '200'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Every role name that can be the active role. */
export type RoleName = GeneralRole | '200';

/** Role request action types of spec 1 §4 (role action ids 1, 2, 3, 4, 10 of §9). */
export const ROLE_ACTION = { Requested: 1, Approved: 2, Rejected: 3, Removed: 4, Withdrawn: 10 } as const;
