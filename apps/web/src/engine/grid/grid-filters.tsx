import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_DATE_MAX, FORM_DATE_MIN, type GridColumn } from '@registry/domain';
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
}

const DATE_LABELS = { LessThan: 'grid.before', OnDate: 'grid.on', GreaterThan: 'grid.after' } as const;

/**
 * A filter per filterable column, by its type (spec 3 §7): text Contains, a number Equals, a date
 * Before, On or After (1900-01-01 .. 2200-12-31), a boolean Yes or No. Above the table, in a search
 * landmark, each field labelled by its column: a row of inputs under the headers would be a second
 * header row that the table's row count would have to explain.
 */
export function GridFilters({ title, columns, inputs, onChange, onClear }: GridFiltersProps) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => column.filterable && !column.hidden);
  if (shown.length === 0) return null;
  const any = Object.values(inputs).some((input) => input.value.trim() !== '');

  return (
    <Box
      role="search"
      aria-label={t('grid.filters', { grid: title })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
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
        <Button onClick={onClear} sx={{ alignSelf: 'center' }}>
          {t('grid.clearFilters')}
        </Button>
      )}
    </Box>
  );
}
