import { FORM_TEXTS } from './forms/texts.js';

const waitFor = (minutes: number) => (minutes === 1 ? 'a minute' : `${minutes} minutes`);

/**
 * Error texts the server answers with (DESIGN §3 "Texts": server strings live here). The web shows them
 * as they are, following the client's error rule (spec 1 §8).
 */
export const API_ERRORS = {
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** Every database connection stayed busy past the pool's wait (a burst, say a popular session opening). */
  busy: 'The registry is very busy right now. Please try again in a few seconds.',
  /** A request the server could not read (bad percent-encoding, a malformed request line or header). */
  malformedRequest: 'The request could not be read.',
  requestTimeout: 'The request took too long to arrive.',
  databaseUnavailable: 'The database is not reachable.',
  webAppNotBuilt: 'The web app is not built. Run `npm run build -w apps/web` (or `npm start`), then reload.',
  unknownField: (field: string) => `${field} is not a known field.`,
  configurationKeyUnknown: (key: string) => `There is no configuration value named '${key}'.`,

  // Sessions and permissions.
  notSignedIn: 'You are not signed in, or your session has ended. Please sign in again.',
  notAllowed: 'You do not have permission to do this.',
  notYourAccount: 'You may do this only for your own account.',
  roleNotHeld: 'You do not hold this role.',
  roleNotManageable: 'You may not manage this role.',
  /** Separation of duties (issue 22): no one adds a role to their own account. */
  roleSelfGrant: 'You cannot grant a role to yourself. Another administrator must grant it.',
  roleUnknown: 'There is no such role.',
  userNotFound: 'There is no such user.',
  documentNotFound: 'There is no such document.',

  // Uploaded files (spec 3 §5 "File upload"; the spec's texts exactly, the rest ours).
  fileTypeNotSupported: (type: string) => `The file type "${type}" is not supported`,
  fileNameTaken: (name: string) => `A file with the name "${name}" has already been uploaded`,
  fileSetFull: 'Only one file can be uploaded to this record',
  fileMissing: FORM_TEXTS.selectFile,
  fileEmpty: 'The file is empty.',
  fileTooLarge: (limit: string) => `The file is larger than the limit of ${limit}.`,
  fileUnreadable: 'The upload could not be read. Send the file as multipart/form-data.',
  fileNotFound: 'There is no such file.',
  fileElementUnknown: 'There is no such file upload field.',
  fileElementMismatch: 'The file upload field does not belong to this entity type.',
  fileSetMismatch: 'The file set belongs to another field.',
  fileFieldRepeated: (field: string) => `${field} must be sent once.`,
  /** The person's files in all would pass UPLOAD_QUOTA_MB (issue 20). */
  uploadQuotaExceeded: (quota: string) =>
    `This file does not fit in the ${quota} of files a person's records may hold. Delete files that are no longer needed, then upload it again.`,

  // Registration, confirmation and sign-in.
  emailTaken: 'An account with this e-mail already exists.',
  credentials: 'The user name or password is incorrect.',
  unconfirmed:
    'Your account has not been confirmed. Check your e-mail for the confirmation link, or request a new one.',
  locked: (helpDeskEmail: string) =>
    `Your account is locked after too many failed sign-in attempts. Reset your password, or contact the help desk (${helpDeskEmail}) to unlock it.`,
  alreadyConfirmed: 'This account is already confirmed. You can sign in.',
  /** The same for every user name, known or not: it names neither the account nor the count. */
  signInThrottled: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again, or reset your password.`,

  /** Reset mails asked for one address (known or not: the same answer), past the hourly limit. */
  resetMailsThrottled: (minutes: number) =>
    `Too many password reset requests for this e-mail address. Please wait ${waitFor(minutes)} and try again.`,
  /** Wrong mailed codes (confirmation, password reset) past the limit, per account or client address. */
  codeGuessThrottled: (minutes: number) =>
    `Too many invalid codes. Please wait ${waitFor(minutes)} and try again, or use the link in your most recent e-mail.`,

  // The real-time hub's answers to a client event (ours; the web shows them as an error toast, spec 3 §8).
  hubPayloadInvalid: 'The request to the message hub is not valid.',
  hubOwnGroupOnly: 'You can join only your own group.',
  hubLeaveOwnGroupOnly: 'You can leave only your own group.',
} as const;

/** Texts of plain successes (`{ message }`). */
export const API_MESSAGES = {
  confirmationSent: 'A new confirmation e-mail has been sent. The link expires in 24 hours.',
  resetRequested:
    'If an account exists for this e-mail address, we have sent it a link to reset the password. The link expires in 24 hours.',
  passwordReset: 'Your password has been reset.',
  unlocked: 'The account has been unlocked.',
  emailChanged: 'The e-mail address has been changed.',
  accountConfirmed: 'The account has been confirmed.',
  welcomed: 'The welcome e-mail has been sent.',
  alreadyWelcomed: 'The welcome e-mail was sent before.',
  seeded: 'The account is ready.',
  fileDeleted: 'The file has been deleted.',
  /** The answer to every well-formed registration, new address or taken (a taken one's owner is mailed). */
  registered:
    'Thank you for registering. We have sent a confirmation e-mail; the link expires in 24 hours. If you do not see it, check your spam folder.',
} as const;

/** The notice of GET /api/accounts/pilotcheck when the configuration key PilotClosed is 'True'. */
export const PILOT_CLOSED_NOTICE =
  'Enrollment in the pilot closed on September 1, 2022. New accounts are no longer accepted for the pilot.';
