import Box from '@mui/material/Box';
import type { GridColumn, GridValue } from '@registry/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { useSanitizer } from '../../lib/use-sanitizer';
import { WrapPoints } from '../../components/wrap-points';
import { formatCellText } from './format-cell';

/** A token longer than this may break after its punctuation (an e-mail address, a web address). */
const LONG_TOKEN = 16;

/** One cell's value by its column's formats; HTML (allowHtml) cleaned by the app's sanitizer first. */
export function GridCell({ column, value }: { column: GridColumn; value: GridValue | undefined }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const html = column.allowHtml && typeof value === 'string' ? value : null;
  // The sanitizer is loaded with the first HTML value (lib/use-sanitizer): until then the cell is busy.
  const sanitize = useSanitizer(html !== null);
  const clean = useMemo(() => (html === null || !sanitize ? null : sanitize(html)), [html, sanitize]);
  if (html !== null && clean === null) return <Box aria-busy="true" />;
  // break-word, not anywhere: in a table 'anywhere' lets the column shrink to a letter a line.
  if (clean !== null)
    return (
      <Box sx={{ '& p': { m: 0 }, overflowWrap: 'break-word' }} dangerouslySetInnerHTML={{ __html: clean }} />
    );
  const text = formatCellText(column, value, tenant.timeZone, { yes: t('grid.yes'), no: t('grid.no') });
  // A long token of a text (an address, a file name) may break after its punctuation; dates and numbers never.
  return column.type === 'text' ? <WrapPoints text={text} minToken={LONG_TOKEN} /> : <>{text}</>;
}

/** A row's title: the text of its first shown column that holds plain text, and that column. */
export function rowTitle(
  columns: readonly GridColumn[],
  row: Record<string, GridValue | undefined>,
  timeZone: string,
): { text: string; propertyName: string } | null {
  for (const column of columns) {
    if (column.hidden || column.allowHtml) continue;
    const text = formatCellText(column, row[column.propertyName], timeZone, { yes: '', no: '' }).trim();
    if (text !== '') return { text, propertyName: column.propertyName };
  }
  return null;
}

/** A row's name for the labels of its actions: the text of its first shown column that holds plain text. */
export function rowLabel(
  columns: readonly GridColumn[],
  row: Record<string, GridValue | undefined>,
  timeZone: string,
  fallback: string,
): string {
  return rowTitle(columns, row, timeZone)?.text ?? fallback;
}
