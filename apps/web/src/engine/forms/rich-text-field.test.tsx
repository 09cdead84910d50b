import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextField } from './rich-text-field';
import { makeElement, stateOf } from './test-elements';

const element = makeElement({ type: 'richText', subtype: null, stimulus: 'Comments', required: true });

function renderRichText(error: string | null, attempt = 1, value: string | null = null) {
  return renderWithProviders(
    <RichTextField
      element={element}
      state={stateOf(element)}
      value={value}
      error={error}
      attempt={attempt}
      onChange={() => {}}
    />,
  );
}

describe('RichTextField (read-only until TipTap is installed)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the stored HTML cleaned, as a labelled read-only text box with the red asterisk', () => {
    renderRichText(null, 1, '<p><strong>Bold</strong> text</p><img src=x onerror="alert(1)">');
    const box = screen.getByRole('textbox', { name: /Comments/ });
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    expect(box.querySelector('img')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"]')?.textContent).toContain('*');
  });

  it("hides the 'Please fill out this field' warning after 5 seconds, and shows it again on the next attempt", () => {
    const { rerender } = renderRichText('Please fill out this field');
    const box = screen.getByRole('textbox', { name: /Comments/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill out this field',
    );
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Please fill out this field')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Please fill out this field')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('false');

    rerender(
      <RichTextField
        element={element}
        state={stateOf(element)}
        value={null}
        error="Please fill out this field"
        attempt={2}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByText('Please fill out this field')).not.toBeNull();
  });
});
