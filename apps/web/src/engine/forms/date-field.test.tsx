import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateField } from './date-field';
import { Controlled, makeElement, stateOf } from './test-elements';

function renderDate(subtype: 'date' | 'datetime', error: string | null = null) {
  const element = makeElement({ type: 'date', subtype, stimulus: 'Date of Birth', required: true });
  const onValue = vi.fn();
  const { container } = renderWithProviders(
    <Controlled<string | null>
      initial={null}
      onValue={onValue}
      render={(props) => <DateField element={element} state={stateOf(element)} error={error} {...props} />}
    />,
  );
  const input = container.querySelector('#form-element-7') as HTMLInputElement;
  return { input, onValue };
}

describe('DateField', () => {
  it('is a date input bounded 1900-01-01..2200-12-31 that reports YYYY-MM-DD', () => {
    const { input, onValue } = renderDate('date');
    expect(input.type).toBe('date');
    expect(input.min).toBe('1900-01-01');
    expect(input.max).toBe('2200-12-31');
    expect(input.required).toBe(true);
    expect(screen.getByLabelText(/Date of Birth/)).toBe(input);
    fireEvent.change(input, { target: { value: '1990-04-12' } });
    expect(onValue).toHaveBeenLastCalledWith('1990-04-12');
    expect(input.value).toBe('1990-04-12');
  });

  it('datetime is a local date and time input with the same bounds', () => {
    const { input, onValue } = renderDate('datetime');
    expect(input.type).toBe('datetime-local');
    expect(input.min).toBe('1900-01-01T00:00');
    expect(input.max).toBe('2200-12-31T23:59');
    fireEvent.change(input, { target: { value: '2026-11-23T09:30' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23T09:30');
  });

  it('shows its error inline and is described by it', () => {
    const { input } = renderDate('date', 'Please fill out this field.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill out this field.',
    );
  });
});
