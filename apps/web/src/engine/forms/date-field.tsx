import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { FORM_DATE_MAX, FORM_DATE_MIN } from '@registry/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { redAsteriskSx } from './field-frame';
import { describedBy, fieldId } from './field-ids';
import type { FieldProps } from './types';
import { displayDate } from './view-text';

/** Spec 3 §5 and §9: dates between 1900-01-01 and 2200-12-31. */
export const DATE_MIN = FORM_DATE_MIN;
export const DATE_MAX = FORM_DATE_MAX;
const MIN = dayjs(DATE_MIN);
const MAX = dayjs(DATE_MAX);

/** How each subtype is stored: a date as YYYY-MM-DD, a datetime as the local YYYY-MM-DDTHH:mm. */
const STORED = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm' } as const;

/**
 * What a field holds when its parts are only partly filled in (04/DD/YYYY): not empty, so a required
 * field does not claim it was left out and an optional one is not saved empty without a word, and no
 * date, so validation says 'Value is invalid' (spec 3 §5) and the form is not sent.
 */
export const INCOMPLETE_DATE = 'incomplete';

function parse(value: string | null): Dayjs | null {
  if (value === null || value === INCOMPLETE_DATE) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/**
 * Date and datetime elements: MUI X pickers (DatePicker, DateTimePicker) over dayjs, with MUI's
 * accessible field structure: a group named by the label, one spin button per part (month, day, year,
 * hours, minutes, AM/PM) typed into or changed with the arrow keys, and a labelled button that opens the
 * calendar. Bounded 1900-01-01..2200-12-31; the value is stored as the browser's date input stored it.
 */
export function DateField({ element, state, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const datetime = element.subtype === 'datetime';
  const format = STORED[datetime ? 'datetime' : 'date'];
  // The picker's own value, kept here: a partly typed date has no stored form, and handing the picker a
  // fresh value for it would clear what was typed. A value changed from outside (a rule) replaces it.
  const [local, setLocal] = useState(() => ({ stored: value, date: parse(value) }));
  let current = local;
  if (local.stored !== value) {
    current = { stored: value, date: parse(value) };
    setLocal(current);
  }

  const change = (date: Dayjs | null) => {
    const stored = date === null ? null : date.isValid() ? date.format(format) : INCOMPLETE_DATE;
    setLocal({ stored, date });
    if (stored !== value) onChange(stored);
  };

  // The picker reports no value while parts are missing; what it shows is in its hidden input. Checked
  // when focus leaves the field and before Enter submits the form, so a partial date is never lost.
  const shown = useRef<HTMLInputElement>(null);
  const holdPartial = () => {
    if (current.date !== null) return;
    const next = shown.current?.value ? INCOMPLETE_DATE : null;
    if (next === value) return;
    setLocal({ stored: next, date: null });
    // At once: Enter's submit runs inside this same event.
    flushSync(() => onChange(next));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) holdPartial();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') holdPartial();
  };

  const chosen = current.date?.isValid() ? displayDate(current.date.format(format)) : null;
  const props = {
    label: element.stimulus,
    value: current.date,
    onChange: change,
    minDate: MIN,
    maxDate: MAX,
    readOnly: state.readOnly,
    slotProps: {
      textField: {
        id: fieldId(element.id),
        fullWidth: true,
        margin: 'dense' as const,
        required: state.required,
        error: Boolean(error),
        helperText: error || undefined,
        inputRef: shown,
        onBlur,
        onKeyDown,
        slotProps: {
          inputLabel: { sx: redAsteriskSx },
          input: { 'aria-describedby': describedBy(element.id, error, state.rejected) },
        },
      },
      openPickerButton: {
        'aria-label': chosen
          ? t('forms.chooseDateSelected', { label: element.stimulus, date: chosen })
          : t('forms.chooseDate', { label: element.stimulus }),
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {datetime ? <DateTimePicker {...props} /> : <DatePicker {...props} />}
    </LocalizationProvider>
  );
}
