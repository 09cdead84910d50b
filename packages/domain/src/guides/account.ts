// The guide's sections on the account: creating it, logging in, the first log-in, updated terms, logging
// out. Every role's guide has them.
import { CONFIRMATION_LINK_HOURS, IDLE_TIMEOUT_MS } from '../constants.js';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../sign-in.js';
import { TEXTS, acceptTheTerms } from '../texts.js';
import { passwordRules } from '../validation/accounts.js';
import type { GuideSection } from './types.js';
import { listOf } from './words.js';

/** The tenant's password rules in a sentence ('at least 8 characters and at least one number'). */
function passwordRulesSentence(rules: readonly string[]): string {
  // passwordRules ends with the confirmation's rule, which the step says in its own words.
  const own = rules.slice(0, -1).map((rule) => rule.charAt(0).toLowerCase() + rule.slice(1));
  return `It must have ${listOf(own)}.`;
}

export const ACCOUNT_SECTION: GuideSection = {
  id: 'account',
  heading: 'Your account',
  screens: ['register', 'login-form', 'forgot-password', 'reset-password'],
  blocks: ({ tenant }) => {
    const terms = tenant.labels.termsTitle;
    return [
      {
        paragraph:
          'You use the registry with your own account: your e-mail address is its user name. Create one once; ' +
          'it stays yours when you change jobs.',
      },
      { subheading: 'Creating your account' },
      {
        steps: [
          'On the home page, select Create Account.',
          'Enter your first name, last name and e-mail address.',
          'Choose a password and type it again under Confirm password. ' +
            passwordRulesSentence(passwordRules(tenant.passwordPolicy)),
          `Select View the ${terms}, read it to the end and select ${acceptTheTerms(terms)}.`,
          'Select Create Account.',
        ],
      },
      {
        paragraph:
          'The registry sends you an e-mail with a confirmation link. Open the link within ' +
          `${CONFIRMATION_LINK_HOURS} hours to confirm your account, then log in. If the e-mail does not ` +
          'arrive, look in your spam folder. If the link has expired, log in with your e-mail address and ' +
          'password and select Resend confirmation e-mail.',
      },
      { subheading: 'Logging in' },
      {
        steps: [
          'Select Log In at the top of the page.',
          'Enter your user name (your e-mail address) and your password, and select Log In.',
        ],
      },
      {
        paragraph:
          'After several failed attempts in a row, the registry asks you to wait a few minutes before you try ' +
          'again. After many, your account is locked: reset your password as below, or ask the help desk to ' +
          'unlock it.',
      },
      { subheading: 'Forgot your password?' },
      {
        steps: [
          'On the Log In page, select Forgot your password?',
          'On the Forgot Password page, enter the e-mail address of your account and select Send reset link.',
          `Open the link in the e-mail within ${CONFIRMATION_LINK_HOURS} hours. On the Reset Password page, ` +
            'enter your new password twice and select Reset Password.',
          'Log in with your new password.',
        ],
      },
    ];
  },
};

export const FIRST_LOG_IN_SECTION: GuideSection = {
  id: 'first-log-in',
  heading: 'Your first log-in, and updated terms',
  screens: ['profile-personal', 'accept-terms'],
  blocks: ({ tenant }) => {
    const terms = tenant.labels.termsTitle;
    return [
      {
        paragraph:
          'The first time you log in, the registry asks for your personal information before anything else.',
      },
      {
        steps: [
          'On Personal Information, fill in the form. Fields marked with an asterisk (*) are required.',
          'Select Save and Continue. The registry welcomes you; close the message.',
          'The registry then takes you through the other tabs of your profile, one step at a time. Add what ' +
            'applies to you, or select Continue to move on. After the last step your dashboard opens.',
        ],
      },
      {
        paragraph:
          `When the registry updates its ${terms}, you receive a notification, and the next time you log in ` +
          `the Updated ${terms} page opens first. Read the text, tick ${acceptTheTerms(terms)} and select ` +
          'Submit; the registry then opens as usual. Until you accept, you can only log out.',
      },
    ];
  },
};

export const LOGGING_OUT_SECTION: GuideSection = {
  id: 'logging-out',
  heading: 'Logging out',
  blocks: () => [
    {
      paragraph:
        'Select Logout at the top of the page when you are done, above all on a computer others use. On a ' +
        'phone, Logout is in the menu button (three lines) at the top right.',
    },
    {
      paragraph:
        `For your safety the registry logs you out after ${IDLE_TIMEOUT_MS / 60_000} minutes without ` +
        `activity and tells you: "${TEXTS.sessionExpired}" It also logs you out ` +
        `${SESSION_ABSOLUTE_LIFETIME_MS / 3_600_000} hours after you logged in. Log in again to go on; what ` +
        'you had not saved is lost.',
    },
  ],
};
