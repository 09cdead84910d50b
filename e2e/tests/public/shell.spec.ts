import { environmentBar } from '@registry/domain';
import { untilLive } from '../../support/app-live.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';

test.describe('page shell', () => {
  test('every element the keyboard reaches shows the focus ring; a route change moves focus to the heading', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (element === null || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          what: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
          field: element.tagName === 'INPUT' || element.tagName === 'TEXTAREA',
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      });
      if (focused === null || focused.field) continue;
      seen.add(focused.what);
      // A 3 px ring (WCAG 2.4.7; 2.4.13 asks for at least 2 px), not MUI's pale ripple alone.
      expect(focused.style, focused.what).toBe('solid');
      expect(focused.width, focused.what).toBeGreaterThanOrEqual(2);
    }
    // Links, buttons and the navigation were all reached.
    expect(seen.size).toBeGreaterThan(8);

    // A route change: the keyboard continues from the new page's heading.
    await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
  });

  test('an unknown path goes home, with nothing logged to the console', TENANT_BLIND, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(error.message));
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to the/ })).toBeVisible();
    // A path below a known route is just as unknown.
    await page.goto('/about/nothing');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to the/ })).toBeVisible();
    expect(logged).toEqual([]);
  });

  // One page load for what the top bar and the footer show in the tenant (each was a test of its own, a
  // page load each): the environment bar, the help desk, the three documents and the two modals.
  test('the environment bar shows REGISTRY_ENV, with the training-only warning on sit and uat; the footer shows the help desk, opens its documents in a viewer and its Partners and Address in modals', async ({
    page,
    registryEnv,
    tenant,
    checkA11y,
  }) => {
    await page.goto('/');
    const bar = page.getByTestId('environment-bar');
    const expected = environmentBar(registryEnv);
    await expect(bar).toContainText(expected.label);
    if (expected.warning) await expect(bar).toContainText(expected.warning);
    else await expect(bar).not.toContainText('training');
    expect(['sit', 'uat'].includes(registryEnv)).toBe(expected.warning !== null);

    // The help desk and its hours.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: tenant.contact.helpDeskEmail })).toHaveAttribute(
      'href',
      `mailto:${tenant.contact.helpDeskEmail}`,
    );
    await expect(footer.getByRole('link', { name: tenant.contact.helpDeskPhone })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(footer).toContainText('9am-4pm Central');

    // Each document opens in the viewer, a PDF the server answers, with Download. The viewer is one
    // component whatever the document: axe checks it once.
    const documents = [
      ['Workforce Report', 'Early Childhood Workforce Report'],
      ['Training Legend', 'Training Legend'],
      ['FAQ', 'Frequently Asked Questions'],
    ] as const;
    for (const [index, [button, title]] of documents.entries()) {
      await footer.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog, button).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame, button).toHaveAttribute('src', /\.pdf/);
      const src = (await frame.getAttribute('src'))!.split('#')[0]!;
      const pdf = await page.request.get(src);
      expect(pdf.status(), button).toBe(200);
      expect(pdf.headers()['content-type'], button).toContain('application/pdf');
      await expect(dialog.getByRole('link', { name: 'Download' }), button).toBeVisible();
      if (index === 0) await checkA11y();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog, button).toBeHidden();
    }

    // Partners and Address.
    await footer.getByRole('button', { name: 'Partners' }).click();
    const partners = page.getByRole('dialog', { name: 'Partners' });
    for (const partner of tenant.contact.partners) await expect(partners).toContainText(partner.name);
    await checkA11y();
    await partners.getByRole('button', { name: 'Close' }).click();
    await expect(partners).toBeHidden();
    await footer.getByRole('button', { name: 'Address' }).click();
    const address = page.getByRole('dialog', { name: 'Mailing Address' });
    for (const line of tenant.contact.address) await expect(address).toContainText(line);
  });

  test('a link out of the registry asks before leaving', TENANT_BLIND, async ({ page, context, tenant }) => {
    await page.goto('/');
    const resource = tenant.contact.resources[0]!;
    const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(resource.label) });

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation Message' });
    await expect(dialog).toContainText('Are you sure you want to leave the registry?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(context.pages()).toHaveLength(1);

    // This machine has no internet: the outside site answers from here, so the new tab really loads.
    await context.route(`${new URL(resource.href).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Outside</title><p>Outside the registry</p>' }),
    );
    await link.click();
    const popup = context.waitForEvent('page');
    await page
      .getByRole('dialog', { name: 'Confirmation Message' })
      .getByRole('button', { name: 'OK' })
      .click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(resource.href);
    await expect(opened.getByText('Outside the registry')).toBeVisible();
    await opened.close();
  });

  test(
    'old Internet Explorer gets the unsupported-browser notice',
    TENANT_BLIND,
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
      });
      const page = await context.newPage();
      await page.goto('/');
      // A page of a context of its own: its goto does not wait for the app (the test's page does).
      await untilLive(page);
      await expect(page.getByRole('dialog', { name: 'Your browser is not supported' })).toBeVisible();
      await context.close();
    },
  );

  test('a current browser gets no unsupported-browser notice', TENANT_BLIND, async ({ page, tenant }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
