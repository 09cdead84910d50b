import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhoneField } from './phone-field';
import { Controlled, makeElement, stateOf } from './test-elements';

function renderPhone(initial: string | null = null) {
  const element = makeElement({ type: 'phone', subtype: null, stimulus: 'Phone', required: true });
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string | null>
      initial={initial}
      onValue={onValue}
      render={(props) => <PhoneField element={element} state={stateOf(element)} {...props} />}
    />,
  );
  return { input: screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement, onValue };
}

/** Types `text` as a browser would: the new value, then the caret where the edit left it. */
function type(input: HTMLInputElement, text: string, caret = text.length) {
  input.focus();
  // The prototype's setter, past React's value tracker, so the caret can be placed before the event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

describe('PhoneField', () => {
  it('applies the (###) ###-#### mask while typing and stores the masked text', () => {
    const { input, onValue } = renderPhone();
    expect(input.type).toBe('tel');
    expect(input.placeholder).toBe('(###) ###-####');
    type(input, '3');
    expect(input.value).toBe('(3');
    type(input, '(3345');
    expect(input.value).toBe('(334) 5');
    type(input, '(334) 5550142');
    expect(input.value).toBe('(334) 555-0142');
    expect(onValue).toHaveBeenLastCalledWith('(334) 555-0142');
    type(input, '(334) 555-01429');
    expect(input.value).toBe('(334) 555-0142');
  });

  it('takes pasted digits with other separators', () => {
    const { input } = renderPhone();
    type(input, '334.555.0142');
    expect(input.value).toBe('(334) 555-0142');
  });

  it('Backspace over a separator deletes the digit before it, and the caret stays in place', () => {
    const { input, onValue } = renderPhone('(334) 555-0142');
    // The caret was after '-' (position 10); Backspace removed the hyphen.
    type(input, '(334) 5550142', 9);
    expect(input.value).toBe('(334) 550-142');
    expect(onValue).toHaveBeenLastCalledWith('(334) 550-142');
    expect(input.selectionStart).toBe(8);
  });

  it('clearing it reports null', () => {
    const { input, onValue } = renderPhone('(334');
    type(input, '');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});
