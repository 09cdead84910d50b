import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormElement, FormFailure } from '@registry/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ErrorSummary } from './error-summary';
import { FormElementField } from './form-element-field';
import { FormLayout } from './form-layout';
import { makeElement, stateOf } from './test-elements';
import type { FormValue, PeerValue } from './types';
import { SEARCH_DELAY_MS } from './use-search';

const choices = [
  { id: 'en', text: 'English', visible: true, sequence: 1 },
  { id: 'es', text: 'Spanish', visible: true, sequence: 2 },
];
const elements: FormElement[] = [
  makeElement({ id: 1, stimulus: 'First Name', required: true, width: 6, sequence: 1 }),
  makeElement({ id: 2, type: 'phone', subtype: null, stimulus: 'Phone', width: 4, offset: 2, sequence: 2 }),
  makeElement({ id: 3, type: 'date', subtype: 'date', stimulus: 'Date of Birth', sequence: 3 }),
  makeElement({ id: 4, type: 'checkbox', subtype: null, stimulus: 'Languages', choices, sequence: 4 }),
  makeElement({ id: 5, type: 'dropdown', subtype: null, stimulus: 'Language', choices, sequence: 5 }),
  makeElement({ id: 6, stimulus: 'Hidden One', visible: false, sequence: 6 }),
  makeElement({ id: 7, stimulus: 'Middle Name', tooltip: 'As on your birth certificate.', sequence: 7 }),
  makeElement({ id: 8, stimulus: 'Maiden Name', rejected: true, sequence: 8 }),
];

/** A form as the container will hold it: values in state, the summary on top, fields in the grid. */
function Form({ mode = 'edit', failures = [] }: { mode?: 'edit' | 'view'; failures?: FormFailure[] }) {
  const [values, setValues] = useState<Map<number, FormValue>>(
    new Map<number, FormValue>([
      [1, 'Pat'],
      [2, '3345550142'],
      [3, '1990-04-12'],
      [4, ['en', 'es']],
      [5, 'es'],
      [7, null],
      [8, 'Smith'],
    ]),
  );
  const states = new Map(elements.map((element) => [element.id, stateOf(element)]));
  const errorOf = (id: number) => failures.find((failure) => failure.formElementId === id)?.message;
  return (
    <>
      <ErrorSummary failures={failures} elements={elements} />
      <FormLayout
        elements={elements}
        states={states}
        view={mode === 'view'}
        renderElement={(element) => (
          <FormElementField
            element={element}
            state={states.get(element.id)!}
            value={values.get(element.id) ?? null}
            error={errorOf(element.id)}
            mode={mode}
            onChange={(value) => setValues((current) => new Map(current).set(element.id, value))}
          />
        )}
      />
    </>
  );
}

/** The styles MUI generated for a grid cell (the offset has no class of its own, only a margin). */
function cellCss(id: number): string {
  const name = screen.getByTestId(`form-cell-${id}`).className.split(' ').pop()!;
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
  const rules = css.split('}').filter((rule) => rule.includes(`.${name}{`));
  return rules.join('}');
}

