import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

describe('focus on a route change', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fakeApi({});
  });

  it('leaves focus alone on the first page, then moves it to the new page’s main heading', async () => {
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

  it('keeps focus that the new page placed inside its content', async () => {
    const app = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => app.router.navigate('/login'));
    const userName = await screen.findByLabelText(/User name/);
    userName.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(userName);
  });
});
