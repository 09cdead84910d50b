/**
 * The data grid's shapes (spec 3 §2 "Generic data grid", §3 "Grid response", "Column", "Row flags", §6,
 * §7 "Grids"; DESIGN §3 "Grids, in detail"): one set of types for the server (grid definitions, POST
 * /api/grid), the web (engine/grid) and the contracts (whose zod schemas match these).
 */

/**
 * Filter operations (spec 3 §7): text uses Contains, numbers Equals, dates Before (LessThan), On
 * (OnDate) or After (GreaterThan); None is no filter. Equals also serves booleans and choice columns.
 */
export const GRID_FILTER_OPERATIONS = [
  'None',
  'Contains',
  'Equals',
  'OnDate',
  'GreaterThan',
  'LessThan',
] as const;
export type GridFilterOperation = (typeof GRID_FILTER_OPERATIONS)[number];

export const GRID_SORT_DIRECTIONS = ['Ascending', 'Descending'] as const;
export type GridSortDirection = (typeof GRID_SORT_DIRECTIONS)[number];

/** How a column's values are typed: what filters it takes and how the web shows it. */
export const GRID_COLUMN_TYPES = ['text', 'number', 'date', 'datetime', 'boolean'] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/** The operations each column type accepts (anything else is refused by the server). */
export const GRID_OPERATIONS_BY_TYPE: Record<GridColumnType, readonly GridFilterOperation[]> = {
  text: ['None', 'Contains', 'Equals'],
  number: ['None', 'Equals', 'GreaterThan', 'LessThan'],
  date: ['None', 'OnDate', 'GreaterThan', 'LessThan'],
  datetime: ['None', 'OnDate', 'GreaterThan', 'LessThan'],
  boolean: ['None', 'Equals'],
};

/** Spec 3 §3 column, as the server sends it. */
export interface GridColumn {
  /** The header. */
  columnName: string;
  /** The key of the value in each row (and what filters and sorts name). */
  propertyName: string;
  type: GridColumnType;
  sortable: boolean;
  filterable: boolean;
  /** The filter operations the server takes for it (of its type's; a large grid's text may take Equals only). */
  filterOperations: GridFilterOperation[];
  hidden: boolean;
  formatDate: boolean;
  formatNumber: boolean;
  /** An instant (timestamptz), shown in the tenant's time zone. */
  isTimeStamp: boolean;
  showTime: boolean;
  /** The value is HTML (cleaned by the server, cleaned again by the web before it shows). */
  allowHtml: boolean;
  initialSort: boolean;
  initialSortDirection: GridSortDirection | null;
}

/** One filter (spec 3 §7 filterInfo and defaultFilters). */
export interface GridFilter {
  filterColumn: string;
  operation: GridFilterOperation;
  value: string;
}

export interface GridSort {
  sortColumn: string;
  sortDirection: GridSortDirection;
}

/**
 * Spec 3 §3 row flags: what the viewer may do with the row (from the policies in packages/domain), its
 * state, and for rows about people and their organization roles, those roles' states.
 */
export interface GridRowFlags {
  id: number;
  canView: boolean;
  canEdit: boolean;
  canDisable: boolean;
  canDelete: boolean;
  disabled: boolean;
  status?: string | null;
  attendance?: number | null;
  userId?: number | null;
  userName?: string | null;
  verified?: boolean;
  rejected?: boolean;
  verificationStatus?: 'Requested' | null;
  /** The viewer may verify the record (its policy's mayVerify): the row offers Verify, Decline, Remove, Return. */
  canVerify?: boolean;
  /** The viewer's session has viewed the record through its form (Verify and Decline need it). */
  viewed?: boolean;
  pending100?: boolean;
  has100Role?: boolean;
  rejected100?: boolean;
  removed100?: boolean;
  pending200?: boolean;
  has200Role?: boolean;
  rejected200?: boolean;
  removed200?: boolean;
  hasTrainTNAccess?: boolean;
  /** TrainTN (tn): the viewer may grant or remove this employment's access (trainTnActions). */
  mayGrantTrainTn?: boolean;
  mayRemoveTrainTn?: boolean;
  userLocked?: boolean;
  /** A session (entity 24, spec 3 §3): attendance is finalized; it never had an enrollment. */
  recordIsLocked?: boolean;
  hasHadEnrollments?: boolean;
  /** An enrollment (manage-attendance; enrollmentActions): the row actions offered to the session's trainer. */
  mayCancel?: boolean;
  mayReview?: boolean;
  mayMessage?: boolean;
  /** A DHR report (dhr-report; reportActions): Submit, Approve or Decline offered; it has review comments. */
  maySubmit?: boolean;
  mayRespond?: boolean;
  hasComments?: boolean;
  /**
   * A PDP item (entities 11, 12; spec 3 §3): its director's and coach's reflections (null: none yet),
   * whether the viewer is the owner's director, and whether they may add a reflection or a comment now.
   */
  reflectionId?: number | null;
  coachReflectionId?: number | null;
  viewerIsDirector?: boolean;
  mayReflect?: boolean;
  mayComment?: boolean;
  /** A coach relationship (entity 21; coachingOffers, spec 3 §4): the viewer's offers and the pending request. */
  mayRequest?: boolean;
  mayWithdraw?: boolean;
  mayApprove?: boolean;
  mayReject?: boolean;
  mayEnd?: boolean;
  mayAllowPdp?: boolean;
  mayRemovePdp?: boolean;
  hasHistory?: boolean;
  pendingActionId?: number | null;
  /**
   * A resume (entity 10, spec 3 §3 "isGenerated, isPublished, fileUpload, fileKey"): generated or uploaded
   * (fileUpload: the row opens form 9), published, its current download key (null: never saved), and
   * whether Publish is offered now (saved, previewed, not published; the owner only).
   */
  isGenerated?: boolean;
  isPublished?: boolean;
  fileUpload?: boolean;
  fileKey?: string | null;
  mayPublish?: boolean;
  /** A reference (entity 30): the form the row opens (26 typed, 27 an uploaded letter). */
  formId?: number;
}

/** A cell value as the grid sends it: dates as YYYY-MM-DD, instants as ISO 8601, numbers as numbers. */
export type GridValue = string | number | boolean | null;

/** A row: its flags and its values by property name. */
export type GridRow = GridRowFlags & { [propertyName: string]: GridValue | undefined };

/**
 * A total past this many rows is not counted (DESIGN §2: counting millions of rows for every page
 * costs more than the page): the summary says "more than GRID_TOTAL_CAP" instead.
 */
export const GRID_TOTAL_CAP = 10_000;

/** The most rows one POST /api/grid answers (a page; exports stream every row instead). */
export const GRID_MAX_PAGE = 500;

/** Spec 3 §8/§2: the grid's texts. */
export const GRID_TEXTS = {
  noData: 'No Data',
  confirmDelete: 'Are you sure you want to delete?',
  confirmDisable: 'Are you sure you want to disable?',
} as const;
