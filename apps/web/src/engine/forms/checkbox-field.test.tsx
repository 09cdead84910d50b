import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CheckboxField } from './checkbox-field';
import { Controlled, makeElement, stateOf } from './test-elements';

const choices = [
  { id: 'en', text: 'English', visible: true, sequence: 1 },
  { id: 'es', text: 'Spanish', visible: true, sequence: 2 },
  { id: 'fr', text: 'French', visible: true, sequence: 3 },
];

function renderBoxes(options: { error?: string; listed?: string[]; readOnly?: boolean } = {}) {
  const element = makeElement({
    type: 'checkbox',
    subtype: null,
    stimulus: 'Languages Spoken',
    required: true,
    readOnly: options.readOnly ?? false,
    choices,
  });
  const state = stateOf(element, options.listed ? { visibleChoiceIds: options.listed } : {});
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string[]>
      initial={[]}
      onValue={onValue}
      render={(props) => <CheckboxField element={element} state={state} error={options.error} {...props} />}
    />,
  );
  return { onValue };
}

describe('CheckboxField', () => {
  it('is a fieldset whose legend is the stimulus, with a red asterisk and the word for screen readers', () => {
    renderBoxes();
    const group = screen.getByRole('group', { name: /^Languages Spoken ?\(required\)$/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend [aria-hidden="true"]')?.textContent).toContain('*');
  });

  it('reports the ticked choices in the choices order', () => {
    const { onValue } = renderBoxes();
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(onValue).toHaveBeenLastCalledWith(['en', 'fr']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    expect(onValue).toHaveBeenLastCalledWith(['en']);
    expect((screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lists only the choices the rules left', () => {
    renderBoxes({ listed: ['es'] });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Spanish',
    ]);
  });

  it('shows its error, describing the fieldset; the first box takes the field id and is invalid', () => {
    renderBoxes({ error: 'One or more selections must be made for this field' });
    const group = screen.getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'One or more selections must be made for this field',
    );
    const first = screen.getByRole('checkbox', { name: 'English' });
    expect(first.id).toBe('form-element-7');
    expect(first.getAttribute('aria-invalid')).toBe('true');
  });

  it('read-only boxes cannot be changed', () => {
    renderBoxes({ readOnly: true });
    expect((screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement).disabled).toBe(true);
  });
});
