import type { TEntityReference } from '@registry/contracts';
import type { GridFilter, GridRow } from '@registry/domain';
import type { ReactNode } from 'react';

/** An action a screen adds to a row, shown in the row's menu of further actions. */
export interface GridRowAction {
  key: string;
  label: string;
  onSelect: () => void;
  /** Shown but not offered (a verification step that needs the record read first). */
  disabled?: boolean;
}

/** What a screen's own row actions and columns are told about the row. */
export interface GridRowContext {
  /** The row's name, as its action labels use it. */
  label: string;
  /** Loads the grid again (after an action changed the row). */
  reload: () => void;
}

/**
 * One choice of Add New where a grid offers several (spec 3 §2: a Resume toggle, Generate Resume or an
 * upload; a Reference toggle, Add a new Reference or an upload): a new record of a form in the record
 * modal, or something the screen does itself.
 */
export type GridAddOption = {
  key: string;
  /** The choice's words ('Upload a Resume'). */
  label: string;
} & (
  | {
      /** The form of the new record, opened in the record modal. */
      formId: number;
      /** The modal title's record name for this form (default: the grid's recordName). */
      recordName?: string;
    }
  | { onSelect: () => void }
);

/** A column a screen adds after the server's (an employment's organization roles). */
export interface GridExtraColumn {
  id: string;
  header: string;
  cell: (row: GridRow) => ReactNode;
}

export interface DataGridProps {
  /** The grid's name: the table's caption, and the name of its filters, pager and downloads. */
  title: string;
  /** The caption is shown (a grid under a heading of the same words hides it visually). */
  showTitle?: boolean;
  /** The entity type whose rows the server's grid holds (spec 3 §3). */
  entityTypeId: number;
  /** The record form of a row (View, Edit, Add New); sent with the grid's requests. */
  formId?: number;
  /** Another grid of the same entity type. */
  altGridId?: string | null;
  /**
   * Whose rows (the person whose records; null: the viewer's own or a grid of its own kind). A new
   * record's form gets it as its parent.
   */
  primaryEntity?: TEntityReference | null;
  /** Filters the screen always applies (spec 3 §7 defaultFilters). */
  defaultFilters?: readonly GridFilter[];
  /** The name of one record ('Education'): the form modal's title and a download's fallback name. */
  recordName: string;
  /** Add New, unless the screen says not (a locked enrollment section; training in tn). */
  addNew?: boolean;
  /**
   * Add New offers these choices in a menu instead of opening the grid's form (a grid of records of
   * several forms, or a record the screen makes itself).
   */
  addOptions?: readonly GridAddOption[];
  /**
   * The form a row opens in when it is not the grid's formId (a grid listing the records of several
   * forms: the row's own flag), or null: the screen opens the row itself (openRow). Undefined: formId.
   */
  rowFormId?: (row: GridRow) => number | null | undefined;
  /** The record name of a row's modal title, where rows of several forms differ. */
  rowRecordName?: (row: GridRow) => string | undefined;
  /** Opens a row whose rowFormId is null, by View or Edit (a screen of its own: an editor). */
  openRow?: (row: GridRow, mode: 'view' | 'edit') => void;
  /** The first page size (spec 3 §9: 5; Self-Assessment 25). */
  pageSize?: number;
  /** CSV and PDF downloads of every matching row. */
  downloads?: boolean;
  /** The verification column (status icons) and the verification actions of the rows. */
  verification?: boolean;
  /** Multi-row select (spec 3 §7 multiRowSelect, allowSelectAll, allowClearSelection). */
  multiRowSelect?: boolean;
  allowSelectAll?: boolean;
  allowClearSelection?: boolean;
  onSelectionChange?: (ids: number[]) => void;
  extraColumns?: readonly GridExtraColumn[];
  /** Columns of the server's grid that this screen does not show (by property name). */
  hiddenColumns?: readonly string[];
  /**
   * Opens a row's record instead of the grid's own record modal (a verifier's screen that must know
   * which records were read).
   */
  onView?: (row: GridRow) => void;
  rowActions?: (row: GridRow, context: GridRowContext) => GridRowAction[];
  /**
   * What the record modal shows under a row's form (spec 3 §2: the dynamic form screen's optional comments
   * grid; a PDP item's comments and reflections).
   */
  recordPanel?: (entityId: number) => ReactNode;
}
