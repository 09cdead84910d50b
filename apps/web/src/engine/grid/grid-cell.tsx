import Box from '@mui/material/Box';
import type { GridColumn, GridValue } from '@registry/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatCellText } from './format-cell';

/** One cell's value by its column's formats; HTML (allowHtml) cleaned by the app's sanitizer first. */
export function GridCell({ column, value }: { column: GridColumn; value: GridValue | undefined }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const html = column.allowHtml && typeof value === 'string' ? value : null;
  const clean = useMemo(() => (html === null ? null : sanitizeHtml(html)), [html]);
  if (clean !== null)
    return (
      <Box sx={{ '& p': { m: 0 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />
    );
  return <>{formatCellText(column, value, tenant.timeZone, { yes: t('grid.yes'), no: t('grid.no') })}</>;
}

/** A row's name for the labels of its actions: the text of its first shown column that holds plain text. */
export function rowLabel(
  columns: readonly GridColumn[],
  row: Record<string, GridValue | undefined>,
  timeZone: string,
  fallback: string,
): string {
  for (const column of columns) {
    if (column.hidden || column.allowHtml) continue;
    const text = formatCellText(column, row[column.propertyName], timeZone, { yes: '', no: '' }).trim();
    if (text !== '') return text;
  }
  return fallback;
}
