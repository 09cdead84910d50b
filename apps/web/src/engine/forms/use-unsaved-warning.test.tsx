import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { useUnsavedWarning } from './use-unsaved-warning';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedWarning(dirty);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/login">Log in</Link>
    </>
  );
}

function setup(dirty: boolean, signedIn = true) {
  if (signedIn) {
    storeSession({ role: '100' });
    fakeApi({ 'GET /api/accounts': { body: profileOf() } });
  }
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Editor dirty={dirty} /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return router;
}

afterEach(() => window.sessionStorage.clear());

describe('useUnsavedWarning', () => {
  it('asks before leaving a dirty form, and stays on Cancel', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    expect(dialog.textContent).toContain('Are you sure you want to leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
  });

  it('leaves on OK', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask on the way to login, for a clean form, or when nobody is signed in', async () => {
    let router = setup(true);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    for (const [dirty, signedIn] of [
      [false, true],
      [true, false],
    ] as const) {
      window.sessionStorage.clear();
      document.body.innerHTML = '';
      router = setup(dirty, signedIn);
      await act(() => router.navigate('/elsewhere'));
      expect(router.state.location.pathname).toBe('/elsewhere');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
