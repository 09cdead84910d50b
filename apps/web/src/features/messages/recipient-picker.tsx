import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TMessageParty } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useDebounced } from '../../engine/grid/use-debounced';
import { recipientSearchAllowed, recipientSearchQuery } from './api/search-recipients';

/** Spec 2 §9: at most 10 options and 10 tags are shown, then '... and N other users'. */
export const PICKER_MAX_SHOWN = 10;
/** Typing pauses this long before a search goes out. */
export const RECIPIENT_SEARCH_DELAY_MS = 250;
/** The line after the 10 options that says how many more there are: shown, never chosen. */
const MORE_ID = '__more__';

type SearchStatus = 'short' | 'loading' | 'failed' | 'done';

const labelOf = (party: TMessageParty) => party.name ?? party.email ?? party.id;

export interface RecipientPickerProps {
  id: string;
  value: TMessageParty[];
  onChange: (value: TMessageParty[]) => void;
  /** Takes focus when it appears (the first field of the compose form). */
  autoFocus?: boolean;
}

/**
 * The recipients of a message: a combobox that searches the groups and people one may write to once two
 * characters are typed (spec 2 §5), lists at most 10 of the matches not chosen yet and shows the chosen
 * ones as tags, at most 10, each list ending in '... and N other users' when there are more. What the
 * search came to is also said in a polite live region.
 */
export function RecipientPicker({ id, value, onChange, autoFocus = false }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebounced(text, RECIPIENT_SEARCH_DELAY_MS);
  const search = useQuery(recipientSearchQuery(settled));

  let status: SearchStatus;
  if (!recipientSearchAllowed(text)) status = 'short';
  else if (text !== settled || search.isPending) status = 'loading';
  else if (search.isError) status = 'failed';
  else status = 'done';

  const chosen = new Set(value.map((party) => party.id));
  const available = status === 'done' ? (search.data ?? []).filter((party) => !chosen.has(party.id)) : [];
  const more = available.length - PICKER_MAX_SHOWN;
  const options: TMessageParty[] = available.slice(0, PICKER_MAX_SHOWN);
  if (more > 0) options.push({ id: MORE_ID, name: t('messages.moreUsers', { count: more }), email: null });

  const announcement =
    status === 'short'
      ? t('messages.searchTooShort')
      : status === 'loading'
        ? t('messages.searching')
        : available.length === 0
          ? t('messages.noResults')
          : t('messages.searchResults', { count: available.length });

  return (
    <>
      <Autocomplete<TMessageParty, true>
        multiple
        id={id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={value}
        onChange={(_event, next) => onChange(next.filter((party) => party.id !== MORE_ID))}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        filterOptions={(items) => items}
        getOptionLabel={labelOf}
        getOptionKey={(party) => party.id}
        getOptionDisabled={(party) => party.id === MORE_ID}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={status === 'loading'}
        loadingText={t('messages.searching')}
        noOptionsText={status === 'short' ? t('messages.searchTooShort') : t('messages.noResults')}
        renderOption={({ key, ...props }, party) => (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography component="span" sx={{ display: 'block' }}>
              {labelOf(party)}
            </Typography>
            {party.email && party.name && (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {party.email}
              </Typography>
            )}
          </Box>
        )}
        renderValue={(parties, getItemProps) => [
          ...parties.slice(0, PICKER_MAX_SHOWN).map((party, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={labelOf(party)} {...itemProps} />;
          }),
          ...(parties.length > PICKER_MAX_SHOWN
            ? [
                <Typography key="more" component="span" variant="body2" sx={{ mx: 0.5 }}>
                  {t('messages.moreUsers', { count: parties.length - PICKER_MAX_SHOWN })}
                </Typography>,
              ]
            : []),
        ]}
        renderInput={(params) => (
          <TextField {...params} label={t('messages.recipients')} margin="dense" autoFocus={autoFocus} />
        )}
      />
      <VisuallyHidden>
        <span role="status" data-testid="recipient-search-status">
          {open ? announcement : null}
        </span>
      </VisuallyHidden>
    </>
  );
}
