import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_DATE_MAX, FORM_DATE_MIN, type GridColumn } from '@registry/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_OPERATIONS,
  defaultOperation,
  filterProblem,
  type FilterInput,
  type FilterInputs,
} from './filters';

export interface GridFiltersProps {
  /** The grid's name ('Filter {grid}'). */
  title: string;
  columns: readonly GridColumn[];
  inputs: FilterInputs;
  onChange: (propertyName: string, input: FilterInput) => void;
  onClear: () => void;
  /** On a narrow screen the filters fold behind a Filters button that says how many are applied. */
  folded: boolean;
}

const DATE_LABELS = { LessThan: 'grid.before', OnDate: 'grid.on', GreaterThan: 'grid.after' } as const;

/**
 * A filter per filterable column, by its type (spec 3 §7): text Contains, a number Equals, a date
 * Before, On or After (1900-01-01 .. 2200-12-31), a boolean Yes or No. Above the table, in a search
 * landmark, each field labelled by its column: a row of inputs under the headers would be a second
 * header row that the table's row count would have to explain. Folded (a narrow screen), a Filters
 * button (aria-expanded) shows them one under the other, and says how many are applied while they are
 * hidden.
 */
export function GridFilters({ title, columns, inputs, onChange, onClear, folded }: GridFiltersProps) {
  const { t } = useTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const shown = columns.filter((column) => column.filterable && !column.hidden);
  if (shown.length === 0) return null;
  const applied = shown.filter((column) => (inputs[column.propertyName]?.value.trim() ?? '') !== '').length;
  const any = Object.values(inputs).some((input) => input.value.trim() !== '');

  // Built only when shown: folded and closed (a phone's first view), the fields are not rendered at all.
  const region = () => (
    <Box
      id={regionId}
      role="search"
      aria-label={t('grid.filters', { grid: title })}
      sx={
        folded
          ? { display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'stretch', mt: 1.5 }
          : { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }
      }
    >
      {shown.map((column) => {
        const input = inputs[column.propertyName] ?? { operation: defaultOperation(column), value: '' };
        const set = (patch: Partial<FilterInput>) => onChange(column.propertyName, { ...input, ...patch });
        const problem = filterProblem(column, input);
        const name = column.columnName;
        switch (column.type) {
          case 'date':
          case 'datetime':
            return (
              <Box key={column.propertyName} sx={{ display: 'flex', gap: 0.5 }}>
                <TextField
                  select
                  size="small"
                  label={t('grid.filterDateOperation', { column: name })}
                  value={input.operation}
                  onChange={(event) => set({ operation: event.target.value as FilterInput['operation'] })}
                  sx={{ minWidth: 120 }}
                >
                  {DATE_OPERATIONS.map((operation) => (
                    <MenuItem key={operation} value={operation}>
                      {t(DATE_LABELS[operation])}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  type="date"
                  size="small"
                  label={t('grid.filterDate', { column: name })}
                  value={input.value}
                  onChange={(event) => set({ value: event.target.value })}
                  sx={folded ? { flex: 1 } : undefined}
                  error={problem !== null}
                  helperText={problem ? t('grid.dateOutOfRange') : undefined}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: FORM_DATE_MIN, max: FORM_DATE_MAX },
                  }}
                />
              </Box>
            );
          case 'boolean':
            return (
              <TextField
                key={column.propertyName}
                select
                size="small"
                label={t('grid.filterBoolean', { column: name })}
                value={input.value}
                onChange={(event) => set({ value: event.target.value })}
                sx={{ minWidth: 140 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('grid.any')}</MenuItem>
                <MenuItem value="true">{t('grid.yes')}</MenuItem>
                <MenuItem value="false">{t('grid.no')}</MenuItem>
              </TextField>
            );
          case 'number':
            return (
              <TextField
                key={column.propertyName}
                size="small"
                label={t('grid.filterEquals', { column: name })}
                value={input.value}
                onChange={(event) => set({ value: event.target.value })}
                error={problem !== null}
                helperText={problem ? t('grid.notANumber') : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            );
          case 'text':
            return (
              <TextField
                key={column.propertyName}
                size="small"
                type="search"
                label={t(input.operation === 'Equals' ? 'grid.filterEquals' : 'grid.filterText', {
                  column: name,
                })}
                value={input.value}
                onChange={(event) => set({ value: event.target.value })}
              />
            );
        }
      })}
      {any && (
        <Button onClick={onClear} sx={{ alignSelf: folded ? 'flex-start' : 'center' }}>
          {t('grid.clearFilters')}
        </Button>
      )}
    </Box>
  );
  if (!folded) return region();
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen(!open)}
      >
        {applied > 0 ? t('grid.filtersApplied', { count: applied }) : t('grid.filtersButton')}
      </Button>
      {open && region()}
    </Box>
  );
}
