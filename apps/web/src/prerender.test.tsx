import {
  APP_READY_ATTRIBUTE,
  claimsForRole,
  EVERYONE_CLAIMS,
  PRERENDERED_ATTRIBUTE,
  TENANTS,
  publicTenant,
  type TenantCode,
} from '@registry/domain';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { createHydratingRouter } from './app/router';
import { createToastStore } from './components/toast/toast-store';
import type { BootInfo } from './lib/boot';
import { createI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { createSessionStore } from './lib/session/session-store';
import { prerenderablePaths, prerenderFrame, prerenderPage } from './prerender';

/**
 * The pre-rendered markup of every public page of every tenant hydrates in the browser as it is: the
 * same tree as main.tsx renders, no mismatch for React to recover from by rendering afresh.
 */
const cases = (Object.keys(TENANTS) as TenantCode[]).flatMap((code) =>
  prerenderablePaths(appRoutes, publicTenant(TENANTS[code])).map((path) => [code, path] as const),
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('pre-rendered pages', () => {
  it('cover home, about and the sign-in tabs, not the pages behind sign-in', () => {
    expect(prerenderablePaths(appRoutes, publicTenant(TENANTS.al))).toEqual([
      '/',
      '/about',
      '/login',
      '/login/register',
      '/login/forgot-password',
    ]);
  });

  it.each(cases)('%s %s hydrates without a mismatch', async (code, path) => {
    const boot: BootInfo = { tenant: publicTenant(TENANTS[code]), environment: 'uat', version: '1.2.3' };
    const page = await prerenderPage(boot, path);
    expect(page.title).toContain(boot.tenant.productName);
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const heading = container.querySelector('h1')?.textContent;
    expect(heading).toBeTruthy();
    // A pre-rendered form cannot be used before the script takes it over (it would submit natively).
    const forms = container.querySelectorAll('form');
    for (const form of forms) expect(form.querySelector('fieldset')?.disabled).toBe(true);

    // Not live until hydrated: the end-to-end tests wait for this mark before they click.
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const i18n = createI18n(boot.tenant);
    const toastStore = createToastStore({ network: 'network', unknown: 'unknown' });
    const queryClient = createQueryClient(() => undefined);
    const session = createSessionStore({
      storage: window.sessionStorage,
      queryClient,
      networkText: 'n',
      onError: () => undefined,
    });
    const router = await createHydratingRouter(boot.tenant, path);
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App
            boot={boot}
            closed={false}
            i18n={i18n}
            queryClient={queryClient}
            toastStore={toastStore}
            session={session}
            router={router}
          />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    // The page is live: the same heading, now React's.
    expect(container.querySelector('h1')?.textContent).toBe(heading);
    for (const form of container.querySelectorAll('form')) {
      expect(form.querySelector('fieldset')?.disabled).toBe(false);
    }
    expect(container.querySelectorAll('form')).toHaveLength(forms.length);
    session.dispose();
  });
});

describe('frames of signed-in pages', () => {
  const boot = (code: TenantCode): BootInfo => ({
    tenant: publicTenant(TENANTS[code]),
    environment: 'dev',
    version: '1.0.0',
  });

  it("draw a profile tab's tabs, heading and instruction, and no one's records", async () => {
    const frame = await prerenderFrame(boot('al'), '/dashboard/profile/employment', null, EVERYONE_CLAIMS);
    expect(frame.title).toBe('Employment | Alabama Early Childhood Workforce Registry');
    expect(frame.html).toContain('>Employment</h1>');
    expect(frame.html).toContain('Where you work and have worked.');
    expect(frame.html).toContain('aria-label="Profile sections"');
    // No grid: a frame has no user id, so no records are asked for or drawn.
    expect(frame.html).not.toContain('role="grid"');
    expect(frame.html).not.toContain('<table');
  });

  it('draw the dashboard of the role: its title and its tiles', async () => {
    const director = await prerenderFrame(boot('tn'), '/dashboard', '200', claimsForRole('200', TENANTS.tn));
    expect(director.html).toContain('Director&#x27;s Dashboard</h1>');
    expect(director.html).toContain('Staff Requests');
    const professional = await prerenderFrame(
      boot('tn'),
      '/dashboard',
      '100',
      claimsForRole('100', TENANTS.tn),
    );
    expect(professional.html).toContain('My Dashboard</h1>');
    expect(professional.html).not.toContain('Staff Requests');
  });
});
