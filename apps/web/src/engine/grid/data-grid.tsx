import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  showsDisableControls,
  verificationRequesterProblem,
  type GridColumn,
  type GridRow,
  type GridSort,
} from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { VisuallyHidden } from '../../components/visually-hidden';
import { failureText } from '../../lib/api';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { gridKeys } from './api/get-grid';
import type { FilterInput } from './filters';
import { rowLabel, rowTitle } from './grid-cell';
import { GridFilters } from './grid-filters';
import { GridPager } from './grid-pager';
import { GridTable } from './grid-table';
import { GridToolbar } from './grid-toolbar';
import { HelpLegend } from './help-legend';
import { displayedRange, pageRows, showsPager } from './pager';
import { RecordModal, type RecordTarget } from './record-modal';
import { RowActions } from './row-actions';
import { shownIcons } from './row-icons';
import type { DataGridProps, GridRowAction } from './types';
import { offersVerificationRequest, useRowHandlers } from './use-row-handlers';
import { useCardLayout } from './use-card-layout';
import { useGridData } from './use-grid-data';
import { VerificationHistoryModal, type VerificationHistoryTarget } from './verification-history-modal';

const NO_ROWS: GridRow[] = [];

/** The columns' initial sort (spec 3 §3 initialSort, initialSortDirection), shown until the user sorts. */
function initialSort(columns: readonly GridColumn[]): GridSort[] {
  const column = columns.find((candidate) => candidate.initialSort);
  return column
    ? [{ sortColumn: column.propertyName, sortDirection: column.initialSortDirection ?? 'Ascending' }]
    : [];
}

/** What a grid reads of the session: it renders again only when one of these changes. */
const gridInputs = (session: SessionState) => ({
  activeRole: session.activeRole,
  userId: session.userId,
});

/**
 * The server-driven data grid (spec 3 §2 "Generic data grid", DESIGN §1 engine/grid): POST /api/grid
 * answers the columns and a page of rows with their flags, POST /api/grid/summary the total; the grid
 * sorts by a header, filters by column, pages (spec 2 §9), offers the row actions the flags allow,
 * Add New, Include Disabled and Disable/Enable where the viewer's role has them (spec 3 §6), CSV and PDF
 * downloads of every matching row, and the verification column. A row's form opens in the generic modal.
 */
