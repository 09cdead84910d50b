// The grid engine's public face: screens render DataGrid with their own columns and row actions.
export { DataGrid } from './data-grid';
export { gridKeys } from './api/get-grid';
export { gridSummaryQuery } from './api/get-grid-summary';
export { StatusIcon, verificationStatusOf } from './status-icon';
export type { DataGridProps, GridExtraColumn, GridRowAction, GridRowContext } from './types';
