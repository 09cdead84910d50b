import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';

/**
 * The official-site notice at the very top of every page, as state portals carry it ("An official website
 * of the State of ..."). Its wording is tenant data, the state's to replace; a tenant without one (jh) shows
 * nothing. A labelled region of its own, above the header, so it is not a second banner landmark.
 */
export function OfficialSiteBanner() {
  const { t } = useTranslation();
  const notice = useTenant().officialSiteBanner;
  if (notice === null) return null;
  return (
    <Box
      component="section"
      aria-label={t('shell.officialSite.label')}
      data-testid="official-site-banner"
      sx={{
        bgcolor: 'grey.100',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        px: 2,
        py: 0.5,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <AccountBalanceOutlinedIcon aria-hidden sx={{ fontSize: '1rem', color: 'text.secondary' }} />
      <Box component="p" sx={{ m: 0 }}>
        {notice.text}
      </Box>
    </Box>
  );
}
