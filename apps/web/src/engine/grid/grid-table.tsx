import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { GridColumn, GridRow, GridSort } from '@registry/domain';
import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, visuallyHiddenStyle } from '../../components/visually-hidden';
import { WrapPoints } from '../../components/wrap-points';
import { GridCell } from './grid-cell';
import { RecordCards } from './record-cards';
import { StatusIcon, verificationStatusOf } from './status-icon';
import type { GridExtraColumn } from './types';

/** TanStack Table's features the grid uses: sorting (by the server), hidden columns, row selection. */
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, rowSelectionFeature });
type Def = ColumnDef<typeof features, GridRow, unknown>;

const SELECT = 'select';
/** The verification icons' own column, where the grid has no verification column of the server's. */
const STATUS = '__status';
/** The server's verification column (the state in words): the icons go in front of its text. */
const VERIFICATION = 'verification';
const ACTIONS = 'actions';

export interface GridTableProps {
  /** The table, or the list of cards: focused after a row's action. */
  ref?: Ref<HTMLElement>;
  /** A table, or a card per row (a narrow screen: useCardLayout). */
  layout: 'table' | 'cards';
  title: string;
  showTitle: boolean;
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  /** The displayed sort: the user's, or the columns' initial sort until they choose. */
  sort: readonly GridSort[];
  onSort: (sort: GridSort) => void;
  /** The position of the first row among all matching rows (1-based). */
  firstRow: number;
  /** The server's total, or null when it is capped (the number of rows is then unknown). */
  total: number | null;
  busy: boolean;
  noData: boolean;
  verification: boolean;
  extraColumns: readonly GridExtraColumn[];
  selection: {
    rowSelection: RowSelectionState;
    onChange: (next: RowSelectionState) => void;
    selectAll: boolean;
  } | null;
  rowLabel: (row: GridRow) => string;
  /** The row's title on a card (its first shown text, and that column), as rowTitle answers it. */
  rowTitle: (row: GridRow) => { text: string; propertyName: string } | null;
  actions: ((row: GridRow) => ReactNode) | null;
}

/** Sorting as TanStack Table holds it. */
const toSorting = (sort: readonly GridSort[]): SortingState =>
  sort.map((item) => ({ id: item.sortColumn, desc: item.sortDirection === 'Descending' }));

const NO_SELECTION: RowSelectionState = {};

/**
 * What the grid reads of the table's own store: nothing. Every slice of the table's state is the grid's
 * (sorting, hidden columns and the selection come in as `state` each render, and the table reads them
 * from there at once), so a change in the store never needs a render of its own. Subscribed to it, the
 * grid was rendered again, whole and at once, each time the table recorded a new page's state after the
 * commit (a second long task on a phone for every page of rows).
 */
const selectNothing = () => null;

