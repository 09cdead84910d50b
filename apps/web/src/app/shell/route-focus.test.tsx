import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';
import { RouteFocus, tabNavigation } from './route-focus';
import { MAIN_CONTENT_ID } from './skip-link';

// The app's pages load lazily; a busy machine needs more than a second for the first.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** A promise resolved from outside: what a page waits for (its code, its data). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A page whose heading mounts only when `until` has resolved, as on a page that loads its data first. */
function LatePage({ until, title }: { until: Promise<void>; title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void until.then(() => setReady(true));
  }, [until]);
  return ready ? <h1>{title}</h1> : <p>Loading</p>;
}

function Continue({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      Continue
    </button>
  );
}

function Tabbed() {
  return (
    <>
      <nav aria-label="Sections" {...tabNavigation}>
        <Link to="/tabs/one">One</Link>
        <Link to="/tabs/two">Two</Link>
      </nav>
      <Outlet />
      <Continue to="/tabs/two" />
    </>
  );
}

function DialogPage() {
  return (
    <>
      <h1>Behind the dialog</h1>
      <Dialog open aria-labelledby="opened-title">
        <DialogTitle id="opened-title">Opened by the page</DialogTitle>
        <button type="button" autoFocus>
          In the dialog
        </button>
      </Dialog>
    </>
  );
}

/** The shell's parts that matter here: a header link, the main region, RouteFocus; pages of each kind. */
function renderRoutes(late: Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>
              <Link to="/late">Late page</Link>
              <Link to="/plain">Plain page</Link>
            </header>
            <main id={MAIN_CONTENT_ID} tabIndex={-1}>
              <Outlet />
            </main>
            <RouteFocus />
          </>
        ),
        children: [
          { path: '/', element: <h1>Start</h1> },
          {
            path: '/late',
            element: <LatePage until={late} title="Arrived late" />,
          },
          { path: '/plain', element: <p>A page without a heading</p> },
          {
            path: '/field',
            element: (
              <>
                <h1>With a field</h1>
                <input aria-label="Focused by the page" autoFocus />
              </>
            ),
          },
          { path: '/dialog', element: <DialogPage /> },
          {
            path: '/tabs',
            element: <Tabbed />,
            children: [
              { path: 'one', element: <h1>Tab one</h1> },
              { path: 'two', element: <h1>Tab two</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const main = () => document.getElementById(MAIN_CONTENT_ID);
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('focus on a route change', () => {
  it('leaves focus alone on the first page, then moves it to the new page’s main heading', async () => {
    fakeApi({});
    const app = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);

    screen.getByRole('link', { name: 'About', hidden: false }).focus();
    await act(() => app.router.navigate('/about'));
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable from the script only: not a stop of the Tab order.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('from home, the header’s Log In lands on the Log In heading, inside the login screens’ frame', async () => {
    fakeApi({});
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    const logIn = screen.getAllByRole('link', { name: 'Log In' })[0]!;
    logIn.focus();
    fireEvent.click(logIn);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps focus that the new page placed inside its content', async () => {
    fakeApi({});
    const app = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => app.router.navigate('/login'));
    const userName = await screen.findByLabelText(/User name/);
    userName.focus();
    await nextFrame();
    expect(document.activeElement).toBe(userName);
  });

  it('waits for a heading that mounts late, however late, on the main region (never on nothing)', async () => {
    // The old wait gave up after 3 s by the clock (focus stayed on the main region): a slow phone's page
    // took longer. Here the clock runs past that while the page loads.
    const now = performance.now.bind(performance);
    let offset = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now() + offset);
    const late = deferred();
    const router = renderRoutes(late.promise);
    await screen.findByRole('heading', { name: 'Start' });

    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();
    fireEvent.click(link);
    await screen.findByText('Loading');
    await waitFor(() => expect(document.activeElement).toBe(main()));
    offset = 60_000;
    await nextFrame();
    await nextFrame();

    await act(async () => late.resolve());
    const heading = await screen.findByRole('heading', { name: 'Arrived late' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.pathname).toBe('/late');
  });

  it('a page without a heading focuses its main region at once', async () => {
    renderRoutes(deferred().promise);
    await screen.findByRole('heading', { name: 'Start' });
    const link = screen.getByRole('link', { name: 'Plain page' });
    link.focus();
    fireEvent.click(link);
    await screen.findByText('A page without a heading');
    // No wait of seconds for a heading that does not come.
    expect(document.activeElement).toBe(main());
  });

  it('leaves focus where the user moved it while the page was loading', async () => {
    const late = deferred();
    renderRoutes(late.promise);
    await screen.findByRole('heading', { name: 'Start' });
    fireEvent.click(screen.getByRole('link', { name: 'Late page' }));
    await waitFor(() => expect(document.activeElement).toBe(main()));
    const elsewhere = screen.getByRole('link', { name: 'Plain page' });
    elsewhere.focus();

    await act(async () => late.resolve());
    await screen.findByRole('heading', { name: 'Arrived late' });
    await nextFrame();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a control that stays on the screen (Continue under the tabs) hands focus to the new heading', async () => {
    const router = renderRoutes(deferred().promise);
    await act(() => router.navigate('/tabs/one'));
    const next = screen.getByRole('button', { name: 'Continue' });
    next.focus();
    fireEvent.click(next);
    const heading = await screen.findByRole('heading', { name: 'Tab two' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a tab keeps focus when it changes the route, as a tab does', async () => {
    const router = renderRoutes(deferred().promise);
    await act(() => router.navigate('/tabs/one'));
    const tab = screen.getByRole('link', { name: 'Two' });
    tab.focus();
    fireEvent.click(tab);
    await screen.findByRole('heading', { name: 'Tab two' });
    await nextFrame();
    expect(document.activeElement).toBe(tab);
  });

  it('keeps focus on a field the new page focused, and in a dialog it opened', async () => {
    const router = renderRoutes(deferred().promise);
    await screen.findByRole('heading', { name: 'Start' });
    await act(() => router.navigate('/field'));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Focused by the page' }));

    await act(() => router.navigate('/dialog'));
    const button = await screen.findByRole('button', { name: 'In the dialog' });
    await nextFrame();
    expect(document.activeElement).toBe(button);
  });
});

describe('focus in the profile’s tabs', () => {
  it('a tab keeps focus; Continue moves it to the next tab’s heading', async () => {
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      ...fakeGrid({
        columns: [gridColumn('institutionName', { columnName: 'Institution' })],
        rows: [gridRow(11, { institutionName: 'Auburn University' })],
      }),
    });
    renderAppAt('/dashboard/profile/education');
    await screen.findByRole('heading', { level: 1, name: 'Education' }, { timeout: 5000 });

    const tab = screen.getByRole('link', { name: '4. Certification/Credential' });
    tab.focus();
    fireEvent.click(tab);
    await screen.findByRole('heading', { level: 1, name: 'Certification/Credential' }, { timeout: 5000 });
    await nextFrame();
    expect(document.activeElement).toBe(tab);

    const next = screen.getByRole('button', { name: 'Continue' });
    next.focus();
    fireEvent.click(next);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Community Service' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
