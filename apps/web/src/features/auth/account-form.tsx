import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { ErrorsBox } from '../../components/errors-box';

/** A small form inside a page (resend confirmation) has dense fields and a plain submit button. */
const InsetContext = createContext(false);

export interface AccountFormProps {
  /** The form's accessible name: its title (aria-label), or the id of its own heading (aria-labelledby). */
  label?: string;
  labelledBy?: string;
  onSubmit: (event: FormEvent) => void;
  /**
   * The failure of the last submission: shown in the errors box, which takes focus and is announced when it
   * appears, and describes the form while it is shown.
   */
  failure: string | null;
  submitLabel: string;
  /** The request is under way: the submit button shows it is busy. */
  busy: boolean;
  /** Above the errors box: an intro, or the form's own heading. */
  header?: ReactNode;
  /**
   * Once the form has done its work: shown under the header instead of errors box, fields and button (a
   * falsy value while it has not).
   */
  done?: ReactNode;
  /** A small form inside a page: dense fields, a plain button (not full width). */
  inset?: boolean;
  /** Space above the submit button, in theme spacing units (2, or 1.5 inset). */
  submitSpacing?: number;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
  /** The fields (AccountField) and whatever goes between them. */
  children: ReactNode;
}

/**
 * The scaffold of the account forms (login, register, forgot and reset password, resend confirmation): a
 * form left to the page's own validation (noValidate), the errors box of spec 1 §8 at its top, the
 * fields, and a submit button that shows the busy state.
 */
export function AccountForm({
  label,
  labelledBy,
  onSubmit,
  failure,
  submitLabel,
  busy,
  header,
  done,
  inset = false,
  submitSpacing,
  sx,
  'data-testid': testId,
  children,
}: AccountFormProps) {
  const errorsId = useId();
  const hydrated = useHydrated();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={failure ? errorsId : undefined}
      data-testid={testId}
      sx={sx}
    >
      {header}
      {done || (
        <InsetContext.Provider value={inset}>
          <ErrorsBox id={errorsId} message={failure} />
          {/* Disabled, fields and button, until the page's script has taken the form over (useHydrated). */}
          <Box
            component="fieldset"
            role="presentation"
            disabled={!hydrated}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            {children}
            {inset ? (
              <Button type="submit" variant="contained" sx={{ mt: submitSpacing ?? 1.5 }} loading={busy}>
                {submitLabel}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                loading={busy}
                sx={{ mt: submitSpacing ?? 2 }}
              >
                {submitLabel}
              </Button>
            )}
          </Box>
        </InsetContext.Provider>
      )}
    </Box>
  );
}

export interface AccountFieldProps {
  id?: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value: shown under the field, which is then marked invalid. */
  problem?: string | null;
  /** ids of further descriptions (the password rules), read before the problem. Needs `id`. */
  describedBy?: string;
}

/** A required text field of an account form; dense in an inset form. */
export function AccountField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  problem,
  describedBy,
}: AccountFieldProps) {
  const inset = useContext(InsetContext);
  // Without further descriptions MUI points aria-describedby at the problem itself.
  const described =
    describedBy && [describedBy, problem && id ? `${id}-helper-text` : null].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      autoComplete={autoComplete}
      fullWidth
      margin={inset ? 'dense' : 'normal'}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem || undefined}
      slotProps={described ? { htmlInput: { 'aria-describedby': described } } : undefined}
    />
  );
}