/** A value the card leaves out: nothing to say. */
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The grid's table, on TanStack Table: a real table named by its caption, whose row count is the server's
 * total plus the header row (-1, "unknown", past the summary's cap) and whose rows carry their position;
 * busy while a page loads; sortable headers are buttons with aria-sort on the sorted column. In the cards
 * layout the same columns, cells and actions make a card per row (RecordCards); the sort is then the
 * toolbar's.
 */
export function GridTable(props: GridTableProps) {
  const { t } = useTranslation();
  const { ref, columns, rows, verification, extraColumns, selection, actions } = props;

  const defs = useMemo<Def[]>(() => {
    const list: Def[] = [];
    if (selection) list.push({ id: SELECT, enableSorting: false });
    for (const column of columns)
      list.push({
        id: column.propertyName,
        accessorFn: (row: GridRow) => row[column.propertyName] ?? null,
        header: column.columnName,
        enableSorting: column.sortable,
      });
    const iconsInServerColumn = columns.some(
      (column) => column.propertyName === VERIFICATION && !column.hidden,
    );
    if (verification && !iconsInServerColumn) list.push({ id: STATUS, enableSorting: false });
    for (const extra of extraColumns) list.push({ id: extra.id, header: extra.header, enableSorting: false });
    if (actions) list.push({ id: ACTIONS, enableSorting: false });
    return list;
  }, [columns, verification, extraColumns, selection, actions]);

  const columnVisibility = useMemo(
    () =>
      Object.fromEntries(
        columns.filter((column) => column.hidden).map((column) => [column.propertyName, false]),
      ),
    [columns],
  );
  const sorting = useMemo(() => toSorting(props.sort), [props.sort]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.propertyName, column])), [columns]);
  const extraById = useMemo(() => new Map(extraColumns.map((extra) => [extra.id, extra])), [extraColumns]);

  const table = useTable(
    {
      features,
      columns: defs,
      data: rows as GridRow[],
      getRowId: (row) => String(row.id),
      manualSorting: true,
      enableMultiSort: false,
      enableSortingRemoval: false,
      enableRowSelection: selection !== null,
      state: { sorting, columnVisibility, rowSelection: selection?.rowSelection ?? NO_SELECTION },
      onSortingChange: (updater: Updater<SortingState>) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        const first = next[0];
        if (first)
          props.onSort({ sortColumn: first.id, sortDirection: first.desc ? 'Descending' : 'Ascending' });
      },
      onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
        if (!selection) return;
        selection.onChange(typeof updater === 'function' ? updater(selection.rowSelection) : updater);
      },
    },
    selectNothing,
  );

  const pageIds = rows.map((row) => String(row.id));
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection?.rowSelection[id]);
  const someOnPage = pageIds.some((id) => selection?.rowSelection[id]);
  const selectPage = (checked: boolean) => {
    if (!selection) return;
    const next = { ...selection.rowSelection };
    for (const id of pageIds) {
      if (checked) next[id] = true;
      else delete next[id];
    }
    selection.onChange(next);
  };

  const headerContent = (id: string): ReactNode => {
    if (id === SELECT)
      return selection?.selectAll ? (
        <Checkbox
          size="small"
          checked={allOnPage}
          indeterminate={someOnPage && !allOnPage}
          onChange={(event) => selectPage(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('grid.selectPage') } }}
        />
      ) : (
        <VisuallyHidden>{t('grid.selectPage')}</VisuallyHidden>
      );
    if (id === STATUS) return t('grid.verification');
    if (id === ACTIONS) return t('grid.actions');
    return byId.get(id)?.columnName ?? extraById.get(id)?.header ?? id;
  };

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const visibleCount = headers.length;
  const tableRows = table.getRowModel().rows;

  /** A cell's content, in a table cell or on a card (the selection and the actions have their own place). */
  const cellContent = (id: string, original: GridRow): ReactNode => {
    if (id === STATUS) return <StatusIcon row={original} />;
    if (id === VERIFICATION && verification && byId.has(id))
      return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <StatusIcon row={original} />
          <GridCell column={byId.get(id) as GridColumn} value={original[id]} />
        </Box>
      );
    const column = byId.get(id);
    return column ? <GridCell column={column} value={original[id]} /> : extraById.get(id)?.cell(original);
  };
  const rowCheckbox = (row: (typeof tableRows)[number]) => (
    <Checkbox
      size="small"
      checked={row.getIsSelected()}
      onChange={(event) => row.toggleSelected(event.target.checked)}
      slotProps={{
        input: { 'aria-label': t('grid.selectRow', { row: props.rowLabel(row.original) }) },
      }}
    />
  );
  const disabledChip = (original: GridRow) =>
    original.disabled ? <Chip size="small" label={t('grid.disabled')} /> : null;

  if (props.layout === 'cards')
    return (
      <RecordCards
        ref={ref}
        label={props.title}
        showLabel={props.showTitle}
        busy={props.busy}
        firstPosition={props.firstRow}
        setSize={props.total}
        empty={props.noData ? t('grid.noData') : null}
        cardTestId="grid-row"
        header={
          selection?.selectAll && tableRows.length > 0 ? (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Checkbox
                  size="small"
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={(event) => selectPage(event.target.checked)}
                />
              }
              label={t('grid.selectPage')}
            />
          ) : null
        }
        cards={tableRows.map((row) => {
          const original = row.original;
          const title = props.rowTitle(original);
          const fields = row
            .getVisibleCells()
            .map((cell) => cell.column.id)
            .filter(
              (id) =>
                id !== SELECT &&
                id !== ACTIONS &&
                id !== title?.propertyName &&
                // A column of the server's with no value, or no verification state to show: nothing to say.
                !(byId.has(id) && id !== VERIFICATION && isBlank(original[id])) &&
                !(id === STATUS && verificationStatusOf(original) === null),
            )
            .map((id) => ({ id, label: headerContent(id), value: cellContent(id, original) }));
          return {
            key: row.id,
            title: title ? <WrapPoints text={title.text} minToken={0} /> : props.rowLabel(original),
            lead: selection ? rowCheckbox(row) : undefined,
            badge: disabledChip(original),
            fields,
            actions: actions?.(original),
            selected: row.getIsSelected(),
            muted: original.disabled === true,
          };
        })}
      />
    );

  return (
    <TableContainer>
      <Table
        // The grid keeps one ref for the table or the list of cards, whichever is shown.
        ref={ref as Ref<HTMLTableElement> | undefined}
        tabIndex={-1}
        size="small"
        aria-rowcount={props.total === null ? -1 : props.total + 1}
        aria-busy={props.busy}
        // The caption styled from the table, so that these rules outrank MUI's own for a table's caption
        // (below the table, padded): a shown title sits above; a hidden one takes no room at all (padded,
        // it widened the page; inside a positioned container it made an empty one scrollable).
        sx={{
          '&:focus': { outline: 'none' },
          '& > caption': props.showTitle
            ? { captionSide: 'top', textAlign: 'left', fontWeight: 700, px: 0, pt: 0 }
            : // In sx a bare 1 is 100% and a margin counts in theme spacing: the sizes are given in px.
              { ...visuallyHiddenStyle, width: '1px', height: '1px', margin: '-1px' },
        }}
      >
        <caption>{props.title}</caption>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {headers.map((header) => {
              const column = header.column;
              const sorted = column.getIsSorted();
              const sortable = column.getCanSort();
              return (
                <TableCell
                  key={header.id}
                  component="th"
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  padding={header.id === SELECT ? 'checkbox' : 'normal'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {sortable ? (
                    <TableSortLabel
                      component="button"
                      type="button"
                      active={sorted !== false}
                      direction={sorted === 'desc' ? 'desc' : 'asc'}
                      onClick={() => column.toggleSorting(sorted === 'asc')}
                      sx={{ font: 'inherit', border: 0, background: 'none', p: 0, cursor: 'pointer' }}
                    >
                      {headerContent(header.id)}
                    </TableSortLabel>
                  ) : (
                    headerContent(header.id)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.noData ? (
            <TableRow aria-rowindex={2}>
              <TableCell colSpan={Math.max(1, visibleCount)}>{t('grid.noData')}</TableCell>
            </TableRow>
          ) : (
            tableRows.map((row, index) => {
              const original = row.original;
              return (
                <TableRow
                  key={row.id}
                  aria-rowindex={props.firstRow + index + 1}
                  selected={row.getIsSelected()}
                  data-testid="grid-row"
                  sx={original.disabled ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const id = cell.column.id;
                    const content =
                      id === SELECT ? (
                        rowCheckbox(row)
                      ) : id === ACTIONS ? (
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          {actions?.(original)}
                          {disabledChip(original)}
                        </Box>
                      ) : (
                        cellContent(id, original)
                      );
                    return (
                      <TableCell key={cell.id} padding={id === SELECT ? 'checkbox' : 'normal'}>
                        {content}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
