import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId } from './field-ids';
import { visibleChoices } from './choices';
import type { FieldProps } from './types';

/**
 * A checkbox group: a fieldset whose legend is the stimulus, described by its error. The first box carries
 * the field id, so the error summary's link lands on it (as GOV.UK does). Read-only boxes are disabled:
 * checkboxes have no read-only state of their own.
 */
export function CheckboxField({ element, state, value, error, onChange }: FieldProps<string[]>) {
  const selected = new Set(value);
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    // Keep the choices' own order, whatever order they were ticked in.
    onChange(element.choices.map((choice) => choice.id).filter((choiceId) => next.has(choiceId)));
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={describedBy(element.id, error, state.rejected)}
      margin="dense"
      fullWidth
    >
      <FormLabel component="legend">
        {element.stimulus}
        <RequiredMark required={state.required} announce />
      </FormLabel>
      <FormGroup>
        {visibleChoices(element, state).map((choice, index) => (
          <FormControlLabel
            key={choice.id}
            label={choice.text}
            disabled={state.readOnly}
            control={
              <Checkbox
                checked={selected.has(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
                slotProps={{
                  input: {
                    id: index === 0 ? fieldId(element.id) : undefined,
                    'aria-invalid': Boolean(error),
                  } as object,
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={errorId(element.id)}>{error}</FormHelperText>}
    </FormControl>
  );
}
