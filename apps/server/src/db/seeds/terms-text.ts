import type { Tenant } from '@registry/domain';

/**
 * The terms the user accepts (configuration key TermsAndConditionsText). PLACEHOLDER CONTENT: a realistic
 * text so the acceptance flow can be built and tested; the state replaces it with its own approved terms
 * (an administrator edits the configuration row; the seed never overwrites it).
 */
export function termsAndConditionsHtml(tenant: Tenant): string {
  const { productName, stateName } = tenant;
  const { termsTitle, userId } = tenant.labels;
  const { helpDeskEmail } = tenant.contact;
  return [
    `<!-- Placeholder content: replace with the ${termsTitle} approved by the state. -->`,
    `<h2>${productName} ${termsTitle}</h2>`,
    `<p>Please read this ${termsTitle} carefully. By creating an account or using the ${productName} (the "Registry") you agree to it. If you do not agree, do not use the Registry.</p>`,
    `<h3>1. Purpose of the Registry</h3>`,
    `<p>The Registry keeps the professional records of the early childhood workforce of ${stateName}: employment, education, credentials, training and professional development. Directors, agency staff and administrators use these records to verify qualifications and to meet licensing and quality requirements.</p>`,
    `<h3>2. Your account</h3>`,
    `<p>You are responsible for the accuracy of the information you enter and for keeping your password secret. Your account and ${userId} are for your use only; do not share them. Tell us at once at ${helpDeskEmail} if you believe someone else has used your account.</p>`,
    `<h3>3. Accurate records</h3>`,
    `<p>Records you submit may be reviewed and verified. Entering false or misleading information, or documents that are not yours, may lead to the removal of records, the suspension of your account and a report to the licensing authority.</p>`,
    `<h3>4. Who may see your information</h3>`,
    `<p>Your records are visible to you, to the directors of the organizations where you hold a verified role, and to authorized staff of the Registry and the state agencies it serves, for verification, licensing, reporting and workforce planning. Summary data without names may be published. Your information is not sold.</p>`,
    `<h3>5. Messages and notices</h3>`,
    `<p>The Registry sends account notices, verification results and messages to the e-mail address on your account and to your Registry inbox. Keep your e-mail address current.</p>`,
    `<h3>6. Acceptable use</h3>`,
    `<p>Do not attempt to access records that are not yours, to interfere with the Registry, or to use it for any unlawful purpose. Access may be logged and monitored.</p>`,
    `<h3>7. Changes</h3>`,
    `<p>This ${termsTitle} may change. When it does, you will be asked to read and accept the new version before you continue to use the Registry.</p>`,
    `<h3>8. Contact</h3>`,
    `<p>Questions about this ${termsTitle}: ${helpDeskEmail}.</p>`,
  ].join('\n');
}
