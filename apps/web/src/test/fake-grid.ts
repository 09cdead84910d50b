import type { TGridRequest, TGridSummaryRequest, TGridSummaryResponse } from '@registry/contracts';
import { GRID_OPERATIONS_BY_TYPE, type GridColumn, type GridRow } from '@registry/domain';
import type { FakeHandler, FakeReply, RecordedCall } from './fake-api';

/** A column as the server's grid definitions send it, plain text unless told. */
export function gridColumn(propertyName: string, overrides: Partial<GridColumn> = {}): GridColumn {
  return {
    columnName: propertyName,
    propertyName,
    type: 'text',
    sortable: true,
    filterable: true,
    filterOperations: [...GRID_OPERATIONS_BY_TYPE[overrides.type ?? 'text']],
    hidden: false,
    formatDate: false,
    formatNumber: false,
    isTimeStamp: false,
    showTime: false,
    allowHtml: false,
    initialSort: false,
    initialSortDirection: null,
    ...overrides,
  };
}

/** A row with its flags (spec 3 §3): viewable, editable and deletable unless told. */
export function gridRow(
  id: number,
  values: Record<string, GridRow[string]> = {},
  flags: Partial<GridRow> = {},
): GridRow {
  return {
    id,
    canView: true,
    canEdit: true,
    canDisable: false,
    canDelete: true,
    disabled: false,
    ...values,
    ...flags,
  } as GridRow;
}

export interface FakeGridOptions {
  columns: GridColumn[];
  rows: GridRow[];
  /** The summary's answer (default: the rows' count, not capped). */
  total?: number;
  capped?: boolean;
  /** The summary's aggregates, answered when a summary asks for them. */
  aggregates?: TGridSummaryResponse['aggregates'];
}

/**
 * POST /api/grid and /api/grid/summary over a fixed set of rows: the page asked for (from..to), 'No Data'
 * when nothing is there; filters and sort are not applied (the tests read what was asked for).
 */
export function fakeGrid({
  columns,
  rows,
  total,
  capped = false,
  aggregates = [],
}: FakeGridOptions): Record<string, FakeHandler> {
  return {
    'POST /api/grid': (call: RecordedCall): FakeReply => {
      const request = call.body as TGridRequest;
      const gridData = rows.slice(request.from - 1, request.to);
      return {
        body: gridData.length > 0 ? { gridData, columns } : { gridData, columns, message: 'No Data' },
      };
    },
    'POST /api/grid/summary': (call: RecordedCall): FakeReply => {
      const request = call.body as TGridSummaryRequest;
      return {
        body: {
          total: total ?? rows.length,
          totalCapped: capped,
          maxUpdatedDate: null,
          ...(request.aggregates === true ? { aggregates } : {}),
        },
      };
    },
  };
}

/** The grid summaries a test asked for, as the server received them. */
export const summaryRequests = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/grid/summary').map((call) => call.body as TGridSummaryRequest);

/** The grid requests a test made, as the server received them. */
export const gridRequests = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/grid').map((call) => call.body as TGridRequest);
