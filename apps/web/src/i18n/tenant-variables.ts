import { HELP_DESK_HOURS, type PublicTenant } from '@registry/domain';

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The tenant's terms as i18next default variables: every text may say {{agency}}, {{productName}},
 * {{userIdLabel}} ... and gets the deployment's word without the caller passing it.
 */
export function tenantVariables(tenant: PublicTenant): Record<string, string> {
  return {
    productName: tenant.productName,
    productShortName: tenant.productShortName,
    stateName: tenant.stateName,
    serviceArea: tenant.serviceArea.name,
    agency: tenant.terms.agency,
    agencyTitle: capitalize(tenant.terms.agency),
    agencyPlural: tenant.terms.agencyPlural,
    program: tenant.terms.program,
    programPlural: tenant.terms.programPlural,
    userIdLabel: tenant.labels.userId,
    staffRole: tenant.labels.staffRole,
    termsTitle: tenant.labels.termsTitle,
    homeInstructions: tenant.instructions.home,
    aboutInstructions: tenant.instructions.about,
    hours: HELP_DESK_HOURS,
  };
}