export function DataGrid(props: DataGridProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSessionSelector(gridInputs, shallowEqual);
  const queryClient = useQueryClient();
  const tableRef = useRef<HTMLElement>(null);
  // A narrow screen: a card per row, the filters folded, the sort a select (docs/decisions/grid-engine.md).
  const cards = useCardLayout();
  const { entityTypeId, formId, title, recordName } = props;
  const primaryEntity = props.primaryEntity ?? null;

  const data = useGridData(props);
  const { page, pageSize, sort, inputs, includeDisabled, filterInfo, grid, summary, total, capped } = data;
  const hiddenColumns = props.hiddenColumns;
  const columns = useMemo(
    () =>
      hiddenColumns?.length
        ? data.columns.map((column) =>
            hiddenColumns.includes(column.propertyName) ? { ...column, hidden: true } : column,
          )
        : data.columns,
    [data.columns, hiddenColumns],
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [record, setRecord] = useState<RecordTarget | null>(null);
  const [history, setHistory] = useState<VerificationHistoryTarget | null>(null);

  const onSelectionChange = props.onSelectionChange;
  useEffect(() => {
    onSelectionChange?.(
      Object.keys(rowSelection)
        .filter((id) => rowSelection[id])
        .map(Number),
    );
  }, [rowSelection, onSelectionChange]);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: gridKeys.entity(entityTypeId) }),
    [queryClient, entityTypeId],
  );
  const handlers = useRowHandlers({
    entityTypeId,
    primaryEntity,
    afterChange: () => tableRef.current?.focus(),
  });

  const rows = grid.data?.gridData ?? NO_ROWS;
  const noData = grid.data !== undefined && rows.length === 0;
  const disableControls = showsDisableControls(session.activeRole, entityTypeId, tenant);
  const ownRecords = primaryEntity === null || primaryEntity.id === session.userId;
  // Spec 1 §4: a director (active role 200) is not offered a request on their own records but told whom to ask.
  const requesterProblem =
    props.verification && ownRecords ? verificationRequesterProblem(session.activeRole, tenant) : null;
  const labelOf = (row: GridRow) =>
    rowLabel(columns, row, tenant.timeZone, t('grid.rowFallback', { id: row.id }));
  const titleOf = (row: GridRow) => rowTitle(columns, row, tenant.timeZone);
  const displayedSort = sort ?? initialSort(columns);
  const range = displayedRange(page, pageSize, rows.length);
  const totalText = capped ? t('grid.moreThan', { count: total }) : String(total);
  const status = grid.isPending
    ? t('grid.loading')
    : noData
      ? t('grid.noData')
      : range && summary.data
        ? t('grid.range', { first: range.first, last: range.last, total: totalText })
        : '';

  const builtIn = (row: GridRow): GridRowAction[] => {
    if (!props.verification) return [];
    const label = labelOf(row);
    const actions: GridRowAction[] = [];
    if (ownRecords && requesterProblem === null && row.canEdit && offersVerificationRequest(row))
      actions.push({
        key: 'request-verification',
        label: t('verification.request'),
        onSelect: () => void handlers.requestVerification(row),
      });
    if (row.verificationStatus === 'Requested' || row.verified === true || row.rejected === true)
      actions.push({
        key: 'verification-history',
        label: t('verification.history'),
        onSelect: () => setHistory({ entityId: row.id, identifier: label }),
      });
    return actions;
  };

  // The form a row opens in: its own where the grid lists several forms' records (null: the screen's
  // openRow opens it), otherwise the grid's.
  const rowFormOf = (row: GridRow): number | null | undefined => {
    const own = props.rowFormId?.(row);
    return own === undefined ? formId : own;
  };
  const opens = (row: GridRow): boolean => {
    const form = rowFormOf(row);
    return form === null ? props.openRow !== undefined : form !== undefined;
  };
  const openRecord = (row: GridRow, mode: 'view' | 'edit') => {
    const form = rowFormOf(row);
    if (form === null) return props.openRow?.(row, mode);
    if (form === undefined) return;
    const name = props.rowRecordName?.(row);
    setRecord({
      mode,
      entityId: row.id,
      ...(form !== formId ? { formId: form } : {}),
      ...(name !== undefined ? { recordName: name } : {}),
    });
  };
  const hasForms = formId !== undefined || props.rowFormId !== undefined || props.addOptions !== undefined;
  const addOptions =
    props.addOptions && props.addNew !== false
      ? props.addOptions.map((option) => ({
          key: option.key,
          label: option.label,
          onSelect:
            'onSelect' in option
              ? option.onSelect
              : () =>
                  setRecord({
                    mode: 'add',
                    formId: option.formId,
                    ...(option.recordName !== undefined ? { recordName: option.recordName } : {}),
                  }),
        }))
      : null;

  const renderActions = (row: GridRow) => {
    const label = labelOf(row);
    return (
      <RowActions
        row={row}
        label={label}
        hasForm={opens(row)}
        disableControls={disableControls}
        layout={cards ? 'buttons' : 'icons'}
        onView={() => (props.onView ? props.onView(row) : openRecord(row, 'view'))}
        onEdit={() => openRecord(row, 'edit')}
        onDelete={() => void handlers.remove(row)}
        onDisable={(disable) => void handlers.disable(row, disable)}
        extra={[...builtIn(row), ...(props.rowActions?.(row, { label, reload }) ?? [])]}
      />
    );
  };

  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  return (
    <Box data-testid="data-grid">
      <GridToolbar
        title={title}
        addNew={
          formId !== undefined && props.addNew !== false && !props.addOptions
            ? () => setRecord({ mode: 'add' })
            : null
        }
        addOptions={addOptions}
        includeDisabled={
          disableControls ? { checked: includeDisabled, onChange: data.setIncludeDisabled } : null
        }
        download={
          props.downloads
            ? {
                formId,
                entityTypeId,
                altGridId: props.altGridId ?? null,
                primaryEntityId: primaryEntity?.id ?? null,
                includeDisabled,
                filters: filterInfo,
                defaultFilters: [...(props.defaultFilters ?? [])],
                sortInfo: sort ?? [],
                recordName,
              }
            : null
        }
        selection={
          props.multiRowSelect
            ? {
                count: selectedCount,
                onClear: props.allowClearSelection ? () => setRowSelection({}) : null,
              }
            : null
        }
        sort={
          cards
            ? {
                columns: columns.filter((column) => column.sortable && !column.hidden),
                current: displayedSort[0] ?? null,
                onChange: data.setSort,
              }
            : null
        }
      />
      <GridFilters
        title={title}
        columns={columns}
        inputs={inputs}
        onChange={(property: string, input: FilterInput) =>
          data.setInputs((current) => ({ ...current, [property]: input }))
        }
        onClear={() => data.setInputs({})}
        folded={cards}
      />
      {requesterProblem !== null && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="verification-requester-note">
          {requesterProblem}
        </Alert>
      )}
      {grid.isError ? (
        <Alert severity="error" role="alert">
          {failureText(grid.error, t('toast.network'))}
        </Alert>
      ) : (
        <GridTable
          ref={tableRef}
          layout={cards ? 'cards' : 'table'}
          title={title}
          showTitle={props.showTitle ?? false}
          columns={columns}
          rows={rows}
          sort={displayedSort}
          onSort={data.setSort}
          firstRow={pageRows(page, pageSize).from}
          total={capped || !summary.data ? null : total}
          busy={grid.isFetching || summary.isFetching || handlers.busy}
          noData={noData}
          verification={props.verification ?? false}
          extraColumns={props.extraColumns ?? []}
          selection={
            props.multiRowSelect
              ? { rowSelection, onChange: setRowSelection, selectAll: props.allowSelectAll ?? false }
              : null
          }
          rowLabel={labelOf}
          rowTitle={titleOf}
          actions={renderActions}
        />
      )}
      {/* The pager's words, announced as they change (a polite live region); shown with the pager. */}
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {showsPager(total) ? status : <VisuallyHidden>{status}</VisuallyHidden>}
      </Typography>
      <GridPager
        title={title}
        page={page}
        pageSize={pageSize}
        total={total}
        capped={capped}
        onPage={data.setPage}
        onPageSize={data.setPageSize}
      />
      {session.activeRole === '100' && (
        <HelpLegend icons={shownIcons(rows, (row) => ({ hasForm: opens(row), disableControls }))} />
      )}
      {hasForms && (
        <RecordModal
          target={record}
          formId={formId}
          entityTypeId={entityTypeId}
          recordName={recordName}
          parent={primaryEntity}
          {...(props.recordPanel ? { panel: props.recordPanel } : {})}
          onClose={() => setRecord(null)}
        />
      )}
      {props.verification && (
        <VerificationHistoryModal
          target={history}
          entityTypeId={entityTypeId}
          formId={formId}
          recordName={recordName}
          personName={primaryEntity?.displayValue ?? (ownRecords ? null : '')}
          onClose={() => setHistory(null)}
        />
      )}
    </Box>
  );
}
