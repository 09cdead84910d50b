import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { EntityType, type GridFilter, type GridRow } from '@registry/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridRowAction, type GridRowContext } from '../../engine/grid/index';
import { useTenant } from '../../lib/tenant-context';
import { searchAgencies } from './api/search-agencies';
import { searchCounties } from './api/search-counties';
import { CountyAgencyPicker } from './county-agency-picker';
import { KeyValueSearch, type KeyValue } from './key-value-search';

/** The three ways to find people (spec 2 "Search Users"); agency first, the default. */
export const SEARCH_MODES = ['agency', 'name', 'county'] as const;
export type UserSearchMode = (typeof SEARCH_MODES)[number];

/** What the results were found by: a row action may need the organization (Training Report). */
export interface UserSearchSelection {
  mode: UserSearchMode;
  /** The organization picked (agency mode, or county mode after an agency of the county). */
  organization: KeyValue | null;
}

export type UserSearchRowActions = (
  row: GridRow,
  context: GridRowContext,
  selection: UserSearchSelection,
) => GridRowAction[];

export interface UserSearchProps {
  /** The results grid's row actions (Verification Actions, Training Report, a coach's Request). */
  rowActions?: UserSearchRowActions;
  /** The results grid's caption (default 'Users'). */
  gridTitle?: string;
  /**
   * Filters the screen adds to every search (a trainer's session, which the rows' alreadyRegistered answers
   * for); a change of them loads the results again.
   */
  extraFilters?: readonly GridFilter[];
}

/** The grid's altGridId and the filters the server's search-users grid declares. */
const USERS_GRID = 'search-users';
const NAME_FILTER = 'SearchableName';
const ORGANIZATION_FILTER = 'organizationId';
const AGENCY_ONLY_COLUMNS = ['titlePosition'] as const;

/**
 * The people search of spec 2 "Search Users", reused by the screens that find professionals: a radio
 * switch 'Search by {agency term}' (default), 'Search by User Name', 'Search by County', each with its
 * help text. The results grid (POST /api/grid, entity 1, altGridId 'search-users') stays closed until a
 * search is chosen: it opens once an agency (or a county's agency) or a name is picked, and closes when
 * the choice is cleared. Changing the search type clears the term, the agency and the county. The
 * Title/Position column shows in agency search only.
 */
export function UserSearch({ rowActions, gridTitle, extraFilters }: UserSearchProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  // A tenant without organizations (jh) has no agency or county to search by.
  const modes: readonly UserSearchMode[] = tenant.features.organizations ? SEARCH_MODES : ['name'];
  const [mode, setMode] = useState<UserSearchMode>(modes[0]!);
  const [agency, setAgency] = useState<KeyValue | null>(null);
  const [county, setCounty] = useState<KeyValue | null>(null);
  const [countyAgency, setCountyAgency] = useState<KeyValue | null>(null);
  const [nameText, setNameText] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [nameError, setNameError] = useState('');

  const changeMode = (next: UserSearchMode) => {
    setMode(next);
    setAgency(null);
    setCounty(null);
    setCountyAgency(null);
    setNameText('');
    setName(null);
    setNameError('');
  };

  const organization = mode === 'agency' ? agency : mode === 'county' ? countyAgency : null;
  const filters = useMemo<GridFilter[] | null>(() => {
    const extra = extraFilters ?? [];
    if (organization)
      return [
        { filterColumn: ORGANIZATION_FILTER, operation: 'Contains', value: organization.key },
        ...extra,
      ];
    if (mode === 'name' && name)
      return [{ filterColumn: NAME_FILTER, operation: 'Contains', value: name }, ...extra];
    return null;
  }, [organization, mode, name, extraFilters]);

  const submitName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = nameText.trim();
    if (text.length < 2) {
      setName(null);
      setNameError(t('userSearch.tooShort'));
      return;
    }
    setNameError('');
    setName(text);
  };

  const selection: UserSearchSelection = { mode, organization };
  const modeLabel = (value: UserSearchMode) =>
    t(
      value === 'agency'
        ? 'userSearch.byAgency'
        : value === 'name'
          ? 'userSearch.byName'
          : 'userSearch.byCounty',
    );

  return (
    <Box>
      {/* One way to search (jh: by name only) offers no choice. */}
      {modes.length > 1 && (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('userSearch.searchType')}</FormLabel>
          <RadioGroup
            row
            name="user-search-mode"
            value={mode}
            onChange={(event) => changeMode(event.target.value as UserSearchMode)}
          >
            {modes.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={modeLabel(value)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Box key={mode} sx={{ maxWidth: 560, mb: 2 }}>
        {mode === 'agency' && (
          <KeyValueSearch
            id="user-search-agency"
            label={t('userSearch.agency')}
            help={t('userSearch.helpAgency')}
            value={agency}
            onChange={setAgency}
            search={searchAgencies}
          />
        )}
        {mode === 'name' && (
          <Box
            component="form"
            noValidate
            onSubmit={submitName}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              id="user-search-name"
              label={t('userSearch.name')}
              value={nameText}
              margin="dense"
              sx={{ flex: '1 1 16rem' }}
              error={nameError !== ''}
              helperText={nameError || t('userSearch.helpName')}
              onChange={(event) => {
                setNameText(event.target.value);
                // Clearing the name closes the results.
                if (event.target.value.trim() === '') setName(null);
              }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }}>
              {t('userSearch.search')}
            </Button>
          </Box>
        )}
        {mode === 'county' && (
          <>
            <KeyValueSearch
              id="user-search-county"
              label={t('userSearch.county')}
              help={t('userSearch.helpCounty')}
              value={county}
              onChange={(item) => {
                setCounty(item);
                setCountyAgency(null);
              }}
              search={searchCounties}
            />
            {county && <CountyAgencyPicker county={county} value={countyAgency} onChange={setCountyAgency} />}
          </>
        )}
      </Box>
      {filters && (
        <DataGrid
          key={JSON.stringify(filters)}
          title={gridTitle ?? t('userSearch.gridTitle')}
          showTitle
          entityTypeId={EntityType.User}
          altGridId={USERS_GRID}
          defaultFilters={filters}
          recordName={t('userSearch.recordName')}
          addNew={false}
          {...(mode === 'agency' ? {} : { hiddenColumns: AGENCY_ONLY_COLUMNS })}
          {...(rowActions ? { rowActions: (row, context) => rowActions(row, context, selection) } : {})}
        />
      )}
    </Box>
  );
}
