import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { groupChoices, visibleChoices } from './choices';
import { redAsteriskSx } from './field-frame';
import { describedBy, fieldId } from './field-ids';
import type { FieldProps } from './types';

/**
 * A dropdown of the visible choices only, under their group headings ('Ungrouped' for the rest). When the
 * rules leave a single choice, it is selected (spec 3 §5). The field id sits on the combobox itself, so
 * the error summary's link focuses it.
 */
export function DropdownField({ element, state, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const choices = visibleChoices(element, state);
  const only = choices.length === 1 ? choices[0]!.id : null;
  useEffect(() => {
    if (only !== null && value !== only && !state.readOnly) onChange(only);
  }, [only, value, state.readOnly, onChange]);

  const items = groupChoices(element, choices, t('forms.ungrouped')).flatMap((section) => [
    ...(section.groupName === null
      ? []
      : [<ListSubheader key={`group-${section.groupName}`}>{section.groupName}</ListSubheader>]),
    ...section.choices.map((choice) => (
      <MenuItem key={choice.id} value={choice.id}>
        {choice.text}
      </MenuItem>
    )),
  ]);
  // A value the rules no longer list shows as empty rather than as a raw id.
  const shown = value !== null && choices.some((choice) => choice.id === value) ? value : '';
  const described = describedBy(element.id, error, state.rejected);
  return (
    <TextField
      select
      label={element.stimulus}
      fullWidth
      margin="dense"
      required={state.required}
      value={shown}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      error={Boolean(error)}
      helperText={error || undefined}
      id={`${fieldId(element.id)}-select`}
      slotProps={{
        inputLabel: { sx: redAsteriskSx, id: `${fieldId(element.id)}-label` },
        formHelperText: { id: `${fieldId(element.id)}-helper-text` },
        select: {
          readOnly: state.readOnly,
          SelectDisplayProps: {
            id: fieldId(element.id),
            'aria-describedby': described,
            'aria-invalid': Boolean(error),
            'aria-required': state.required,
            'aria-labelledby': `${fieldId(element.id)}-label`,
          } as object,
        },
      }}
    >
      <MenuItem value="">
        <em>{t('forms.noSelection')}</em>
      </MenuItem>
      {items}
    </TextField>
  );
}
