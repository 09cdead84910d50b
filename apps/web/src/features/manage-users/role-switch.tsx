import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useId } from 'react';

export interface RoleSwitchProps {
  /** The switch's visible name (its accessible name too). */
  label: string;
  checked: boolean;
  disabled: boolean;
  /** A note under it (a pending request). */
  note?: string | null;
  /** The server's refusal of the last toggle, shown under it and read with it. */
  error?: string | null;
  onChange: (checked: boolean) => void;
  'data-testid'?: string;
}

/**
 * One role as a labelled switch (a checkbox with role="switch" for screen readers), with the server's
 * refusal beside it (aria-describedby, so a screen reader reads the rule with the switch) and its note.
 */
export function RoleSwitch({ label, checked, disabled, note, error, onChange, ...rest }: RoleSwitchProps) {
  const noteId = useId();
  const errorId = useId();
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box data-testid={rest['data-testid']} sx={{ py: 0.25 }}>
      <FormControlLabel
        label={label}
        sx={{ mr: 0, alignItems: 'center' }}
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                role: 'switch',
                'aria-describedby': describedBy,
                'aria-invalid': error ? true : undefined,
              },
            }}
          />
        }
      />
      {note && (
        <FormHelperText id={noteId} sx={{ mt: 0, ml: 6 }}>
          {note}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mt: 0, ml: 6, whiteSpace: 'pre-line' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