describe('FormElementField and FormLayout', () => {
  it('renders each element by its type in sequence, leaves hidden ones out, and lays out width and offset', () => {
    renderWithProviders(<Form />);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).type).toBe('tel');
    const birth = screen.getByRole('group', { name: /Date of Birth/ });
    expect(within(birth).getByRole('spinbutton', { name: 'Year' }).textContent).toBe('1990');
    expect(screen.getByRole('group', { name: 'Languages' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Spanish');
    expect(screen.queryByText('Hidden One')).toBeNull();
    expect(screen.queryByTestId('form-cell-6')).toBeNull();
    expect(screen.getByTestId('form-cell-1').className).toMatch(/grid-md-6/);
    expect(screen.getByTestId('form-cell-2').className).toMatch(/grid-md-4/);
    expect(cellCss(2)).toContain('margin-left:calc(100% * 2 / var(--Grid-parent-columns)');
    expect(cellCss(1)).not.toContain('margin-left:calc');
    expect(screen.getByTestId('form-cell-3').className).toMatch(/grid-md-12/);
  });

  it('keeps each value in the form state through onChange', () => {
    renderWithProviders(<Form />);
    const name = screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Sam' } });
    expect(name.value).toBe('Sam');
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect((screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a tooltip is an info button reached by Tab, described by the tip', async () => {
    renderWithProviders(<Form />);
    const button = screen.getByRole('button', { name: 'More information about Middle Name' });
    expect(button.tabIndex).toBe(0);
    // Closed, the tip is the button's title (its description); open, a tooltip that describes it.
    expect(button.getAttribute('title')).toBe('As on your birth certificate.');
    fireEvent.mouseOver(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('As on your birth certificate.');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('a rejected field shows the director message, which describes the field', () => {
    renderWithProviders(<Form />);
    const input = screen.getByRole('textbox', { name: 'Maiden Name' });
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe(
      'An agency director has identified a problem with the submitted value. Please contact your director and/or change the value.',
    );
  });

  it('view mode shows values as text: phone (xxx) xxx-xxxx, dates MM/DD/YYYY, choices by their text', () => {
    renderWithProviders(<Form mode="view" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const list = document.querySelector('dl')!;
    const pairs = Array.from(list.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['First Name', 'Pat'],
      ['Phone', '(334) 555-0142'],
      ['Date of Birth', '04/12/1990'],
      ['Languages', 'English, Spanish'],
      ['Language', 'Spanish'],
      ['Middle Name', '—No value'],
      [
        'Maiden Name',
        'SmithAn agency director has identified a problem with the submitted value. Please contact your director and/or change the value.',
      ],
    ]);
  });

  it('view mode shows rich text cleaned and files to open', async () => {
    const notes = makeElement({ id: 30, type: 'richText', subtype: null, stimulus: 'Notes' });
    const proof = makeElement({ id: 31, type: 'fileUpload', subtype: 'single', stimulus: 'Proof' });
    const files = {
      list: () => [{ fileId: 'file-5', fileName: 'proof.pdf', fileSetId: 's' }],
      change: () => {},
      upload: () => Promise.reject(new Error('not here')),
      remove: () => Promise.resolve(),
      open: vi.fn(),
    };
    renderWithProviders(
      <dl>
        <FormElementField
          element={notes}
          state={stateOf(notes)}
          value="<p><em>Kind</em> words</p><script>alert(1)</script>"
          onChange={() => {}}
          mode="view"
        />
        <FormElementField
          element={proof}
          state={stateOf(proof)}
          value="s"
          onChange={() => {}}
          mode="view"
          services={{ files }}
        />
      </dl>,
    );
    await waitFor(() => expect(document.querySelector('dd em')?.textContent).toBe('Kind'));
    expect(document.querySelector('dd script')).toBeNull();
    // The file's name opens it (fetched with the token); no upload or delete buttons in view mode.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['proof.pdf (opens in a new tab)']);
    fireEvent.click(buttons[0]!);
    expect(files.open).toHaveBeenCalledWith({ fileId: 'file-5', fileName: 'proof.pdf', fileSetId: 's' });
  });
});

describe('ErrorSummary', () => {
  const failures: FormFailure[] = [
    { formElementId: 1, message: 'Please fill out this field', severity: 'error', overridable: false },
    {
      formElementId: 2,
      message: 'Phone number must contain 10 digits',
      severity: 'error',
      overridable: false,
    },
    {
      formElementId: 4,
      message: 'One or more selections must be made for this field',
      severity: 'error',
      overridable: false,
    },
    {
      formElementId: null,
      message: 'This request could not be submitted.',
      severity: 'error',
      overridable: false,
    },
  ];

  it('takes focus when it appears, titled, one line per failure naming its field', () => {
    renderWithProviders(<Form failures={failures} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(Array.from(summary.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'First Name: Please fill out this field',
      'Phone: Phone number must contain 10 digits',
      'Languages: One or more selections must be made for this field',
      'This request could not be submitted.',
    ]);
    expect(summary.querySelectorAll('li')[3]!.querySelector('a')).toBeNull();
  });

  it('each link moves focus to its field, which shows the same message inline and is marked invalid', () => {
    renderWithProviders(<Form failures={failures} />);
    fireEvent.click(screen.getByRole('link', { name: 'Phone: Phone number must contain 10 digits' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Phone number must contain 10 digits',
    );
    fireEvent.click(screen.getByRole('link', { name: /Languages/ }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'English' }));
  });

  it('renders nothing without failures', () => {
    renderWithProviders(<Form />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});

describe('FormElementField searches', () => {
  it('binds the search to its element and sends a cross-reference its peers', async () => {
    vi.useFakeTimers();
    try {
      const agency = makeElement({
        id: 20,
        type: 'entityCrossReference',
        subtype: null,
        stimulus: 'Agency',
        arguments: { crossReference: { ecrEntityTypeId: 2, ecrSearchPropertyId: 'name' } },
      });
      const search = vi.fn(async (_element: FormElement, _text: string, _peers: PeerValue[]) => [
        { key: '1', value: 'Sunshine Academy' },
      ]);
      const peers = [{ propertyId: 'countyId', value: '12' }];
      renderWithProviders(
        <FormElementField
          element={agency}
          state={stateOf(agency)}
          value={null}
          onChange={() => {}}
          services={{ search }}
          peerValues={peers}
        />,
      );
      const input = screen.getByRole('combobox', { name: 'Agency' });
      input.focus();
      fireEvent.change(input, { target: { value: 's' } });
      await act(async () => {
        vi.advanceTimersByTime(SEARCH_DELAY_MS);
      });
      expect(search).toHaveBeenCalledWith(agency, 's', peers);
      expect(screen.getByRole('option', { name: 'Sunshine Academy' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a cross-reference without an entity type alerts 'Entity Type not defined for element'", async () => {
    const broken = makeElement({ id: 21, type: 'entityCrossReference', subtype: null, stimulus: 'Agency' });
    const search = vi.fn(async () => []);
    renderWithProviders(
      <FormElementField
        element={broken}
        state={stateOf(broken)}
        value={null}
        onChange={() => {}}
        services={{ search }}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Agency' });
    input.focus();
    fireEvent.change(input, { target: { value: 'sun' } });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 2000 });
    expect(dialog.textContent).toContain('Entity Type not defined for element');
    expect(search).not.toHaveBeenCalled();
  });
});
