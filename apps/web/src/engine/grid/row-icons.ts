import type { GridRow } from '@registry/domain';

/** The icon buttons a row of the grid may show (RowActions), in the order it shows them. */
export const ROW_ICONS = ['view', 'edit', 'disable', 'enable', 'delete'] as const;
export type RowIcon = (typeof ROW_ICONS)[number];

export interface RowIconContext {
  /** The row opens in a form (the grid has one): View and Edit need it. */
  hasForm: boolean;
  /** Disable/Enable belongs to this viewer's grid (spec 3 §6). */
  disableControls: boolean;
}

/**
 * The icons one row shows, from its flags (spec 3 §6: View canView, Edit canEdit, Disable or Enable
 * canDisable where the viewer's grid has them, Delete canDelete): the rule RowActions draws them by.
 */
export function rowIcons(row: GridRow, context: RowIconContext): RowIcon[] {
  const icons: RowIcon[] = [];
  if (context.hasForm && row.canView) icons.push('view');
  if (context.hasForm && row.canEdit) icons.push('edit');
  if (context.disableControls && row.canDisable) icons.push(row.disabled ? 'enable' : 'disable');
  if (row.canDelete) icons.push('delete');
  return icons;
}

/**
 * The icons the grid shows on any of its rows, in RowActions' order: what its help legend explains (tn's
 * Training, whose records its users neither edit when locked nor delete, explains View alone). The context
 * may differ by row (a grid whose rows open in forms of their own).
 */
export function shownIcons(
  rows: readonly GridRow[],
  context: RowIconContext | ((row: GridRow) => RowIconContext),
): RowIcon[] {
  const contextOf = typeof context === 'function' ? context : () => context;
  const shown = new Set(rows.flatMap((row) => rowIcons(row, contextOf(row))));
  return ROW_ICONS.filter((icon) => shown.has(icon));
}
