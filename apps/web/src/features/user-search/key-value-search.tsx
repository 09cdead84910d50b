import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The form engine's search (2 characters, normalised text, only the latest answer kept): the same rules.
import { useSearch, type SearchStatus } from '../../engine/forms/use-search';

/** A search result of the agency and county searches (spec 2 §3: key, value). */
export interface KeyValue {
  key: string;
  value: string;
}

export interface KeyValueSearchProps {
  id: string;
  label: string;
  /** The mode's help text, under the field. */
  help: string;
  value: KeyValue | null;
  onChange: (item: KeyValue | null) => void;
  search: (text: string) => Promise<KeyValue[]>;
}

const NO_PEERS: never[] = [];

/** What a search came to, said under the field (spec 2 §5, §8): the text's key, or null. */
function statusKey(status: SearchStatus, count: number) {
  if (status === 'short') return 'userSearch.tooShort' as const;
  if (status === 'loading') return 'userSearch.searching' as const;
  if (status === 'failed' || (status === 'done' && count === 0)) return 'userSearch.noMatches' as const;
  return null;
}

/**
 * A combobox over a key/value search (agencies, counties): it searches as the user types, from two
 * characters ('Two or more characters are required for search'); nothing found, or a failure, says 'No
 * matches found.' and a failure clears the choice (spec 2 §8). Clearing the text clears the choice.
 */
export function KeyValueSearch({ id, label, help, value, onChange, search }: KeyValueSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.value ?? '');
  const [open, setOpen] = useState(false);
  const searchFn = useMemo(() => (query: string) => search(query), [search]);
  const { options, status, query } = useSearch(searchFn, NO_PEERS, () => onChange(null));
  const key = statusKey(status, options.length);
  const message = key ? t(key) : '';
  const helpId = `${id}-help`;
  const statusId = `${id}-status`;

  return (
    <>
      <Autocomplete<KeyValue>
        id={id}
        open={open && options.length > 0}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={value}
        inputValue={text}
        filterOptions={(items) => items}
        getOptionLabel={(item) => item.value}
        getOptionKey={(item) => item.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        onChange={(_event, item) => onChange(item)}
        onInputChange={(_event, next, reason) => {
          // A failed search clears the choice while the user types: keep what they typed.
          if (reason === 'reset' && next === '' && document.activeElement?.id === id) return;
          setText(next);
          if (reason === 'input') {
            if (next.trim() === '' && value !== null) onChange(null);
            query(next);
          }
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            margin="dense"
            helperText={help}
            slotProps={{
              ...params.slotProps,
              formHelperText: { id: helpId },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': `${helpId} ${statusId}` },
            }}
          />
        )}
      />
      <Typography
        id={statusId}
        role="status"
        variant="body2"
        sx={{ minHeight: '1.5em', color: 'text.secondary' }}
      >
        {message}
      </Typography>
    </>
  );
}
