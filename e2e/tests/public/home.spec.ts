import { HOME_IMAGE_FADE_MS, HOME_IMAGE_STAGGER_MAX_MS } from '@registry/domain';
import { expect, test } from '../../support/fixtures.js';

test.describe('home and about', () => {
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
    // Each image is fully shown HOME_IMAGE_FADE_MS after its start: the first one, seconds after load.
    await expect(images.first()).toHaveCSS('opacity', '1', { timeout: HOME_IMAGE_FADE_MS + 2000 });
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

  test('the map crossfade never shows two maps at once (sampled in the browser through a transition)', async ({
    page,
  }) => {
    await page.goto('/');
    const images = page.getByTestId('home-map-image');
    await expect(images.first()).toHaveCSS('opacity', '1', { timeout: HOME_IMAGE_FADE_MS + 2000 });
    // From just before the second map starts until it is in: the first transition.
    const stagger = HOME_IMAGE_STAGGER_MAX_MS / ((await images.count()) - 1);
    const samples = await images.evaluateAll(
      (nodes, { until }) =>
        new Promise<number[][]>((resolve) => {
          const rows: number[][] = [];
          const started = performance.now();
          const timer = setInterval(() => {
            rows.push(nodes.map((node) => Number(getComputedStyle(node).opacity)));
            if (performance.now() - started > until) {
              clearInterval(timer);
              resolve(rows);
            }
          }, 50);
        }),
      { until: stagger + HOME_IMAGE_FADE_MS },
    );
    expect(samples.length).toBeGreaterThan(20);
    for (const row of samples) expect(row.filter((opacity) => opacity > 0.4).length).toBeLessThanOrEqual(1);
    // The second map did come in.
    expect(samples.some((row) => row[1]! > 0.9)).toBe(true);
  });

  test('the official-site notice tops every page for a state, and none for a deployment that is not one', async ({
    page,
    tenant,
  }) => {
    for (const path of ['/', '/about', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const notice = page.getByRole('region', { name: 'Official website notice' });
      if (tenant.officialSiteBanner === null) {
        await expect(notice).toHaveCount(0);
      } else {
        await expect(notice).toHaveText(tenant.officialSiteBanner.text);
        // The very top of the page, above the header.
        const box = await notice.boundingBox();
        expect(box?.y).toBe(0);
      }
    }
  });

  test('About leads from home to the about page', async ({ page, tenant, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About the Registry' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `About the ${tenant.productName}` }),
    ).toBeVisible();
    await expect(page.getByText(tenant.instructions.about)).toBeVisible();
    await checkA11y();
  });

  test('an unknown route goes home', async ({ page, tenant }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to the ${tenant.productName}` }),
    ).toBeVisible();
  });

  test("the navigation bar shows the tenant's logo and product name", async ({ page, tenant, checkA11y }) => {
    await page.goto('/about');
    const logo = page.getByRole('banner').getByRole('img', { name: tenant.logo.alt });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', tenant.logo.src);
    expect((await page.request.get(tenant.logo.src)).status()).toBe(200);
    await expect(page.getByRole('banner')).toContainText(tenant.productName);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await checkA11y();
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
