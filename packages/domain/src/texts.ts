/** User-facing texts of the spec that rules in this package produce, exactly as the spec writes them. */
export const TEXTS = {
  errorTitle: 'Error',
  insufficientAccess: 'Insufficient access privileges',
  leaveRegistry: 'Are you sure you want to leave the registry?',
  leaveRegistryTitle: 'Confirmation Message',
  // Sign-in, confirmation and the session (spec 1 §2, §4, §5, §8).
  confirmationExpired:
    'Your confirmation link has expired. Please click here to request another confirmation email.',
  unableToConfirm: 'Unable to confirm account',
  invalidToken: 'Invalid token.',
  passwordReset: 'Your password has been reset.',
  profileError: 'error retrieving profile',
  profileUnavailable: 'profile not available',
  notFrontEnd: 'Account not authorized for front end login',
  noJwt: 'No Jwt Token',
  sessionExpired: 'Your session has expired due to inactivity.',
  sessionExpiredTitle: 'Session Expired',
  passwordNotValid: 'Password is not valid. See rules above.',
  unsavedTitle: 'Unsaved Data Warning',
  leaveWithoutSaving: 'Are you sure you want to leave without saving?',
  // File upload (spec 3 §5, §8).
  uploadFailed: 'The file could not be uploaded. Please refresh the page and try again.',
  deleteCannotBeUndone: 'This cannot be undone.',
  // The real-time hub (spec 3 §8).
  hubNetworkProblem: 'A network problem occurred. Please refresh your browser.',
} as const;

/** '{terms title} must be viewed and accepted.' (spec 1 §5) */
export const termsMustBeViewed = (termsTitle: string): string => `${termsTitle} must be viewed and accepted.`;
/** 'I Accept the {terms}' (spec 2 Updated Terms) */
export const acceptTheTerms = (termsTitle: string): string => `I Accept the ${termsTitle}`;
/** '{terms} must be read and accepted.' (spec 2 §5) */
export const termsMustBeRead = (termsTitle: string): string => `${termsTitle} must be read and accepted.`;
/** 'The file {file} uploaded successfully.' (spec 3 §8) */
export const fileUploaded = (fileName: string): string => `The file ${fileName} uploaded successfully.`;

/**
 * Profile records and their verification (spec 1 §4, §6; spec 3 §4). The first sentence of
 * directorsAskConsultant is the spec's (spec 1 §6); the rest are ours.
 */
export const RECORD_TEXTS = {
  lockedRequested:
    "This record cannot be changed while its verification is requested. It can be changed again once the program's director or designee returns it.",
  lockedVerified: 'This record is verified and can no longer be changed.',
  lockedSentViaApi: 'This record came from a registry session or another system and cannot be changed here.',
  alreadyVerified: 'This record is already verified.',
  alreadyRequested: 'Verification of this record has already been requested.',
  requestSentViaApi:
    'This record came from a registry session or another system; it needs no verification request.',
  requestDisabled: 'This record is disabled, so its verification cannot be requested.',
  requestNotOwner: 'Only the person whose record this is may request its verification.',
  notVerifiable: (entityTypeId: number) => `Records of entity type ${entityTypeId} are not verified.`,
  requested: 'Verification has been requested.',
  // The verifier's actions (spec 3 §4-§6; issue 22).
  viewBeforeDeciding: 'View the record before you approve or decline it.',
  declineNeedsComments: 'Please enter a comment saying why the record is declined.',
  mayNotVerify: 'You may not verify this record.',
  notThisPerson: "This record is not this person's.",
  verifyVerified: 'This record is already verified.',
  declineVerified: 'This record is verified; remove its verification before declining it.',
  declineDeclined: 'This record is already declined.',
  removeNotVerified: 'This record is not verified, so there is no verification to remove.',
  returnNotRequested: 'Only a record whose verification is requested can be returned.',
  verifiedDone: 'The record is verified.',
  declinedDone: 'The record is declined.',
  removedDone: 'The verification of the record is removed.',
  returnedDone: 'The record is returned to its owner, who may change it again.',
  bulkDeclined: (declined: number, skipped: number) =>
    `${declined} ${declined === 1 ? 'record was' : 'records were'} declined` +
    (skipped > 0
      ? `; ${skipped} ${skipped === 1 ? 'was' : 'were'} skipped: a record is declined once you have opened it ` +
        'with View, and only while it is neither verified nor declined.'
      : '.'),
} as const;

/**
 * A user whose active role is director (200) asks for verification: spec 1 §4 "told to ask the
 * consultant role", with the tenant's label of that role ('Child Care Consultant' in al, 'DHS Staff' in tn).
 */
export const directorsAskConsultant = (consultantLabel: string): string =>
  `Directors cannot request verification of their own records. Please ask your ${consultantLabel} to verify them.`;
