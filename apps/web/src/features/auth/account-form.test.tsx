import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AccountField, AccountForm, type AccountFormProps } from './account-form';

/** One field whose problem and the form's failure the test sets. */
function Harness({
  failure = null,
  problem,
  describedBy,
  ...props
}: Partial<AccountFormProps> & { problem?: string; describedBy?: string }) {
  const [value, setValue] = useState('');
  return (
    <AccountForm
      label="Sign in"
      failure={failure}
      submitLabel="Go"
      busy={false}
      onSubmit={vi.fn()}
      {...props}
    >
      {describedBy && <p id={describedBy}>At least 8 characters.</p>}
      <AccountField
        id="field"
        label="User Name"
        type="email"
        autoComplete="username"
        value={value}
        onChange={setValue}
        problem={problem}
        describedBy={describedBy}
      />
    </AccountForm>
  );
}

describe('AccountForm', () => {
  it('is a form named by its title with a required field that keeps its autocomplete and reports its value', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(form.getAttribute('aria-describedby')).toBeNull();
    const input = screen.getByRole('textbox', { name: /User Name/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('autocomplete')).toBe('username');
    fireEvent.change(input, { target: { value: 'pat@example.org' } });
    expect(input.value).toBe('pat@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in the errors box, focused, announced and describing the form, one line per line', () => {
    renderWithProviders(
      <Harness failure={'Passwords must have at least one digit.\nPasswords must be 8 long.'} />,
    );
    const box = screen.getByRole('alert');
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('form').getAttribute('aria-describedby')).toBe(box.id);
    expect(Array.from(box.querySelectorAll('span')).map((line) => line.textContent)).toEqual([
      'Passwords must have at least one digit.',
      'Passwords must be 8 long.',
    ]);
  });

  it('marks a field with a problem invalid and describes it by the problem, after further descriptions', () => {
    const input = (props: { problem?: string; describedBy?: string }) => {
      cleanup();
      renderWithProviders(<Harness {...props} />);
      return screen.getByRole('textbox', { name: /User Name/ });
    };
    expect(input({}).getAttribute('aria-describedby')).toBeNull();
    const invalid = input({ problem: 'Required' });
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(invalid.getAttribute('aria-describedby')).toBe('field-helper-text');
    expect(document.getElementById('field-helper-text')?.textContent).toBe('Required');
    expect(input({ problem: 'Required', describedBy: 'rules' }).getAttribute('aria-describedby')).toBe(
      'rules field-helper-text',
    );
    const described = input({ describedBy: 'rules' });
    expect(described.getAttribute('aria-describedby')).toBe('rules');
    expect(described.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the busy state on the submit button', () => {
    renderWithProviders(<Harness />);
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderWithProviders(<Harness busy />);
    const button = screen.getByRole('button', { name: /Go/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('[role="progressbar"]')).not.toBeNull();
  });

  it('inset: named by its heading, dense fields, a plain button; once done only the header and the result', () => {
    const header = <h2 id="resend-heading">Resend</h2>;
    renderWithProviders(<Harness label={undefined} labelledBy="resend-heading" header={header} inset />);
    expect(screen.getByRole('form', { name: 'Resend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' }).className).not.toMatch(/fullWidth/);
    expect(screen.getByRole('textbox').closest('.MuiFormControl-root')?.className).toMatch(/marginDense/);
    cleanup();
    renderWithProviders(
      <Harness
        label={undefined}
        labelledBy="resend-heading"
        header={header}
        inset
        failure="boom"
        done={<p role="status">Sent.</p>}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sent.');
    expect(screen.getByRole('heading', { name: 'Resend' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('errors-box')).toBeNull();
  });
});
