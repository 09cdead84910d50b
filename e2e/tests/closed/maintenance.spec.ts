import { isTestEnvironment } from '@registry/domain';
import { expect, test } from '../../support/fixtures.js';

test.describe('closed site', () => {
  for (const path of ['/', '/about', '/dashboard']) {
    test(`every page shows the maintenance (prod) or closed (test environment) page: ${path}`, async ({
      page,
      tenant,
      registryEnv,
      checkA11y,
    }) => {
      await page.goto(path);
      if (isTestEnvironment(registryEnv)) {
        const closed = page.getByTestId('closed-page');
        await expect(closed.getByRole('heading', { name: 'This training site is closed.' })).toBeVisible();
        await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
      } else {
        const maintenance = page.getByTestId('maintenance-page');
        await expect(maintenance.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
        await expect(maintenance).toContainText('The registry is down for scheduled maintenance.');
      }
      await expect(page.getByRole('img', { name: tenant.logo.alt })).toBeVisible();
      await expect(page.getByText(tenant.contact.helpDeskEmail)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
      await checkA11y();
    });
  }
});
