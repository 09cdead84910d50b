import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { getTenant, type RegistryEnv, type Tenant, type TenantCode } from '@registry/domain';
import { demoPassword } from './accounts.js';
import { untilLive } from './app-live.js';
import { TENANT_BLIND_TAG } from './tags.js';

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
  /** Checks the page with axe: no serious or critical violations, nor any of ENFORCED_RULES. */
  checkA11y: (page?: Page) => Promise<void>;
}

/**
 * Rules axe rates below serious that every page state must pass all the same: heading levels without
 * gaps (a best practice, 'moderate'), so a screen reader's list of headings is the page's outline.
 */
const ENFORCED_RULES = new Set(['heading-order']);

export const test = base.extend<RegistryFixtures & RegistryOptions>({
  // Every navigation of a test's page waits until the app is live (support/app-live.ts).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await untilLive(page);
      return response;
    };
    await use(page);
  },
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
      // What is fading in or out (a closing menu, an appearing message) is measured once it has settled:
      // axe reads the colours of half-transparent text mid-transition as too faint.
      // (A looping animation, a spinner, never settles and is not waited for.)
      await target.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page: target }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical' || ENFORCED_RULES.has(v.id),
      );
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };

/** The details of a tenant-blind test (support/tags.ts): `test(title, TENANT_BLIND, body)`. */
export const TENANT_BLIND = { tag: TENANT_BLIND_TAG };
