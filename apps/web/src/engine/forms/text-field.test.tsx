import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TextElementField } from './text-field';
import { Controlled, makeElement, stateOf } from './test-elements';

function renderText(overrides: Parameters<typeof makeElement>[0] = {}, error: string | null = null) {
  const element = makeElement(overrides);
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string | null>
      initial={null}
      onValue={onValue}
      render={(props) => (
        <TextElementField element={element} state={stateOf(element)} error={error} {...props} />
      )}
    />,
  );
  return { onValue };
}

describe('TextElementField', () => {
  it('reports what is typed, and an emptied field as null', () => {
    const { onValue } = renderText();
    const input = screen.getByRole('textbox', { name: 'First Name' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Pat' } });
    expect(input.value).toBe('Pat');
    expect(onValue).toHaveBeenLastCalledWith('Pat');
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input.maxLength).toBe(180);
    expect(input.id).toBe('form-element-7');
  });

  it('shows a red asterisk on a required element, hidden from the accessible name, and marks it required', () => {
    renderText({ required: true });
    const input = screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    const asterisk = document.querySelector('.MuiFormLabel-asterisk');
    expect(asterisk?.textContent).toContain('*');
    expect(asterisk?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows its error inline, marked invalid and described by the message', () => {
    renderText({}, 'Please fill out this field');
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Please fill out this field');
  });

  it('textarea shows 5 rows', () => {
    renderText({ subtype: 'textarea' });
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).rows).toBe(5);
  });

  it('float and email subtypes', () => {
    renderText({ subtype: 'float', id: 1, stimulus: 'Hours' });
    renderText({ subtype: 'email', id: 2, stimulus: 'E-mail' });
    expect(screen.getByRole('textbox', { name: 'Hours' }).getAttribute('inputmode')).toBe('decimal');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).type).toBe('email');
  });

  it('read-only: focusable but not editable', () => {
    renderText({ readOnly: true });
    expect((screen.getByRole('textbox') as HTMLInputElement).readOnly).toBe(true);
  });
});
