import { FORM_TEXTS, validateElement } from '@registry/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateField, INCOMPLETE_DATE } from './date-field';
import { focusField } from './field-ids';
import { Controlled, makeElement, stateOf } from './test-elements';

interface Options {
  subtype?: 'date' | 'datetime';
  error?: string | null;
  initial?: string | null;
  readOnly?: boolean;
  rejected?: boolean;
}

function renderDate({ subtype = 'date', error = null, initial = null, readOnly, rejected }: Options = {}) {
  const element = makeElement({
    type: 'date',
    subtype,
    stimulus: 'Date of Birth',
    required: true,
    readOnly,
    rejected,
  });
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string | null>
      initial={initial}
      onValue={onValue}
      render={(props) => <DateField element={element} state={stateOf(element)} error={error} {...props} />}
    />,
  );
  const group = screen.getByRole('group', { name: /Date of Birth/ });
  return { element, group, onValue };
}

/** Types as a keyboard user does: each character into the part that has focus (it moves on by itself). */
function typeKeys(text: string) {
  for (const character of text) {
    fireEvent.input(document.activeElement!, { target: { textContent: character } });
  }
}

/** What the field shows, as MUI's hidden input holds it (MM/DD/YYYY, empty parts as letters). */
function shown() {
  return (document.getElementById('form-element-7') as HTMLInputElement).value;
}

function focusPart(name: string) {
  act(() => screen.getByRole('spinbutton', { name }).focus());
}

describe('DateField', () => {
  it('is a group named by its label with month, day and year parts; typed digits store YYYY-MM-DD', () => {
    const { group, onValue } = renderDate();
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual(['Month', 'Day', 'Year']);
    // The red asterisk of a required field beside the label.
    const label = document.getElementById(group.getAttribute('aria-labelledby')!)!;
    expect(label.textContent).toMatch(/^Date of Birth\s\*$/);
    focusPart('Month');
    typeKeys('04121990');
    expect(onValue).toHaveBeenLastCalledWith('1990-04-12');
    expect(shown()).toBe('04/12/1990');
    expect(
      screen.getByRole('button', { name: 'Choose date for Date of Birth, selected date is 04/12/1990' }),
    );
  });

  it('shows a stored date in its parts, and the arrow keys change the part that has focus', () => {
    const { onValue } = renderDate({ initial: '2026-02-28' });
    expect(shown()).toBe('02/28/2026');
    focusPart('Day');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith('2026-02-01');
  });

  it('datetime: month, day, year, hours, minutes and AM/PM; stored as the local YYYY-MM-DDTHH:mm', () => {
    const { group, onValue } = renderDate({ subtype: 'datetime' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual(['Month', 'Day', 'Year', 'Hours', 'Minutes', 'Meridiem']);
    focusPart('Month');
    typeKeys('112320260930P');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23T21:30');
    expect(shown()).toBe('11/23/2026 09:30 PM');
  });

  it('a date left partly typed is held as incomplete, which validation calls invalid, not missing', () => {
    const { element, onValue } = renderDate();
    focusPart('Month');
    typeKeys('0412');
    // The picker has no value yet: nothing is reported while the user is still typing.
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(document.activeElement!, { relatedTarget: document.body });
    expect(onValue).toHaveBeenLastCalledWith(INCOMPLETE_DATE);
    // What was typed stays on screen.
    expect(shown()).toBe('04/12/YYYY');
    const state = stateOf(element, { value: INCOMPLETE_DATE });
    const context = { activeRole: '100', now: new Date(), timeZone: 'America/Chicago' };
    expect(validateElement(element, state, new Map(), context)?.message).toBe(FORM_TEXTS.valueInvalid);
    // Finished later: the date.
    focusPart('Year');
    typeKeys('1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-04-12');
  });

  it('a part cleared from a whole date, and Enter pressed: incomplete at once, before the form submits', () => {
    const { onValue } = renderDate({ initial: '1990-04-12' });
    focusPart('Day');
    // Backspace empties the part's text (the browser's input event on the editable part).
    fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    expect(shown()).toBe('04/DD/1990');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith(INCOMPLETE_DATE);
  });

  it('moving between the parts is not leaving the field; emptying every part is empty', () => {
    const { onValue } = renderDate({ initial: '1990-04-12' });
    const [month, day] = screen.getAllByRole('spinbutton');
    fireEvent.blur(month!, { relatedTarget: day });
    expect(onValue).not.toHaveBeenCalled();
    for (const name of ['Month', 'Day', 'Year']) {
      focusPart(name);
      fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    }
    fireEvent.blur(document.activeElement!, { relatedTarget: document.body });
    expect(shown()).toBe('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('a date outside 1900..2200 is stored as typed, for validation to refuse', () => {
    const { onValue } = renderDate();
    focusPart('Month');
    typeKeys('01011850');
    expect(onValue).toHaveBeenLastCalledWith('1850-01-01');
  });

  it('opens a calendar from its labelled button, where a day is chosen with the keyboard', async () => {
    const { onValue } = renderDate({ initial: '1990-04-12' });
    fireEvent.click(screen.getByRole('button', { name: /^Choose date for Date of Birth/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('April 1990')).toBeTruthy();
    // Focus is on the chosen day; the arrow keys move it and Enter picks.
    expect(document.activeElement?.textContent).toBe('12');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('13');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith('1990-04-13');
    expect(shown()).toBe('04/13/1990');
  });

  it('shows its error inline; the group is marked invalid and described by the error and the rejected note', () => {
    const { group } = renderDate({ error: FORM_TEXTS.fillOutDate, rejected: true });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const ids = group.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toEqual(['form-element-7-helper-text', 'form-element-7-rejected']);
    expect(document.getElementById(ids[0]!)?.textContent).toBe('Please fill out this field.');
  });

  it('the error summary link moves focus to the first part', () => {
    renderDate();
    act(() => {
      expect(focusField(7)).toBe(true);
    });
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Month' }));
  });

  it('read-only: the parts are announced read-only and typing changes nothing', () => {
    const { onValue } = renderDate({ initial: '1990-04-12', readOnly: true });
    for (const part of screen.getAllByRole('spinbutton'))
      expect(part.getAttribute('aria-readonly')).toBe('true');
    focusPart('Month');
    typeKeys('05');
    expect(onValue).not.toHaveBeenCalled();
  });
});
