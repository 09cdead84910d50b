import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchField } from './search-field';
import { Controlled, makeElement, stateOf } from './test-elements';
import type { AutocompleteItem, PeerValue } from './types';
import { SEARCH_DELAY_MS } from './use-search';

/** A search whose answers the test releases one by one, in any order. */
function controlledSearch() {
  const calls: {
    text: string;
    peers: PeerValue[];
    answer: (items: AutocompleteItem[]) => void;
    fail: () => void;
  }[] = [];
  const search = vi.fn(
    (text: string, peers: PeerValue[]) =>
      new Promise<AutocompleteItem[]>((resolve, reject) => {
        calls.push({ text, peers, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { search, calls };
}

function renderSearch(options: { peers?: PeerValue[]; error?: string; initial?: string | null } = {}) {
  const { search, calls } = controlledSearch();
  const element = makeElement({
    type: 'entityCrossReference',
    subtype: null,
    stimulus: 'Agency',
    required: true,
  });
  const onValue = vi.fn();
  renderWithProviders(
    <Controlled<string | null>
      initial={options.initial ?? null}
      onValue={onValue}
      render={(props) => (
        <SearchField
          element={element}
          state={stateOf(element)}
          error={options.error}
          search={search}
          peerValues={options.peers}
          valueLabel={options.initial ? 'Sunshine Academy' : null}
          {...props}
        />
      )}
    />,
  );
  const input = screen.getByRole('combobox', { name: /Agency/ }) as HTMLInputElement;
  return { search, calls, onValue, input };
}

async function typeText(input: HTMLInputElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
  });
}

const status = () => screen.getByTestId('search-status-7').textContent;

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for two characters before searching', async () => {
    const { search, input } = renderSearch();
    await typeText(input, 'a');
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole('presentation').textContent).toContain(
      'Two or more characters are required for search',
    );
    expect(status()).toBe('Two or more characters are required for search');
    await typeText(input, 'ab');
    expect(search).toHaveBeenCalledWith('ab', []);
  });

  it('searches with any text when a peer value is present, sending the peers', async () => {
    const peers = [{ propertyId: 'countyId', value: '12' }];
    const { search, input } = renderSearch({ peers });
    await typeText(input, 'a');
    expect(search).toHaveBeenCalledWith('a', peers);
  });

  it('normalises smart quotes, bullets and em dashes before searching', async () => {
    const { search, input } = renderSearch();
    await typeText(input, '\u2022 O\u2019Brien\u2014Smith');
    expect(search).toHaveBeenCalledWith("O'Brien-Smith", []);
  });

  it('shows only the latest request answer; an older answer arriving late is ignored', async () => {
    const { calls, input } = renderSearch();
    await typeText(input, 'su');
    await typeText(input, 'sun');
    expect(calls.map((call) => call.text)).toEqual(['su', 'sun']);
    await act(async () => calls[1]!.answer([{ key: '2', value: 'Sunshine Academy' }]));
    await act(async () => calls[0]!.answer([{ key: '9', value: 'Sugar Hill' }]));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sunshine Academy']);
    expect(status()).toBe('1 match found.');
  });

  it('chooses with the keyboard and stores the key', async () => {
    const { calls, input, onValue } = renderSearch();
    await typeText(input, 'sun');
    await act(async () =>
      calls[0]!.answer([
        { key: '2', value: 'Sunshine Academy' },
        { key: '3', value: 'Sunny Days' },
      ]),
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith('3');
    expect(input.value).toBe('Sunny Days');
  });

  it("an empty answer says 'No matches found.'; a failed search clears the selection", async () => {
    const { calls, input, onValue } = renderSearch({ initial: '2' });
    expect(input.value).toBe('Sunshine Academy');
    await typeText(input, 'zz');
    await act(async () => calls[0]!.answer([]));
    expect(input.value).toBe('zz');
    expect(screen.getByRole('presentation').textContent).toContain('No matches found.');
    expect(status()).toBe('No matches found.');
    await typeText(input, 'zzz');
    await act(async () => calls[1]!.fail());
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('zzz');
    expect(status()).toBe('No matches found.');
  });

  it('a value chosen, then cleared from outside (a peer changed), empties the text', async () => {
    const { search } = controlledSearch();
    const element = makeElement({ type: 'autocomplete', subtype: null, stimulus: 'School' });
    renderWithProviders(
      <Controlled<string | null>
        initial="4"
        render={(props) => (
          <>
            <SearchField
              element={element}
              state={stateOf(element)}
              search={search}
              valueLabel="Auburn"
              {...props}
            />
            <button type="button" onClick={() => props.onChange(null)}>
              peer changed
            </button>
          </>
        )}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'School' }) as HTMLInputElement;
    expect(input.value).toBe('Auburn');
    fireEvent.click(screen.getByRole('button', { name: 'peer changed' }));
    expect(input.value).toBe('');
  });

  it('shows its error inline and is described by it', () => {
    const { input } = renderSearch({ error: 'Please fill out this field' });
    expect(input.id).toBe('form-element-7');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill out this field',
    );
  });
});
