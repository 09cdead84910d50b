import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextField } from './rich-text-field';
import { makeElement, stateOf } from './test-elements';
import type { FormElement } from '@registry/domain';
import type { AutocompleteItem, PeerValue } from './types';

const organizations: AutocompleteItem[] = [
  { key: '15', value: 'Sunshine Academy' },
  { key: '16', value: 'Sunrise Kids' },
];

function richText(overrides: Partial<FormElement> = {}) {
  return makeElement({ type: 'richText', subtype: null, stimulus: 'Summary', required: true, ...overrides });
}

interface Options {
  element?: FormElement;
  initial?: string | null;
  error?: string | null;
  search?: (element: FormElement, text: string, peers: PeerValue[]) => Promise<AutocompleteItem[]>;
}

/** What a test may do from outside the field, as the form would: set its value, fail a save. */
interface Control {
  setValue: (value: string | null) => void;
  fail: (message: string | null) => void;
}

/** The field with its value held as the form holds it, and the failed-save message with its attempt. */
function Harness({
  element,
  initial,
  error: firstError,
  search,
  onValue,
  control,
}: Required<Omit<Options, 'search'>> &
  Pick<Options, 'search'> & {
    onValue: (value: string | null) => void;
    control: { current: Control | null };
  }) {
  const [value, setValue] = useState(initial);
  const [failure, setFailure] = useState({ error: firstError, attempt: 1 });
  control.current = {
    setValue,
    fail: (error) => setFailure((current) => ({ error, attempt: current.attempt + 1 })),
  };
  return (
    <RichTextField
      element={element}
      state={stateOf(element)}
      value={value}
      error={failure.error}
      attempt={failure.attempt}
      search={search}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** Renders the field as the form does, and waits for the editor (loaded on first use) to take over. */
async function renderEditor({ element = richText(), initial = null, error = null, search }: Options) {
  const onValue = vi.fn();
  const control: { current: Control | null } = { current: null };
  renderWithProviders(
    <Harness
      element={element}
      initial={initial}
      error={error}
      search={search}
      onValue={onValue}
      control={control}
    />,
  );
  const box = await waitFor(
    () => {
      const found = screen.getByRole('textbox', { name: element.stimulus });
      expect(found.getAttribute('contenteditable')).toBe('true');
      expect(found.id).toBe('form-element-7');
      return found;
    },
    { timeout: 5000 },
  );
  // TipTap hangs its editor on the editable element: the tests type through it, at the caret.
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  const type = (text: string) =>
    act(() => {
      editor.commands.insertContent(text);
    });
  return { box, editor, type, onValue, control: control.current! };
}

function selectAll(editor: Editor) {
  act(() => {
    editor.commands.focus();
    editor.commands.selectAll();
  });
}

describe('RichTextField: the editor', () => {
  it('is a labelled, required, multi-line text box with the placeholder, under a toolbar of named buttons', async () => {
    const { box } = await renderEditor({});
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(box.getAttribute('aria-placeholder')).toBe('Type here...');
    expect(box.querySelector('p')?.getAttribute('data-placeholder')).toBe('Type here...');
    const toolbar = screen.getByRole('toolbar', { name: 'Summary: formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe(box.id);
    const buttons = within(toolbar).getAllByRole('button');
    expect(
      buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Underline', 'false'],
      ['Numbered list', 'false'],
      ['Bulleted list', 'false'],
    ]);
    // The red asterisk beside the label.
    expect(document.getElementById('form-element-7-label')?.textContent).toBe('Summary *');
  });

  it('reports what is typed as HTML, and an emptied editor as empty', async () => {
    const { editor, type, onValue } = await renderEditor({});
    act(() => {
      editor.commands.focus();
    });
    await type('Weekly planning');
    expect(onValue).toHaveBeenLastCalledWith('<p>Weekly planning</p>');
    expect(document.getElementById('form-element-7')?.getAttribute('aria-placeholder')).toBeNull();
    selectAll(editor);
    act(() => {
      editor.commands.deleteSelection();
    });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('starts from the stored HTML, cleaned, and takes a value set from outside', async () => {
    const { box, control, onValue } = await renderEditor({
      initial: '<p>Hello <strong>world</strong></p><img src=x onerror="alert(1)">',
    });
    expect(box.innerHTML).toBe('<p>Hello <strong>world</strong></p>');
    act(() => control.setValue('<p>Reset</p>'));
    expect(box.innerHTML).toBe('<p>Reset</p>');
    // Taken, not typed: nothing is reported back.
    expect(onValue).not.toHaveBeenCalled();
  });

  it('the toolbar formats the text and says which formats apply', async () => {
    const { editor, type, onValue } = await renderEditor({});
    act(() => {
      editor.commands.focus();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await type('Strong');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    expect(onValue).toHaveBeenLastCalledWith('<p><strong>Strong</strong></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Underline' }));
    await type(' words');
    expect(onValue).toHaveBeenLastCalledWith('<p><strong>Strong</strong><em><u> words</u></em></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
    expect(onValue.mock.lastCall?.[0]).toMatch(/^<ul><li><p>/);
    fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onValue.mock.lastCall?.[0]).toMatch(/^<ol><li><p>/);
    // Focus is back in the text after each command.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Summary' }));
  });

  it('the toolbar is one Tab stop; the arrow keys, Home and End move between its buttons', async () => {
    await renderEditor({});
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('Tab leaves the editor, in a list too (the editor does not take the key)', async () => {
    const { box, editor } = await renderEditor({
      initial: '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
    });
    act(() => {
      editor.commands.focus('end');
    });
    expect(fireEvent.keyDown(box, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(box.querySelectorAll('ul > li')).toHaveLength(2);
    expect(box.querySelector('li ul')).toBeNull();
  });

  it('the required warning describes the editor, marks it invalid, hides after 5 seconds, and returns on the next save', async () => {
    const { box, control } = await renderEditor({});
    vi.useFakeTimers();
    act(() => control.fail('Please fill out this field'));
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
    expect(box.getAttribute('aria-describedby')).toBeNull();
    act(() => control.fail('Please fill out this field'));
    expect(screen.queryByText('Please fill out this field')).not.toBeNull();
  });
});

describe('RichTextField: links', () => {
  const linking = richText({ arguments: { allowLinks: true } });

  it('no link button unless the element allows links', async () => {
    await renderEditor({});
    expect(screen.queryByRole('button', { name: 'Link' })).toBeNull();
  });

  it('the link button asks for the address and links the selected text', async () => {
    const { editor, onValue } = await renderEditor({ element: linking, initial: '<p>Our website</p>' });
    selectAll(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address (URL)' }), {
      target: { value: ' https://example.org/about ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith('<p><a href="https://example.org/about">Our website</a></p>'),
    );
    expect(screen.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses an unsafe address with a message, and links nothing', async () => {
    const { editor, onValue } = await renderEditor({ element: linking, initial: '<p>Click me</p>' });
    selectAll(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('dialog', { name: 'Link' });
    await waitFor(() =>
      expect(alert.textContent).toContain(
        '"javascript:alert(1)" cannot be a link. Use an address that starts with https://, http:// or mailto:, or a path of the registry that starts with /.',
      ),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onValue).not.toHaveBeenCalled();
    expect(editor.getHTML()).toBe('<p>Click me</p>');
  });

  it('with nothing selected, the address is inserted as a link; an empty answer removes the link', async () => {
    const { editor, onValue } = await renderEditor({ element: linking });
    act(() => {
      editor.commands.focus();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Link' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '/dashboard' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith('<p><a href="/dashboard">/dashboard</a></p>'),
    );

    act(() => {
      editor.commands.setTextSelection(3);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox') as HTMLInputElement;
    expect(address.value).toBe('/dashboard');
    fireEvent.change(address, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p>/dashboard</p>'));
  });
});

describe('RichTextField: cross-references', () => {
  const referring = richText({
    arguments: { crossReference: { ecrEntityTypeId: 2, ecrSearchPropertyId: 'name' } },
  });

  it("'@' and one character asks for two; no search is sent", async () => {
    const search = vi.fn(async () => organizations);
    const { editor, type } = await renderEditor({ element: referring, search });
    act(() => {
      editor.commands.focus();
    });
    await type('See @S');
    expect(await screen.findByText('Two or more characters are required for search', { selector: 'p' }));
    expect(screen.getByRole('status').textContent).toBe('Two or more characters are required for search');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(search).not.toHaveBeenCalled();
  });

  it('suggests entities in a listbox the arrow keys move through; Enter inserts the mention', async () => {
    const search = vi.fn(async () => organizations);
    const { box, editor, type, onValue } = await renderEditor({ element: referring, search });
    act(() => {
      editor.commands.focus();
    });
    await type('Visit @Sun');
    const list = await screen.findByRole('listbox', { name: 'Summary: suggestions' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(referring, 'Sun', []);
    expect(screen.getByRole('status').textContent).toBe('2 matches found.');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sunshine Academy', 'Sunrise Kids']);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    // At either end the highlight goes round.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith(
      '<p>Visit <span data-type="mention" data-id="2:16" data-label="Sunrise Kids">@Sunrise Kids</span> </p>',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('a click on a suggestion inserts it too', async () => {
    const { editor, type, onValue } = await renderEditor({
      element: referring,
      search: async () => organizations,
    });
    act(() => {
      editor.commands.focus();
    });
    await type('@Sun');
    fireEvent.click(await screen.findByRole('option', { name: 'Sunshine Academy' }));
    expect(onValue).toHaveBeenLastCalledWith(
      '<p><span data-type="mention" data-id="2:15" data-label="Sunshine Academy">@Sunshine Academy</span> </p>',
    );
  });

  it("no answers: 'No matches found.', and Enter is a new line again; Escape closes the list", async () => {
    const search = vi.fn(async (_element: FormElement, text: string) => (text === 'Zz' ? [] : organizations));
    const { box, editor, type } = await renderEditor({ element: referring, search });
    act(() => {
      editor.commands.focus();
    });
    await type('@Zz');
    expect(await screen.findByText('No matches found.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No matches found.');
    await type('@Sun');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('RichTextField: read-only', () => {
  it('shows the stored HTML cleaned, as a labelled read-only text box', () => {
    const element = richText({ readOnly: true });
    renderWithProviders(
      <RichTextField
        element={element}
        state={stateOf(element)}
        value={'<p><strong>Bold</strong> text</p><img src=x onerror="alert(1)">'}
        onChange={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: /Summary/ });
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(box.getAttribute('contenteditable')).toBeNull();
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    expect(box.querySelector('img')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

afterEach(() => {
  vi.useRealTimers();
});
