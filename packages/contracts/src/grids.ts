import {
  GRID_COLUMN_TYPES,
  GRID_FILTER_OPERATIONS,
  GRID_MAX_PAGE,
  GRID_SORT_DIRECTIONS,
  type GridColumn,
} from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';
import { ZEntityReference } from './forms.js';

const id = z.number().int().positive();

export const ZGridFilter = z
  .object({
    filterColumn: zText().max(100),
    operation: z.enum(GRID_FILTER_OPERATIONS),
    value: zText().max(200),
  })
  .strict();
export type TGridFilter = z.infer<typeof ZGridFilter>;

export const ZGridSort = z
  .object({ sortColumn: zText().max(100), sortDirection: z.enum(GRID_SORT_DIRECTIONS) })
  .strict();
export type TGridSort = z.infer<typeof ZGridSort>;

/**
 * What names a grid and its rows (spec 3 §7 POST /grid): the entity type (and altGridId for another grid
 * of the same entity), whose rows (primaryEntity: the person whose records; null for the viewer's own or
 * a grid of its own kind), filters (the user's and the screen's defaults), sort, Include Disabled.
 */
const gridQuery = {
  // null: a grid whose rows open no form (the coaching entities 21, 22).
  formId: id.nullable().optional(),
  entityTypeId: id,
  altGridId: zText().max(60).nullable().default(null),
  primaryEntity: ZEntityReference.nullable().default(null),
  includeDisabled: z.boolean().default(false),
  filterInfo: z.array(ZGridFilter).max(20).default([]),
  defaultFilters: z.array(ZGridFilter).max(20).default([]),
  sortInfo: z.array(ZGridSort).max(5).default([]),
};

/**
 * POST /api/grid: one page (from..to, 1-based and inclusive, at most GRID_MAX_PAGE rows). multiRowSelect,
 * allowSelectAll and allowClearSelection are the screen's own settings, accepted and not used by the server.
 */
export const ZGridRequest = z
  .object({
    ...gridQuery,
    multiRowSelect: z.boolean().optional(),
    allowSelectAll: z.boolean().optional(),
    allowClearSelection: z.boolean().optional(),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
  })
  .strict()
  .refine((request) => request.to >= request.from && request.to - request.from < GRID_MAX_PAGE, {
    message: `Ask for at most ${GRID_MAX_PAGE} rows, from a position not after to.`,
    path: ['to'],
  });
export type TGridRequest = z.infer<typeof ZGridRequest>;

const ZGridColumn = z.object({
  columnName: z.string(),
  propertyName: z.string(),
  type: z.enum(GRID_COLUMN_TYPES),
  sortable: z.boolean(),
  filterable: z.boolean(),
  filterOperations: z.array(z.enum(GRID_FILTER_OPERATIONS)),
  hidden: z.boolean(),
  formatDate: z.boolean(),
  formatNumber: z.boolean(),
  isTimeStamp: z.boolean(),
  showTime: z.boolean(),
  allowHtml: z.boolean(),
  initialSort: z.boolean(),
  initialSortDirection: z.enum(GRID_SORT_DIRECTIONS).nullable(),
}) satisfies z.ZodType<GridColumn>;

/** A row: the flags of spec 3 §3 and the values by property name. */
const ZGridRow = z
  .object({
    id: z.number(),
    canView: z.boolean(),
    canEdit: z.boolean(),
    canDisable: z.boolean(),
    canDelete: z.boolean(),
    disabled: z.boolean(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * The page (spec 3 §3 grid response): rows and columns; `message` 'No Data' when nothing matches (the
 * columns still come, so the screen keeps its headers and filters).
 */
export const ZGridResponse = z.object({
  gridData: z.array(ZGridRow),
  columns: z.array(ZGridColumn),
  message: z.literal('No Data').optional(),
});
export type TGridResponse = z.infer<typeof ZGridResponse>;

/**
 * POST /api/grid/summary: the same grid without paging; `aggregates` asks for the grid's declared
 * aggregates too (the training grid's: hours by core knowledge area, for the master training record).
 */
export const ZGridSummaryRequest = z.object({ ...gridQuery, aggregates: z.boolean().optional() }).strict();
export type TGridSummaryRequest = z.infer<typeof ZGridSummaryRequest>;

/**
 * The number of matching rows and the newest change among them (null when none match). Past GRID_TOTAL_CAP
 * the rows are not counted: `total` is the cap, `totalCapped` says "more than", and the newest change is not
 * known either (null): finding it would read every matching row.
 */
export const ZGridSummaryResponse = z.object({
  total: z.number(),
  totalCapped: z.boolean(),
  maxUpdatedDate: z.string().nullable(),
  /**
   * With `aggregates`: every matching row (not capped) grouped by the grid's grouping column as shown (a
   * choice's text; null for rows without one), each group's rows and sums by name.
   */
  aggregates: z
    .array(
      z.object({ key: z.string().nullable(), count: z.number(), sums: z.record(z.string(), z.number()) }),
    )
    .optional(),
});
export type TGridSummaryResponse = z.infer<typeof ZGridSummaryResponse>;

/** POST /api/grid/disable (spec 3 §7): disable or enable one row. */
export const ZGridDisableRequest = z
  .object({
    disable: z.boolean(),
    entityTypeId: id,
    entityId: id,
    primaryEntityId: id.nullable().default(null),
  })
  .strict();
export type TGridDisableRequest = z.infer<typeof ZGridDisableRequest>;

/** The answer to POST /api/grid/disable: the row's state now (the same when it already was so). */
export const ZGridDisableResponse = z.object({ entityTypeId: id, entityId: id, disabled: z.boolean() });
export type TGridDisableResponse = z.infer<typeof ZGridDisableResponse>;

/** POST /api/grid/delete (spec 3 §7). */
export const ZGridDeleteRequest = z
  .object({ entityTypeId: id, entityId: id, primaryEntityId: id.nullable().default(null) })
  .strict();
export type TGridDeleteRequest = z.infer<typeof ZGridDeleteRequest>;

/**
 * POST /api/form/flatfile (spec 3 §7): every row matching the grid's filters (not the page), as CSV or
 * PDF, named entity + timestamp + extension. For PDF, reportName and reportTime head the document.
 */
export const ZFlatFileRequest = z
  .object({
    formId: id.optional(),
    entityType: id,
    altGridId: zText().max(60).nullable().default(null),
    primaryEntityId: id.nullable().default(null),
    includeDisabled: z.boolean().default(false),
    filters: z.array(ZGridFilter).max(20).default([]),
    defaultFilters: z.array(ZGridFilter).max(20).default([]),
    sortInfo: z.array(ZGridSort).max(5).default([]),
    fileType: z.enum(['csv', 'pdf']).default('csv'),
    reportName: zText().max(200).optional(),
    reportTime: zText().max(60).optional(),
  })
  .strict();
export type TFlatFileRequest = z.infer<typeof ZFlatFileRequest>;
