/** Accounts (spec 1 §3-§7): registration, confirmation, sign-in, passwords, the account steps and admin. */
export { createAccountAdminService } from './account-admin.service.js';
export { createAccountStepsService } from './account-steps.service.js';
export { registerAccountsRoutes } from './accounts.routes.js';
export { createCredentialsService } from './credentials.service.js';
export { createPasswordsService } from './passwords.service.js';
export { createRegistrationService } from './registration.service.js';
export { createSignInService } from './sign-in.service.js';
export { registerSignInRoutes } from './sign-in.routes.js';
export { createTermsChanges, TERMS_CHECK_MS, TERMS_NOTICE_KEY } from './terms-changes.js';
