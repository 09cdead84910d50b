import type { Tenant } from '@registry/domain';
import type { Insertable } from 'kysely';
import type { ConfigurationTable } from '../types.js';
import { termsAndConditionsHtml } from './terms-text.js';

export interface ConfigurationSeedInput {
  tenant: Tenant;
  /** PUBLIC_BASE_URL at first start. */
  publicBaseUrl: string;
}

/** The configuration keys the spec reads (spec 1 §7, spec 3 §7) with their starting values. */
export function configurationSeeds({
  tenant,
  publicBaseUrl,
}: ConfigurationSeedInput): Insertable<ConfigurationTable>[] {
  return [
    {
      key: 'TermsAndConditionsText',
      value: termsAndConditionsHtml(tenant),
      description: `The ${tenant.labels.termsTitle} every user accepts (HTML). Placeholder text until the state supplies its own.`,
    },
    {
      key: 'SplashScreen',
      value: `<p>Welcome to the ${tenant.productName}. Sign in to keep your professional records, trainings and messages in one place.</p>`,
      description: 'Welcome notice shown on the home page (HTML).',
    },
    {
      key: 'BaseUrl',
      value: publicBaseUrl,
      description: 'Public address of the registry, used in links sent by e-mail.',
    },
    {
      key: 'QuickSightEnabled',
      value: 'False',
      description: "'True' shows the dashboard analytics link.",
    },
    {
      key: 'PilotClosed',
      value: 'False',
      description:
        "'True' tells visitors that enrollment in the pilot has closed (GET /api/accounts/pilotcheck).",
    },
    {
      key: 'closed',
      value: 'False',
      description: "'True' closes the site: every page shows the maintenance page.",
    },
  ];
}
