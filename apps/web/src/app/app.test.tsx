import { TENANTS, publicTenant, type RegistryEnv, type TenantCode } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '../components/toast/toast-store';
import { en } from '../i18n/en';
import { createI18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { createSessionStore } from '../lib/session/session-store';
import { App } from './app';

function renderApp({
  tenant = 'al',
  environment = 'prod',
  closed = false,
  path = '/',
}: { tenant?: TenantCode; environment?: RegistryEnv; closed?: boolean; path?: string } = {}) {
  window.history.replaceState(null, '', path);
  const boot = { tenant: publicTenant(TENANTS[tenant]), environment, version: '2.4.0' };
  const toastStore = createToastStore({ network: en.toast.network, unknown: en.toast.unknown });
  const queryClient = createQueryClient((error) => toastStore.showError(error));
  const session = createSessionStore({
    storage: window.sessionStorage,
    queryClient,
    networkText: en.toast.network,
    onError: () => undefined,
  });
  return render(
    <App
      boot={boot}
      closed={closed}
      i18n={createI18n(boot.tenant)}
      queryClient={queryClient}
      toastStore={toastStore}
      session={session}
    />,
  );
}

describe('App', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the shell and the home page with the tenant’s terms', async () => {
    renderApp({ tenant: 'tn', environment: 'uat' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to the Tennessee Professional Archive of Learning',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('environment-bar').textContent).toContain('UAT environment');
    expect(screen.getByRole('img', { name: 'Tennessee Professional Archive of Learning' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe('Home | Tennessee Professional Archive of Learning'));
  });

  it('derives the navigation from the route table and keeps Log In', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('navigates to About and titles the tab after it', async () => {
    renderApp({ tenant: 'jh' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(
      within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', { name: 'About' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About the Early Childhood Workforce Registry' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who should use it' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About | Early Childhood Workforce Registry'));
  });

  it('sends an unmatched path home without a router warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to the/ })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    // React Router warns of a matched leaf without an element and of a path that matches no route.
    const logged = [...warn.mock.calls, ...error.mock.calls].map((call) => call.map(String).join(' '));
    expect(logged.filter((text) => /route|match/i.test(text))).toEqual([]);
  });

  it('rotates six map images with alternative texts', async () => {
    renderApp({ tenant: 'al' });
    await screen.findByRole('heading', { level: 1 });
    const images = screen.getAllByTestId('home-map-image');
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^\/tenants\/al\/map-\d\.svg$/);
      expect(image.getAttribute('alt')).toMatch(/\S/);
    }
  });

  it('shows the help desk in the footer', async () => {
    renderApp({ tenant: 'al' });
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer)
        .getByRole('link', { name: /helpdesk@al-registry.example.org/ })
        .getAttribute('href'),
    ).toBe('mailto:helpdesk@al-registry.example.org');
    expect(
      within(footer)
        .getByRole('link', { name: /\(334\) 555-0142/ })
        .getAttribute('href'),
    ).toBe('tel:+13345550142');
    expect(within(footer).getByText('Hours: 9am-4pm Central')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: /DHR Child Care Services/ })).toBeTruthy();
  });

  it('opens the footer’s document viewer and address modals', async () => {
    renderApp({ tenant: 'tn' });
    const footer = await screen.findByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('button', { name: 'FAQ' }));
    const faq = await screen.findByRole('dialog', { name: 'Frequently Asked Questions' });
    expect(within(faq).getByTitle('Frequently Asked Questions').getAttribute('src')).toBe(
      '/tenants/tn/docs/faq.pdf',
    );
    fireEvent.click(within(faq).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(footer).getByRole('button', { name: 'Address' }));
    const address = await screen.findByRole('dialog', { name: 'Mailing Address' });
    expect(address.textContent).toContain('505 Deaderick Street');
  });

  it('shows only the maintenance page in production while closed', () => {
    renderApp({ closed: true, environment: 'prod' });
    const page = screen.getByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Scheduled maintenance' })).toBeTruthy();
    expect(page.textContent).toContain('The registry is down for scheduled maintenance.');
    expect(
      within(page).getByRole('img', { name: 'Alabama Early Childhood Workforce Registry' }),
    ).toBeTruthy();
    expect(within(page).getByRole('link', { name: /helpdesk@al-registry.example.org/ })).toBeTruthy();
    expect(screen.queryByTestId('environment-bar')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('closed-page')).toBeNull();
  });

  it.each(['dev', 'sit', 'uat'] as const)('shows the closed page in %s while closed', (environment) => {
    renderApp({ closed: true, environment });
    const page = screen.getByTestId('closed-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'This training site is closed.' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  // The end-to-end suite's one closed server is prod (the maintenance page): the closed page of a test
  // environment is checked here, in another tenant, with what the e2e check asked of it.
  it('shows the closed page in a tn uat with its logo and help desk, and no way in', () => {
    renderApp({ tenant: 'tn', closed: true, environment: 'uat' });
    const page = screen.getByTestId('closed-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'This training site is closed.' }),
    ).toBeTruthy();
    expect(within(page).getByRole('img', { name: TENANTS.tn.logo.alt })).toBeTruthy();
    expect(within(page).getByText(TENANTS.tn.contact.helpDeskEmail)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Account' })).toBeNull();
    expect(screen.queryByTestId('environment-bar')).toBeNull();
  });
});
