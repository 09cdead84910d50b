import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Modal } from './modal';

/** jsdom lays nothing out: give every element the geometry of a body 1000px tall seen through 400px. */
function fakeScrollGeometry() {
  const spies = [
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(1000),
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

function scrollBodyTo(body: HTMLElement, top: number) {
  body.scrollTop = top;
  fireEvent.scroll(body);
}

describe('Modal', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = fakeScrollGeometry();
  });
  afterEach(() => restore());

  it('is labelled by its title and closes with Close', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal open title="Training Legend" onClose={onClose}>
        <p>Legend</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Training Legend' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the accept action disabled until the body is scrolled to its end; Close and Escape always leave', () => {
    const onClose = vi.fn();
    const onAccept = vi.fn();
    renderWithProviders(
      <Modal
        open
        title="User Agreement"
        onClose={onClose}
        requireScrollToEnd
        actions={({ scrolledToEnd, describedBy }) => (
          <button type="button" disabled={!scrolledToEnd} aria-describedby={describedBy} onClick={onAccept}>
            Accept
          </button>
        )}
      >
        <p>Long terms text</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'User Agreement' });
    const close = within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    const accept = within(dialog).getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    const body = within(dialog).getByText('Long terms text').parentElement!;

    // The text to read has focus at once, so Page Down scrolls it.
    expect(document.activeElement).toBe(body);
    expect(within(dialog).getByRole('region', { name: 'User Agreement' })).toBe(body);
    expect(close.disabled).toBe(false);
    expect(accept.disabled).toBe(true);
    expect(accept.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Scroll to the end to continue.').id,
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onAccept).not.toHaveBeenCalled();

    scrollBodyTo(body, 300);
    expect(accept.disabled).toBe(true);

    scrollBodyTo(body, 600);
    expect(accept.disabled).toBe(false);
    expect(within(dialog).queryByText('Scroll to the end to continue.')).toBeNull();

    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('counts a body too short to scroll as read', () => {
    restore();
    restore = fakeScrollGeometry();
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    renderWithProviders(
      <Modal open title="Short" onClose={() => undefined} requireScrollToEnd>
        <p>One line</p>
      </Modal>,
    );
    expect(screen.queryByText('Scroll to the end to continue.')).toBeNull();
  });

  it('does not count a short body as read while what it holds is loading, and checks again once loaded', async () => {
    restore();
    restore = fakeScrollGeometry();
    const height = vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    const { rerender } = renderWithProviders(
      <Modal
        open
        title="Terms"
        onClose={() => undefined}
        requireScrollToEnd
        actions={({ scrolledToEnd }) => <button disabled={!scrolledToEnd}>Accept</button>}
      >
        <div aria-busy="true">Loading…</div>
      </Modal>,
    );
    expect(screen.getByText('Scroll to the end to continue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    // The text arrives, long: it must be scrolled.
    height.mockReturnValue(1000);
    rerender(
      <Modal
        open
        title="Terms"
        onClose={() => undefined}
        requireScrollToEnd
        actions={({ scrolledToEnd }) => <button disabled={!scrolledToEnd}>Accept</button>}
      >
        <p>The whole text</p>
      </Modal>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    const body = screen.getByRole('region', { name: 'Terms' });
    scrollBodyTo(body, 600);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
  });
});
