import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { TermsPanel } from './terms-panel';

/** The panel over a real query whose answer the test chooses. */
function Harness({ load, regionLabel }: { load: () => Promise<string>; regionLabel?: string }) {
  const terms = useQuery({ queryKey: ['terms-panel-test'], queryFn: load, retry: false });
  return <TermsPanel terms={terms} regionLabel={regionLabel} />;
}

describe('TermsPanel', () => {
  it('shows a spinner while the terms load', () => {
    renderWithProviders(<Harness load={() => new Promise<string>(() => undefined)} />);
    expect(screen.getByRole('progressbar', { name: en.common.loading })).toBeTruthy();
  });

  it('shows the text sanitized once it arrived', async () => {
    renderWithProviders(
      <Harness
        load={() => Promise.resolve('<h2>Use</h2><p>Be <strong>kind</strong>.</p><script>x()</script>')}
      />,
    );
    const text = await screen.findByTestId('terms-text');
    expect(text.querySelector('strong')?.textContent).toBe('kind');
    expect(text.querySelector('script')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the failure text of the request, or the network text when the server wasn't reached", async () => {
    const { unmount } = renderWithProviders(
      <Harness
        load={() => Promise.reject(new ApiError(404, "There is no configuration value named 'X'."))}
      />,
    );
    expect(await screen.findByText("There is no configuration value named 'X'.")).toBeTruthy();
    unmount();
    renderWithProviders(<Harness load={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    expect(await screen.findByText(en.toast.network)).toBeTruthy();
  });

  it('is a focusable region named by its label on a page, and no region of its own in a modal', async () => {
    const { unmount } = renderWithProviders(
      <Harness load={() => Promise.resolve('<p>Terms</p>')} regionLabel="User Agreement" />,
    );
    const region = await screen.findByRole('region', { name: 'User Agreement' });
    expect(region.tabIndex).toBe(0);
    await waitFor(() => expect(region.textContent).toBe('Terms'));
    unmount();
    renderWithProviders(<Harness load={() => Promise.resolve('<p>Terms</p>')} />);
    await screen.findByText('Terms');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
