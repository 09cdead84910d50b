import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { GridPager } from '../../../engine/grid/grid-pager';
import { displayedRange, showsPager } from '../../../engine/grid/pager';

export interface InboxPagerProps {
  listName: string;
  page: number;
  pageSize: number;
  total: number;
  /** Rows on the page shown. */
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * The paging of spec 2 §9, the grid's pager reused: 'Displaying X through Y of Z' in a polite live region
 * (visible with the pager, which shows only above 5 rows; page sizes 5, 25, 50 above 25, 100 above 50;
 * at most 5 page links).
 */
export function InboxPager({ listName, page, pageSize, total, shown, onPage, onPageSize }: InboxPagerProps) {
  const { t } = useTranslation();
  const range = displayedRange(page, pageSize, shown);
  const status = range ? t('inbox.range', { first: range.first, last: range.last, total }) : '';
  return (
    <>
      <Typography role="status" variant="body2" sx={{ mt: 1 }} data-testid="inbox-range">
        {showsPager(total) ? status : <VisuallyHidden>{status}</VisuallyHidden>}
      </Typography>
      <GridPager
        title={listName}
        page={page}
        pageSize={pageSize}
        total={total}
        capped={false}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </>
  );
}
