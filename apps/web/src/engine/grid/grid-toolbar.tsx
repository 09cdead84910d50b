import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import {
  GRID_SORT_DIRECTIONS,
  type GridColumn,
  type GridFilter,
  type GridSort,
  type GridSortDirection,
} from '@registry/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { formatInstant } from '../../lib/format-date';
import { downloadFlatFile } from './api/download-flat-file';

/** What a download names: the grid's rows as it shows them, every one that matches. */
export interface DownloadSource {
  formId: number | undefined;
  entityTypeId: number;
  altGridId: string | null;
  primaryEntityId: number | null;
  includeDisabled: boolean;
  filters: GridFilter[];
  defaultFilters: GridFilter[];
  sortInfo: GridSort[];
  recordName: string;
}

/** The sort as a select, where the column headers are not shown (the cards layout). */
export interface ToolbarSort {
  /** The columns the user may sort by (sortable and shown). */
  columns: readonly GridColumn[];
  current: GridSort | null;
  onChange: (sort: GridSort) => void;
}

/** A choice of Add New where it offers several (spec 3 §2: the Resume and Reference toggles). */
export interface ToolbarAddOption {
  key: string;
  label: string;
  onSelect: () => void;
}

export interface GridToolbarProps {
  title: string;
  addNew: (() => void) | null;
  /** Add New as a menu of these choices (instead of addNew). */
  addOptions?: readonly ToolbarAddOption[] | null;
  includeDisabled: { checked: boolean; onChange: (checked: boolean) => void } | null;
  download: DownloadSource | null;
  selection: { count: number; onClear: (() => void) | null } | null;
  sort: ToolbarSort | null;
}

const SORT_WORDS = {
  text: 'text',
  number: 'number',
  date: 'date',
  datetime: 'date',
  boolean: 'boolean',
} as const;

/**
 * Sort by: each sortable column in both directions, worded by its type ('End Date: newest first'); the
 * value names the column and the direction.
 */
function SortSelect({ sort }: { sort: ToolbarSort }) {
  const { t } = useTranslation();
  const value = (item: GridSort) => `${item.sortDirection}:${item.sortColumn}`;
  const options = sort.columns.flatMap((column) =>
    GRID_SORT_DIRECTIONS.map((direction) => ({
      value: value({ sortColumn: column.propertyName, sortDirection: direction }),
      label: t('grid.sortOption', {
        column: column.columnName,
        direction: t(`grid.sortDirections.${SORT_WORDS[column.type]}.${direction}`),
      }),
    })),
  );
  const current = sort.current ? value(sort.current) : '';
  const known = options.some((option) => option.value === current);
  // The phone's own picker (a native select): it is where the sort is offered (the cards layout), and it
  // costs a phone a fraction of the script a menu-based select does on every grid page's first render.
  return (
    <TextField
      select
      size="small"
      label={t('grid.sortBy')}
      value={known ? current : ''}
      onChange={(event) => {
        const [direction, ...column] = event.target.value.split(':');
        sort.onChange({ sortColumn: column.join(':'), sortDirection: direction as GridSortDirection });
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: '100%' }}
    >
      {!known && <option value="" disabled />}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Add New as a menu button: its choices (a new record of one form or another). */
function AddNewMenu({ options }: { options: readonly ToolbarAddOption[] }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('grid.addNew')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.key}
            onClick={() => {
              setAnchor(null);
              option.onSelect();
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Above the grid: Add New (or its menu of choices), Include Disabled (spec 3 §6), the CSV and PDF downloads of every matching row
 * (POST /api/form/flatfile with the grid's filters; the file saved under the server's name; after a PDF,
 * 'Check your Downloads folder for a PDF of the report.' titled 'Download successful.'), the sort where
 * the rows are cards (no column headers to sort by), and what is selected.
 */
export function GridToolbar({
  title,
  addNew,
  addOptions,
  includeDisabled,
  download,
  selection,
  sort,
}: GridToolbarProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dialogs = useDialogs();
  const toast = useToast();
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);

  const run = async (source: DownloadSource, fileType: 'csv' | 'pdf') => {
    setDownloading(fileType);
    try {
      const { formId, recordName, ...rest } = source;
      const name = await downloadFlatFile(
        {
          ...(formId !== undefined ? { formId } : {}),
          entityType: rest.entityTypeId,
          altGridId: rest.altGridId,
          primaryEntityId: rest.primaryEntityId,
          includeDisabled: rest.includeDisabled,
          filters: rest.filters,
          defaultFilters: rest.defaultFilters,
          sortInfo: rest.sortInfo,
          fileType,
          ...(fileType === 'pdf'
            ? { reportName: title, reportTime: formatInstant(new Date().toISOString(), tenant.timeZone) }
            : {}),
        },
        recordName,
      );
      if (fileType === 'pdf')
        await dialogs.alert(t('grid.downloadedPdf'), { title: t('grid.downloadedTitle') });
      else
        toast.show({
          severity: 'success',
          title: t('grid.downloadedTitle'),
          message: t('grid.downloaded', { file: name }),
        });
    } catch (error) {
      toast.showError(error);
    } finally {
      setDownloading(null);
    }
  };

  const sortable = sort !== null && sort.columns.length > 0;
  const adds = addOptions && addOptions.length > 0 ? addOptions : null;
  if (!addNew && !adds && !includeDisabled && !download && !selection && !sortable) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      {addNew && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={addNew}>
          {t('grid.addNew')}
        </Button>
      )}
      {adds && <AddNewMenu options={adds} />}
      {includeDisabled && (
        <FormControlLabel
          control={
            <Checkbox
              checked={includeDisabled.checked}
              onChange={(event) => includeDisabled.onChange(event.target.checked)}
            />
          }
          label={t('grid.includeDisabled')}
        />
      )}
      {download && (
        <>
          <Button
            variant="outlined"
            disabled={downloading !== null}
            onClick={() => void run(download, 'csv')}
          >
            {t('grid.downloadCsv')}
          </Button>
          <Button
            variant="outlined"
            disabled={downloading !== null}
            onClick={() => void run(download, 'pdf')}
          >
            {t('grid.downloadPdf')}
          </Button>
        </>
      )}
      {sortable && <SortSelect sort={sort} />}
      {selection && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('grid.selected', { count: selection.count })}
          </Typography>
          {selection.onClear && selection.count > 0 && (
            <Button size="small" onClick={selection.onClear}>
              {t('grid.clearSelection')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
