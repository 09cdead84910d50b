import {
  APP_READY_ATTRIBUTE,
  DASHBOARD_MENU_SCROLL_PX,
  DOCUMENT_VIEWER_RELOAD_MS,
  IDLE_TIMEOUT_MS,
  TEXTS,
  acceptTheTerms,
  dashboardTitle,
  termsMustBeRead,
  type RoleName,
} from '@registry/domain';
import { demoAccounts } from '../../../apps/server/src/db/seeds/demo.js';
import { createUser, demoEmail, signInThroughForm, sql } from '../../support/accounts.js';
import type { Page } from '@playwright/test';
import { TENANT_BLIND, expect, test } from '../../support/fixtures.js';
import { signIn } from '../../support/sign-in.js';

/**
 * Signs in as the demo manager (admin guide) and opens the User Guide tile; the modal. `beforeOpening`
 * runs on the dashboard, just before the tile is clicked.
 */
async function openUserGuideAsManager(page: Page, password: string, beforeOpening?: () => Promise<void>) {
  await signIn(page, { email: demoEmail('manager'), password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await beforeOpening?.();
  await page
    .getByRole('button', { name: /User Guide/ })
    .first()
    .click();
  return page.getByRole('dialog');
}

test.describe('session and dashboard', () => {
  test(
    "a signed-in page is drawn before the app's script, and the app takes it over",
    TENANT_BLIND,
    async ({ page, browser, demoPassword }) => {
      await signIn(page, { email: demoEmail('manager'), password: demoPassword });
      await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
      // The same browser without JavaScript: what a phone shows before the script has arrived. The frame
      // of the role's dashboard (picked by the role cookie) and of a profile tab, inert.
      const before = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: new URL(page.url()).origin,
      });
      try {
        await before.addCookies(await page.context().cookies());
        const frame = await before.newPage();
        await frame.goto('/dashboard');
        await expect(frame.locator('#root [inert] h1')).toHaveText('Manager Dashboard');
        await frame.goto('/dashboard/profile/employment');
        await expect(frame.locator('#root [inert] h1')).toHaveText('Employment');
        await expect(frame.locator('#root [inert] nav[aria-label="Profile sections"]')).toBeAttached();
      } finally {
        await before.close();
      }
      // With JavaScript, the app draws over the frame: nothing inert is left, and the page works.
      await page.goto('/dashboard/profile/employment');
      await expect(page.getByRole('heading', { level: 1, name: 'Employment' })).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Add New' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  );

  test(
    "the app taking a signed-in page over paints nothing larger than the page's frame (the largest paint stays the frame's)",
    TENANT_BLIND,
    async ({ page, demoPassword }) => {
      await signIn(page, { email: demoEmail('professional'), password: demoPassword });
      await expect(page.getByRole('heading', { level: 1, name: /Dashboard/ })).toBeVisible();
      // A phone, and its order of arrival: the frame is painted, then the text face arrives, then the app's
      // script.
      await page.setViewportSize({ width: 412, height: 823 });
      // The page's largest paints, and when the app was ready, as the page saw them.
      await page.route(/\/assets\/.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.route(/\/assets\/(?!load-).*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript((readyAttribute) => {
        const seen: { paints: number[]; ready: number | null } = { paints: [], ready: null };
        (window as unknown as { registryPaints: typeof seen }).registryPaints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.paints.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver(() => {
          if (seen.ready === null && document.documentElement.hasAttribute(readyAttribute))
            seen.ready = performance.now();
        }).observe(document, { subtree: true, attributeFilter: [readyAttribute] });
      }, APP_READY_ATTRIBUTE);
      await page.goto('/dashboard/profile/employment');
      await expect(page.getByRole('heading', { level: 1, name: 'Employment' })).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
      const seen = await page.evaluate(
        () =>
          (window as unknown as { registryPaints: { paints: number[]; ready: number | null } })
            .registryPaints,
      );
      expect(seen.ready).not.toBeNull();
      expect(seen.paints.length).toBeGreaterThan(0);
      // Every largest paint came before the app was ready: the frame's, not the app's elements drawn anew.
      expect(Math.max(...seen.paints)).toBeLessThan(seen.ready!);
    },
  );

  // Every seeded role of every tenant lands on its dashboard under its title and instruction (the tenant's
  // texts). The rest is the same code in every tenant and is checked per role in al only: the tiles of the
  // route table (the User Guide, the profile), axe, and Logout. The tiles and guides per role and tenant
  // are the web's and the domain's unit tests (dashboard-page.test.tsx, dashboard.test.ts); each tenant's
  // dashboard is checked with axe in its theme by the user-dropdown test below.
  test('each seeded role lands on its dashboard with its title and instruction; in al with its tiles, axe and Logout too', async ({
    page,
    tenant,
    demoPassword,
    checkA11y,
  }) => {
    const accounts = demoAccounts(tenant).filter(
      (a) => (a.generalRoles.length === 1 || a.organizations.length > 0) && a.email !== demoEmail('multi'),
    );
    const whole = tenant.code === 'al';
    // A dashboard, its axe check and a logout per account: a budget per account (8 or 9 of them).
    test.setTimeout(accounts.length * 20_000);
    for (const account of accounts) {
      await signIn(page, { email: account.email, password: demoPassword });
      await expect(page).toHaveURL(/\/dashboard$/);
      const active: RoleName = account.organizations.some((o) => o.roles.includes('200'))
        ? '200'
        : (account.generalRoles[0] as RoleName);
      await expect(
        page.getByRole('heading', { level: 1, name: dashboardTitle(active, tenant) }),
      ).toBeVisible();
      const instruction =
        active === '100' || !(active in tenant.instructions.dashboard)
          ? null
          : tenant.instructions.dashboard[active as '200'];
      if (instruction) await expect(page.getByText(instruction)).toBeVisible();
      // tn and jh: the next account signs in over this one (signIn replaces the tab's session).
      if (!whole) continue;
      await expect(
        page
          .getByRole('button', { name: /User Guide/ })
          .or(page.getByRole('link', { name: /User Guide/ }))
          .first(),
      ).toBeVisible();
      // Tiles come from the route table: the profile is a dashboard route every role may open.
      await expect(page.getByRole('link', { name: /^Profile/ })).toBeVisible();
      await checkA11y();
      await page
        .getByRole('button', { name: 'Logout' })
        .or(page.getByRole('menuitem', { name: 'Logout' }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test(
    'the User Guide opens the guide of the active role; arrows scroll the guide menu',
    TENANT_BLIND,
    async ({ page, demoPassword, checkA11y }) => {
      // Narrow enough that the guides of al (five) overflow the menu, so its arrows have somewhere to go.
      await page.setViewportSize({ width: 480, height: 800 });
      const modal = await openUserGuideAsManager(page, demoPassword);
      await expect(modal.locator('iframe')).toHaveAttribute('src', /\/api\/file\/s\/admin-guide/);
      await checkA11y();

      const menu = modal.getByTestId('guide-menu');
      const scrollLeft = () => menu.evaluate((list) => list.scrollLeft);
      const firstGuideX = async () => (await menu.getByRole('link').first().boundingBox())!.x;
      const room = await menu.evaluate((list) => list.scrollWidth - list.clientWidth);
      expect(room).toBeGreaterThanOrEqual(DASHBOARD_MENU_SCROLL_PX);
      expect(await scrollLeft()).toBe(0);
      const before = await firstGuideX();

      await modal.getByRole('button', { name: 'Scroll the guides right' }).click();
      await expect.poll(scrollLeft).toBeCloseTo(DASHBOARD_MENU_SCROLL_PX, 0);
      expect(before - (await firstGuideX())).toBeCloseTo(DASHBOARD_MENU_SCROLL_PX, 0);

      await modal.getByRole('button', { name: 'Scroll the guides left' }).click();
      await expect.poll(scrollLeft).toBe(0);
      expect(await firstGuideX()).toBeCloseTo(before, 0);
    },
  );

  test(
    'the User Guide displays the guide in its frame, fetched once and not reloaded; Download saves it',
    TENANT_BLIND,
    async ({ page, demoPassword }) => {
      // The viewer's reload timer runs on the page's clock, stopped from just before the modal opens: the
      // time is moved on below instead of waited for. Under Playwright's clock the page's performance
      // entries are empty (the viewer's sign that a document arrived, the test's count of fetches): the
      // stopped clock keeps the timer from asking while the frame loads, and the fetches are counted from
      // the network.
      await page.clock.install();
      const fetches: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        // By the page or its frames (the browser's PDF viewer loads the document again for itself).
        const frame = request.frame();
        const byPage = frame === page.mainFrame() || frame.parentFrame() === page.mainFrame();
        if (byPage && path.startsWith('/api/file/s/')) fetches.push(path);
      });
      const modal = await openUserGuideAsManager(page, demoPassword, async () => {
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      });
      // The frame holds the PDF as a document the browser displays (an attachment would leave it blank).
      const guideFrame = () => page.frames().find((frame) => frame.url().endsWith('/api/file/s/admin-guide'));
      await expect
        .poll(async () => guideFrame()?.evaluate(() => document.contentType))
        .toBe('application/pdf');
      await expect(modal.getByRole('progressbar')).toBeHidden();
      await expect(modal.getByRole('link', { name: 'Admin Guide' })).toHaveAttribute('aria-current', 'true');
      // Longer than the viewer's reload interval: a displayed document is neither reloaded nor fetched again
      // by the page (the frame element stays; one fetch of the guide).
      await modal.locator('iframe').evaluate((frame) => frame.setAttribute('data-first', 'yes'));
      await page.clock.runFor(DOCUMENT_VIEWER_RELOAD_MS * 2 + 500);
      await expect(modal.locator('iframe')).toHaveAttribute('data-first', 'yes');
      expect(fetches).toEqual(['/api/file/s/admin-guide']);

      const download = page.waitForEvent('download');
      await modal.getByRole('link', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toMatch(/admin-guide\.pdf$/);
    },
  );

  // One sign-in of the user with several roles for the phone's header and panel, then the panel and its
  // role switch on a desktop (each was a test of its own, with a sign-in of its own).
  test('on a phone the header keeps the product name whole beside the user menu; general roles count no organizations; the user dropdown shows name, user name and the registry id; a user with several roles switches', async ({
    page,
    tenant,
    serverName,
    demoPassword,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, { email: demoEmail('multi'), password: demoPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
    const brand = page.getByText(tenant.productShortName, { exact: true }).filter({ visible: true });
    const userButton = page.getByRole('button', { name: "Mary-Kate O'Neil" }).filter({ visible: true });
    const brandBox = (await brand.boundingBox())!;
    const userBox = (await userButton.boundingBox())!;
    // The short name on one line, wholly left of the user menu.
    expect(brandBox.height).toBeLessThan(40);
    expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(userBox.x);
    await userButton.click();
    const phonePanel = page.getByRole('dialog', { name: 'My Account' });
    await expect(phonePanel).toContainText(demoEmail('multi'));
    // The Child Care Consultant / DHS Staff role is general: no "0 organizations" under it.
    const staffRole = phonePanel
      .getByTestId('role-switcher')
      .getByRole('button', { name: new RegExp(tenant.labels.staffRole) });
    await expect(staffRole).toBeVisible();
    await expect(staffRole).not.toContainText('organization');
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('role-switcher')).toHaveCount(0);

    // On a desktop (Playwright's default size), the panel and the role switch.
    await page.setViewportSize({ width: 1280, height: 720 });
    const [row] = await sql<{ registry_id: string }>(
      serverName,
      'SELECT registry_id FROM users WHERE lower(user_name) = $1',
      [demoEmail('multi')],
    );
    await page.getByTestId('user-menu-button').filter({ visible: true }).click();
    const panel = page.getByRole('dialog', { name: 'My Account' });
    await expect(panel).toContainText("Mary-Kate O'Neil");
    await expect(panel).toContainText(demoEmail('multi'));
    await expect(panel).toContainText(tenant.labels.userId);
    await expect(panel).toContainText(row!.registry_id);
    const switcher = panel.getByTestId('role-switcher');
    const staff = new RegExp(tenant.labels.staffRole);
    if (tenant.features.organizations) {
      // Signed in as the first organization role (spec 1 §4): director.
      await expect(switcher.getByRole('button', { name: /Director/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(switcher.getByRole('button', { name: /Director/ })).toContainText('1 organization');
      await expect(switcher.getByRole('button', { name: /EC Professional/ })).toContainText(
        '2 organizations',
      );
      await switcher.getByRole('button', { name: staff }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: dashboardTitle('350', tenant) }),
      ).toBeVisible();
      await page.getByTestId('user-menu-button').filter({ visible: true }).click();
      await page
        .getByTestId('role-switcher')
        .getByRole('button', { name: /Director/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: "Director's Dashboard" })).toBeVisible();
    } else {
      await expect(switcher.getByRole('button', { name: /EC Professional/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await switcher.getByRole('button', { name: staff }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: dashboardTitle('350', tenant) }),
      ).toBeVisible();
    }
    // The panel closes with a fade: checked once it is gone (out of the page), as a user sees the page.
    await expect(page.getByTestId('role-switcher')).toHaveCount(0);
    await checkA11y();
  });

  test('fifteen idle minutes end the session', TENANT_BLIND, async ({ page, request, serverName }) => {
    const user = await createUser(request, serverName, { prefix: 'idle', completeProfile: true });
    await page.clock.install();
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward(IDLE_TIMEOUT_MS + 10_000);
    const alert = page.getByRole('dialog', { name: TEXTS.sessionExpiredTitle });
    await expect(alert).toContainText(TEXTS.sessionExpired);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/redirect=%2Fdashboard/);
  });

  test(
    'leaving a page while its profile still loads keeps the session: the next page is signed in',
    TENANT_BLIND,
    async ({ page, request, serverName, tenant }) => {
      const user = await createUser(request, serverName, { prefix: 'leave', completeProfile: true });
      await signIn(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The next page's profile is slow to come (a busy server); the user goes on before it arrives.
      let asked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (asked = resolve));
      let leave: () => void = () => undefined;
      const left = new Promise<void>((resolve) => (leave = resolve));
      let first = true;
      await page.route('**/api/accounts', async (route) => {
        if (route.request().method() !== 'GET' || !first) return route.continue();
        first = false;
        asked();
        // The answer comes only once the user has gone on.
        await left;
        await route.continue().catch(() => undefined); // cut off by the navigation
      });
      await page.goto('/dashboard/messages');
      await held;
      await page.goto('/dashboard');
      leave();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByRole('heading', { level: 1, name: dashboardTitle('100', tenant) }),
      ).toBeVisible();
    },
  );

  test('terms pending: the user accepts the updated terms, then reaches the dashboard', async ({
    page,
    request,
    serverName,
    tenant,
    checkA11y,
  }) => {
    const user = await createUser(request, serverName, { prefix: 'terms', completeProfile: true });
    await sql(serverName, 'UPDATE users SET terms_accepted_at = NULL WHERE id = $1', [user.userId]);
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/accept-terms/${user.userId}`));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`/accept-terms/${user.userId}`));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(termsMustBeRead(tenant.labels.termsTitle))).toBeVisible();
    await checkA11y();
    await page.getByRole('checkbox', { name: acceptTheTerms(tenant.labels.termsTitle) }).check();
    await expect(page.getByText(termsMustBeRead(tenant.labels.termsTitle))).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const [row] = await sql<{ accepted: boolean }>(
      serverName,
      'SELECT terms_accepted_at IS NOT NULL AS accepted FROM users WHERE id = $1',
      [user.userId],
    );
    expect(row!.accepted).toBe(true);
  });
});
