import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { pageCount, pageLinks, pageSizeChoices, showsPager } from './pager';

export interface GridPagerProps {
  title: string;
  page: number;
  pageSize: number;
  /** The summary's total; with `capped`, "more than" it. */
  total: number;
  capped: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * The pager of spec 2 §9 and spec 3 §9: shown only above 5 rows; page sizes 5, 25, then 50 above 25 and
 * 100 above 50; first, previous, at most 5 page links, next, last. Past the summary's cap the last page
 * is not known, so there is no Last.
 */
export function GridPager({ title, page, pageSize, total, capped, onPage, onPageSize }: GridPagerProps) {
  const { t } = useTranslation();
  if (!showsPager(total)) return null;
  const count = pageCount(total, pageSize);
  const move = (label: string, target: number, icon: React.ReactNode, disabled: boolean) => (
    <IconButton aria-label={label} disabled={disabled} onClick={() => onPage(target)} size="small">
      {icon}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('grid.pageSize')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ minWidth: 130 }}
      >
        {pageSizeChoices(total, pageSize).map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="nav"
        aria-label={t('grid.pages', { grid: title })}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
      >
        {move(t('grid.first'), 1, <FirstPageIcon />, page <= 1)}
        {move(t('grid.previous'), page - 1, <KeyboardArrowLeftIcon />, page <= 1)}
        {pageLinks(page, count).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('grid.page', { page: number })}
            onClick={() => onPage(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        {move(t('grid.next'), page + 1, <KeyboardArrowRightIcon />, page >= count)}
        {!capped && move(t('grid.last'), count, <LastPageIcon />, page >= count)}
      </Box>
    </Box>
  );
}
