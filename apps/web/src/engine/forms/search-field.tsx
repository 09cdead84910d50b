import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { redAsteriskSx } from './field-frame';
import { describedBy, fieldId } from './field-ids';
import type { AutocompleteItem, FieldProps, PeerValue } from './types';
import { useSearch, type SearchFn, type SearchStatus } from './use-search';

export interface SearchFieldProps extends FieldProps {
  search: SearchFn;
  /** The peers' current values (cross-references): with one present, any text may search. */
  peerValues?: PeerValue[];
  /** What the stored key shows as, when the form was loaded with a value (default: the key). */
  valueLabel?: string | null;
}

const NO_PEERS: PeerValue[] = [];

/**
 * Autocomplete and entity cross-reference elements: a combobox (MUI Autocomplete: arrow keys, Enter,
 * Escape) that searches as the user types. Stores the chosen item's key. The search's outcome is also
 * said in a polite live region, since the popup's own text is not announced.
 */
export function SearchField({
  element,
  state,
  value,
  error,
  onChange,
  search,
  peerValues = NO_PEERS,
  valueLabel,
}: SearchFieldProps) {
  const { t } = useTranslation();
  // The label of the item picked here; a value set from outside (a rule's default) shows as valueLabel.
  const [picked, setPicked] = useState<AutocompleteItem | null>(null);
  const label = picked && picked.key === value ? picked.value : (valueLabel ?? value ?? '');
  const [text, setText] = useState(label);
  const [open, setOpen] = useState(false);
  const { options, status, query } = useSearch(search, peerValues, () => onChange(null));
  // Stable between renders: MUI resets the typed text whenever the value object changes.
  const selected = useMemo(() => (value === null ? null : { key: value, value: label }), [value, label]);

  return (
    <>
      <Autocomplete<AutocompleteItem>
        id={fieldId(element.id)}
        open={open}
        onOpen={(event) => {
          setOpen(true);
          // Typing opens the popup too, and has searched already (onInputChange).
          if (event.type !== 'change') query(text);
        }}
        onClose={() => setOpen(false)}
        options={options}
        value={selected}
        inputValue={text}
        filterOptions={(items) => items}
        getOptionLabel={(item) => item.value}
        getOptionKey={(item) => item.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        onChange={(_event, item) => {
          setPicked(item);
          onChange(item?.key ?? null);
        }}
        onInputChange={(_event, next, reason) => {
          // A failed search clears the value while the user types: keep what they typed.
          const typing = document.activeElement?.id === fieldId(element.id);
          if (reason === 'reset' && next === '' && typing) return;
          setText(next);
          if (reason === 'input') query(next);
        }}
        readOnly={state.readOnly}
        loading={status === 'loading'}
        loadingText={t('forms.searching')}
        noOptionsText={status === 'short' ? t('forms.searchTooShort') : t('forms.noMatches')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={element.stimulus}
            margin="dense"
            required={state.required}
            error={Boolean(error)}
            helperText={error || undefined}
            slotProps={{
              ...params.slotProps,
              inputLabel: { ...params.slotProps.inputLabel, sx: redAsteriskSx },
              htmlInput: {
                ...params.slotProps.htmlInput,
                maxLength: element.maxLength,
                'aria-describedby': describedBy(element.id, error, state.rejected),
                'aria-invalid': Boolean(error),
              },
            }}
          />
        )}
      />
      <VisuallyHidden>
        <span role="status" data-testid={`search-status-${element.id}`}>
          {open ? <SearchAnnouncement status={status} count={options.length} /> : null}
        </span>
      </VisuallyHidden>
    </>
  );
}

/** What a search came to, for a polite live region (the popup's own text is not announced). */
export function SearchAnnouncement({ status, count }: { status: SearchStatus; count: number }) {
  const { t } = useTranslation();
  if (status === 'short') return t('forms.searchTooShort');
  if (status === 'failed' || (status === 'done' && count === 0)) return t('forms.noMatches');
  if (status === 'done') return t('forms.searchResults', { count });
  return null;
}
