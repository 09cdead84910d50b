import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DropdownField } from './dropdown-field';
import { Controlled, makeElement, stateOf } from './test-elements';

const counties = [
  { id: 'a', text: 'Autauga', visible: true, sequence: 1 },
  { id: 'b', text: 'Baldwin', visible: true, sequence: 2 },
  { id: 'c', text: 'Barbour', visible: true, sequence: 3 },
  { id: 'd', text: 'Bibb', visible: false, sequence: 4 },
  { id: 'e', text: 'Blount', visible: true, sequence: 5 },
];

function renderDropdown(
  options: { listed?: string[]; groups?: boolean; error?: string; readOnly?: boolean } = {},
) {
  const element = makeElement({
    type: 'dropdown',
    subtype: null,
    stimulus: 'County',
    required: true,
    readOnly: options.readOnly ?? false,
    choices: counties,
    choiceGroups: options.groups
      ? [
          { groupName: 'North', firstChoiceSequence: 2 },
          { groupName: 'South', firstChoiceSequence: 5 },
        ]
      : [],
  });
  const state = stateOf(element, options.listed ? { visibleChoiceIds: options.listed } : {});
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string | null>
      initial={null}
      onValue={onValue}
      render={(props) => <DropdownField element={element} state={state} error={options.error} {...props} />}
    />,
  );
  return { onValue, combobox: screen.getByRole('combobox', { name: /County/ }) };
}

describe('DropdownField', () => {
  it('lists only visible choices and reports the chosen id', () => {
    const { onValue, combobox } = renderDropdown();
    expect(combobox.id).toBe('form-element-7');
    expect(combobox.getAttribute('aria-required')).toBe('true');
    fireEvent.mouseDown(combobox);
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Autauga', 'Baldwin', 'Barbour', 'Blount']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Baldwin' }));
    expect(onValue).toHaveBeenLastCalledWith('b');
    expect(combobox.textContent).toBe('Baldwin');
  });

  it('lists choices under their groups, the unmatched ones under Ungrouped', () => {
    const { combobox } = renderDropdown({ groups: true });
    fireEvent.mouseDown(combobox);
    const listbox = screen.getByRole('listbox');
    expect(Array.from(listbox.children).map((item) => item.textContent)).toEqual([
      'None',
      'North',
      'Baldwin',
      'Barbour',
      'South',
      'Blount',
      'Ungrouped',
      'Autauga',
    ]);
  });

  it('selects the only choice the rules leave', () => {
    const { onValue, combobox } = renderDropdown({ listed: ['c'] });
    expect(onValue).toHaveBeenCalledWith('c');
    expect(combobox.textContent).toBe('Barbour');
  });

  it('shows its error inline and is described by it', () => {
    const { combobox } = renderDropdown({ error: 'Please fill out this field' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combobox.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill out this field',
    );
  });

  it('read-only: shows the value but does not open', () => {
    const { combobox } = renderDropdown({ listed: ['a', 'b'], readOnly: true });
    fireEvent.mouseDown(combobox);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens and chooses with the keyboard', () => {
    const { onValue, combobox } = renderDropdown();
    combobox.focus();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(listbox).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith('a');
  });
});
