// The grid engine's public face: screens render DataGrid with their own columns and row actions, or a
// list of their own call's rows in ListTable, laid out as the grids are (cards on a narrow screen).
export { DataGrid } from './data-grid';
export { ListTable, preWrap, type ListColumn } from './list-table';
export { gridKeys } from './api/get-grid';
export { gridSummaryQuery } from './api/get-grid-summary';
export { StatusIcon, verificationStatusOf } from './status-icon';
export type { DataGridProps, GridAddOption, GridExtraColumn, GridRowAction, GridRowContext } from './types';
export {
  VerificationHistoryModal,
  type VerificationHistoryModalProps,
  type VerificationHistoryTarget,
} from './verification-history-modal';
