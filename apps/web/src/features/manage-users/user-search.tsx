import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { SEARCH_MIN_CHARS, type GridFilter } from '@registry/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../engine/grid/use-debounced';

/** The filters of the manage-users grid (the server's grid declares them). */
export const SEARCHABLE_NAME = 'SearchableName';
export const EC_PROFESSIONALS_ONLY = 'HasECProfessionalRoleOnly';
const TYPING_DELAY_MS = 300;

export type SearchType = 'all' | 'ecProfessionals';

/**
 * The search of Manage Users: a name (at least 2 characters, spec 2 §5; shorter asks nothing and says
 * so) and the search type (all users, or EC professionals only), as the grid's default filters.
 */
export function useUserSearchFilters() {
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('all');
  const term = useDebounced(text.trim(), TYPING_DELAY_MS);
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS;
  const filters = useMemo<GridFilter[]>(
    () => [
      ...(term.length >= SEARCH_MIN_CHARS
        ? [{ filterColumn: SEARCHABLE_NAME, operation: 'Contains' as const, value: term }]
        : []),
      ...(type === 'ecProfessionals'
        ? [{ filterColumn: EC_PROFESSIONALS_ONLY, operation: 'Equals' as const, value: 'true' }]
        : []),
    ],
    [term, type],
  );
  return { text, setText, type, setType, tooShort, filters };
}

export type UserSearchState = ReturnType<typeof useUserSearchFilters>;

export function UserSearch({ search }: { search: UserSearchState }) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        label={t('manageUsers.search')}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        type="search"
        autoComplete="off"
        error={search.tooShort}
        helperText={search.tooShort ? t('manageUsers.searchTooShort') : t('manageUsers.searchHelp')}
        sx={{ flex: '1 1 16rem', maxWidth: '100%' }}
      />
      <FormControl component="fieldset" sx={{ flex: '0 1 auto' }}>
        <FormLabel component="legend" id={typeLabelId}>
          {t('manageUsers.searchType')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={typeLabelId}
          value={search.type}
          onChange={(event) => search.setType(event.target.value as SearchType)}
        >
          <FormControlLabel value="all" control={<Radio />} label={t('manageUsers.allUsers')} />
          <FormControlLabel
            value="ecProfessionals"
            control={<Radio />}
            label={t('manageUsers.ecProfessionals')}
          />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
