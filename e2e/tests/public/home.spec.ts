import { HOME_IMAGE_FADE_MS, HOME_IMAGE_STAGGER_MAX_MS, TEXTS } from '@registry/domain';
import type { Locator } from '@playwright/test';
import { mailedLink, uniqueEmail } from '../../support/accounts.js';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';

/**
 * The images' opacities at each of `times` (ms since the animations began), as the browser computes them:
 * every image's CSS animation is paused and moved to that instant, so the answer does not depend on how
 * busy the machine is.
 */
async function opacitiesAt(images: Locator, times: number[]): Promise<number[][]> {
  return images.evaluateAll((nodes, at) => {
    const animations = nodes.map((node) => node.getAnimations()[0]!);
    for (const animation of animations) animation.pause();
    return at.map((time) => {
      for (const animation of animations) animation.currentTime = time;
      return nodes.map((node) => Number(getComputedStyle(node).opacity));
    });
  }, times);
}

test.describe('home and about', () => {
  test('the public pages arrive as HTML that shows without JavaScript, and hydrate without a mismatch; the official-site notice tops every page for a state, and none for a deployment that is not one', async ({
    page,
    browser,
    tenant,
  }) => {
    const pages = [
      ['/', `Welcome to the ${tenant.productName}`],
      ['/about', `About`],
      ['/login', 'Log In'],
      ['/login/register', 'Create Account'],
      ['/login/forgot-password', 'Forgot Password'],
    ] as const;
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const [path, heading] of pages) {
      // The page itself carries the heading: the first paint waits for no script.
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(html).toContain(`data-prerendered="${path}"`);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(tenant.productName));
      // Every style the page computes while hydrating was on the page already (the pre-rendered styles
      // include what composed components register on the way): none is parsed and inserted again.
      const inserted = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
          .map((style) => style.sheet?.cssRules.length ?? 0)
          .reduce((sum, rules) => sum + rules, 0),
      );
      expect(inserted, `styles inserted while hydrating ${path}`).toBe(0);
      // The official-site notice (a test of its own before, with a page load of its own per page).
      const notice = page.getByRole('region', { name: 'Official website notice' });
      if (tenant.officialSiteBanner === null) {
        await expect(notice, path).toHaveCount(0);
      } else {
        await expect(notice, path).toHaveText(tenant.officialSiteBanner.text);
        // The very top of the page, above the header.
        const box = await notice.boundingBox();
        expect(box?.y, path).toBe(0);
      }
    }
    // After hydration the pages are live: a tab switch is the router's, without a reload.
    await page.goto('/login');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Create Account', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    // The form and grid engines' libraries (rich text editor, date pickers, the sanitizer, TanStack Table,
    // the MUI parts only signed-in pages use) come with those pages, never with the public pages (the
    // chunk groups of apps/web/vite.config.ts).
    expect(scripts.length).toBeGreaterThan(5);
    expect(
      scripts.filter((path) =>
        /\/assets\/(editor|pickers|mui-signed-in|dompurify|dynamic-form|table|grid|sync-store)-/.test(path),
      ),
    ).toEqual([]);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(page.url().replace(/\/login\/register$/, '/'));
    await expect(
      plain.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Create Account' }).first()).toBeVisible();
    await noScript.close();
  });

  test(
    'a pre-rendered page opened with a query (the confirmation link, the login flags, a prefill, a redirect) shows what it asks, with nothing logged',
    TENANT_BLIND,
    async ({ page, request, serverName }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      // The confirmation link of a registration mail (React logged error #418 there: the pre-rendered
      // /login has no notice, the link's first render has one).
      const email = uniqueEmail('hydrate');
      const registered = await request.post('/api/accounts', {
        data: {
          email,
          password: 'Journey2026!',
          confirmPassword: 'Journey2026!',
          firstName: 'Hana',
          lastName: 'Hydrate',
          acceptTerms: true,
        },
      });
      expect(registered.status()).toBe(201);
      const link = new URL(await mailedLink(serverName, email, '/login'));
      await page.goto(link.pathname + link.search);
      await expect(page.getByText('Your account is confirmed. You can now log in.')).toBeVisible();
      const userName = page.getByRole('textbox', { name: 'User name (e-mail)', exact: true });
      await expect(userName).toHaveValue(email);
      // The login form's other flags, the register prefill, and home with a redirect.
      await page.goto('/login?new=true');
      await expect(page.getByText(/confirmation e-mail has been sent/)).toBeVisible();
      await page.goto('/login?reset=true');
      await expect(page.getByText(TEXTS.passwordReset)).toBeVisible();
      await page.goto(`/login?email=${encodeURIComponent(email)}`);
      await expect(userName).toHaveValue(email);
      await page.goto('/login/register?email=ann%40example.org&fname=Ann&lname=Lee');
      await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ann');
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('ann@example.org');
      await page.goto('/?redirect=%2Fdashboard%2Fprofile%2Feducation');
      await expect(page.getByRole('link', { name: 'Log In' }).first()).toHaveAttribute(
        'href',
        '/login?redirect=%2Fdashboard%2Fprofile%2Feducation',
      );
      expect(problems).toEqual([]);
    },
  );

  test('home shows the headline, fading map images, Create Account and the welcome text', async ({
    page,
    tenant,
    checkA11y,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(tenant.productName));
    await expect(page.getByText(tenant.instructions.home)).toBeVisible();

    const images = page.getByTestId('home-map-image');
    expect(await images.count()).toBeGreaterThanOrEqual(5);
    const timings = await images.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        return { name: style.animationName, delay: parseFloat(style.animationDelay) * 1000 };
      }),
    );
    for (const timing of timings) expect(timing.name).not.toBe('none');
    const delays = timings.map((t) => t.delay);
    expect(Math.min(...delays)).toBe(0);
    expect(Math.max(...delays)).toBe(HOME_IMAGE_STAGGER_MAX_MS);
    expect(new Set(delays).size).toBe(delays.length);
    // Each image is fully shown HOME_IMAGE_FADE_MS after its start, not before (the browser's own animation,
    // moved to those instants).
    const stagger = HOME_IMAGE_STAGGER_MAX_MS / (delays.length - 1);
    const times = delays.flatMap((_, i) => [
      i * stagger + HOME_IMAGE_FADE_MS - 400,
      i * stagger + HOME_IMAGE_FADE_MS + 50,
    ]);
    const rows = await opacitiesAt(images, times);
    delays.forEach((_, i) => {
      expect(rows[2 * i]![i]).toBeLessThan(1);
      expect(rows[2 * i + 1]![i]).toBe(1);
    });
    for (const src of await images.evaluateAll((nodes) => nodes.map((n) => (n as HTMLImageElement).src))) {
      const answer = await page.request.get(src);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('<svg');
    }

    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/login/register',
    );
    await checkA11y();
  });

  test(
    'the map crossfade never shows two maps at once (the browser\u2019s animation stepped through a loop)',
    TENANT_BLIND,
    async ({ page }) => {
      await page.goto('/');
      const images = page.getByTestId('home-map-image');
      await expect(images.first()).toBeVisible({ timeout: 30_000 });
      const count = await images.count();
      const cycle = (HOME_IMAGE_STAGGER_MAX_MS / (count - 1)) * count;
      const times = Array.from({ length: Math.ceil((2 * cycle) / 50) }, (_, i) => i * 50);
      const rows = await opacitiesAt(images, times);
      rows.forEach((row, i) => {
        expect(
          row.filter((opacity) => opacity > 0.4).length,
          `at ${times[i]} ms: ${row.join(' ')}`,
        ).toBeLessThanOrEqual(1);
      });
      // Every map does come in, fully.
      for (let index = 0; index < count; index++) expect(rows.some((row) => row[index] === 1)).toBe(true);
    },
  );

  // One journey where there were three tests, each with a first page load of its own: an unknown route
  // goes home; About; the navigation bar's logo and product name; Home in the navigation bar. Home itself
  // is checked with axe by the test of its own above.
  test("an unknown route goes home; About leads from home to the about page; the navigation bar shows the tenant's logo and product name, and Home leads back", async ({
    page,
    tenant,
    checkA11y,
  }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'About the Registry' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `About the ${tenant.productName}` }),
    ).toBeVisible();
    await expect(page.getByText(tenant.instructions.about)).toBeVisible();
    const logo = page.getByRole('banner').getByRole('img', { name: tenant.logo.alt });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', tenant.logo.src);
    expect((await page.request.get(tenant.logo.src)).status()).toBe(200);
    await expect(page.getByRole('banner')).toContainText(tenant.productName);
    await checkA11y();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();
  });

  test('on a phone the navigation menu offers Log In', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const login = page.getByRole('menuitem', { name: 'Log In' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login');
    await checkA11y();
  });
});
