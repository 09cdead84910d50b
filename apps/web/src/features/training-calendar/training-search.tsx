import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TTrainingSearchQuery } from '@registry/contracts';
import { GRID_PAGE_SIZE } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPager } from '../../engine/grid/grid-pager';
import { pageRows } from '../../engine/grid/pager';
import { failureText } from '../../lib/api';
import { searchChoicesQuery } from './api/search-choices';
import { trainingSearchQuery } from './api/training-search';
import { SessionList } from './session-list';

/** The seven dropdowns of the search (spec 3 §2), each with the seeded list it offers (spec 3 §9). */
const LIST_FILTERS = [
  ['coreKnowledgeArea', 'core-knowledge-areas'],
  ['region', 'regions'],
  ['targetAgeGroup', 'age-groups'],
  ['dhrStandard', 'dhr-standards'],
  ['cdaArea', 'cda-areas'],
  ['ccdfArea', 'ccdf-areas'],
  ['deliveryMethod', 'delivery-methods'],
] as const;
type ListFilter = (typeof LIST_FILTERS)[number][0];
type Filters = { name: string } & Record<ListFilter, string>;

const NO_FILTERS: Filters = {
  name: '',
  coreKnowledgeArea: '',
  region: '',
  targetAgeGroup: '',
  dhrStandard: '',
  cdaArea: '',
  ccdfArea: '',
  deliveryMethod: '',
};

/** The filters that are set, as the search's query takes them (an unset one is not sent). */
function searchOf(filters: Filters): Omit<TTrainingSearchQuery, 'from' | 'to'> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/**
 * Search Training (spec 3 §2): the training name and seven dropdowns (core knowledge area, region, target
 * age group, DHR performance standard, CDA area, CCDF health and safety, delivery method), Search and
 * Clear Values; the matching open sessions a page at a time, each opening its details.
 */
export function TrainingSearch({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const choices = useQuery(searchChoicesQuery());
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [submitted, setSubmitted] = useState<Omit<TTrainingSearchQuery, 'from' | 'to'> | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(GRID_PAGE_SIZE);
  const query: TTrainingSearchQuery = { ...(submitted ?? {}), ...pageRows(page, pageSize) };
  const results = useQuery({ ...trainingSearchQuery(query), enabled: submitted !== null });
  const s = (key: ListFilter | 'name') => t(`trainingCalendar.search.${key}`);

  let outcome;
  if (submitted === null) outcome = <Typography>{t('trainingCalendar.search.prompt')}</Typography>;
  else if (results.isPending) outcome = <CircularProgress aria-label={t('common.loading')} />;
  else if (results.isError)
    outcome = (
      <Alert severity="error" role="alert">
        {failureText(results.error, t('toast.network'))}
      </Alert>
    );
  else if (results.data.items.length === 0)
    outcome = <Typography role="status">{t('trainingCalendar.search.empty')}</Typography>;
  else
    outcome = (
      <>
        <Typography role="status" sx={{ mb: 1 }}>
          {t('trainingCalendar.search.count', { count: results.data.total })}
        </Typography>
        <SessionList
          label={t('trainingCalendar.search.results')}
          sessions={results.data.items}
          busy={results.isFetching}
          columns="session"
          onOpen={onOpen}
          rowTestId="search-result"
        />
        <GridPager
          title={t('trainingCalendar.search.results')}
          page={page}
          pageSize={pageSize}
          total={results.data.total}
          capped={false}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </>
    );

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t('trainingCalendar.search.label')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(searchOf(filters));
          setPage(1);
        }}
        sx={{ mb: 3 }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 2,
          }}
        >
          <TextField
            label={s('name')}
            value={filters.name}
            onChange={(event) => setFilters((current) => ({ ...current, name: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 180 } }}
          />
          {LIST_FILTERS.map(([filter, list]) => (
            <TextField
              key={filter}
              select
              label={s(filter)}
              value={filters[filter]}
              onChange={(event) => setFilters((current) => ({ ...current, [filter]: event.target.value }))}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('trainingCalendar.search.any')}</MenuItem>
              {(choices.data?.[list] ?? []).map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.text}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {t('trainingCalendar.search.submit')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              setFilters(NO_FILTERS);
              setSubmitted(null);
              setPage(1);
            }}
          >
            {t('trainingCalendar.search.clear')}
          </Button>
        </Box>
      </Box>
      {outcome}
    </>
  );
}
