import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { getTenant, type RegistryEnv, type Tenant, type TenantCode } from '@registry/domain';
import { demoPassword } from './accounts.js';

export interface RegistryOptions {
  /** The E2E_SERVERS entry this project runs against (its data folder and database). */
  serverName: string;
  tenantCode: TenantCode;
  registryEnv: RegistryEnv;
}

interface RegistryFixtures {
  tenant: Tenant;
  /**
   * The password of this server's demo accounts (see demoPassword). A test that asks for it is skipped on
   * a prod server, which seeds no demo accounts.
   */
  demoPassword: string;
  /** Checks the page with axe: no serious or critical violations. */
  checkA11y: (page?: Page) => Promise<void>;
}

export const test = base.extend<RegistryFixtures & RegistryOptions>({
  serverName: ['al', { option: true }],
  tenantCode: ['al', { option: true }],
  registryEnv: ['dev', { option: true }],
  tenant: async ({ tenantCode }, use) => {
    await use(getTenant(tenantCode));
  },
  demoPassword: async ({ serverName, registryEnv }, use) => {
    base.skip(registryEnv === 'prod', 'a prod server seeds no demo accounts');
    await use(demoPassword(serverName));
  },
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };
