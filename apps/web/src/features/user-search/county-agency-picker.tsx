import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agenciesByCountyQuery } from './api/agencies-by-county';
import type { KeyValue } from './key-value-search';

export interface CountyAgencyPickerProps {
  county: KeyValue;
  value: KeyValue | null;
  onChange: (agency: KeyValue | null) => void;
}

/**
 * The agencies of the chosen county (spec 2 "Agency search by county"), one to pick; none says 'No
 * {agency plural} found in {county} county.' and a failure 'No matches found.' (spec 2 §8).
 */
export function CountyAgencyPicker({ county, value, onChange }: CountyAgencyPickerProps) {
  const { t } = useTranslation();
  const agencies = useQuery(agenciesByCountyQuery(county.key));
  if (agencies.isPending) return <CircularProgress size={24} aria-label={t('userSearch.searching')} />;
  if (agencies.isError)
    return (
      <Alert severity="info" role="status">
        {t('userSearch.noMatches')}
      </Alert>
    );
  if (agencies.data.length === 0)
    return (
      <Alert severity="info" role="status">
        {t('userSearch.noCountyAgencies', { county: county.value })}
      </Alert>
    );
  return (
    <Autocomplete<KeyValue>
      id="user-search-county-agency"
      options={agencies.data}
      value={value}
      getOptionLabel={(item) => item.value}
      getOptionKey={(item) => item.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      onChange={(_event, item) => onChange(item)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('userSearch.countyAgency', { county: county.value })}
          margin="dense"
          helperText={t('userSearch.countyAgencyHelp', { count: agencies.data.length })}
        />
      )}
    />
  );
}
