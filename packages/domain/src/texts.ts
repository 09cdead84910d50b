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
} as const;

/** '{terms title} must be viewed and accepted.' (spec 1 §5) */
export const termsMustBeViewed = (termsTitle: string): string => `${termsTitle} must be viewed and accepted.`;
/** 'I Accept the {terms}' (spec 2 Updated Terms) */
export const acceptTheTerms = (termsTitle: string): string => `I Accept the ${termsTitle}`;
/** '{terms} must be read and accepted.' (spec 2 §5) */
export const termsMustBeRead = (termsTitle: string): string => `${termsTitle} must be read and accepted.`;
/** 'The file {file} uploaded successfully.' (spec 3 §8) */
export const fileUploaded = (fileName: string): string => `The file ${fileName} uploaded successfully.`;
