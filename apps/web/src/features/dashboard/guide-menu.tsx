import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { TStaticFileCode } from '@registry/contracts';
import { DASHBOARD_MENU_SCROLL_PX, tenantGuideCodes } from '@registry/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { staticFileUrl } from './api/static-file';

/** The guides of the User Guide modal's menu, each downloading its static file by code. */
export const GUIDES = [
  { code: 'user-guide', label: 'dashboard.guides.user' },
  { code: 'director-guide', label: 'dashboard.guides.director' },
  { code: 'qea-guide', label: 'dashboard.guides.qea' },
  { code: 'staff-guide', label: 'dashboard.guides.staff' },
  { code: 'admin-guide', label: 'dashboard.guides.admin' },
  { code: 'coach-guide', label: 'dashboard.guides.coach' },
] as const satisfies readonly { code: TStaticFileCode; label: string }[];

/**
 * A horizontal menu of the guide links of the roles the tenant has (tenantGuideCodes: jh, without
 * organizations, offers no Director Guide), each saving its guide (spec 2: guides download by code); the
 * one shown in the viewer is marked. The arrows scroll it by DASHBOARD_MENU_SCROLL_PX (spec 2).
 */
export function GuideMenu({ current }: { current: string }) {
  const { t } = useTranslation();
  const offered = tenantGuideCodes(useTenant());
  const menu = useRef<HTMLUListElement>(null);
  const scroll = (direction: -1 | 1) => {
    if (menu.current) menu.current.scrollLeft += direction * DASHBOARD_MENU_SCROLL_PX;
  };

  return (
    <Box
      component="nav"
      aria-label={t('dashboard.guides.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton aria-label={t('dashboard.guides.scrollLeft')} onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        component="ul"
        ref={menu}
        data-testid="guide-menu"
        sx={{
          display: 'flex',
          gap: 3,
          m: 0,
          px: 1,
          py: 1.5,
          listStyle: 'none',
          overflowX: 'auto',
          whiteSpace: 'nowrap',
          scrollBehavior: 'smooth',
          scrollbarWidth: 'none',
          flex: 1,
        }}
      >
        {GUIDES.filter((guide) => offered.has(guide.code)).map((guide) => {
          const shown = guide.code === current;
          return (
            <li key={guide.code}>
              <Link
                href={staticFileUrl(guide.code, { download: true })}
                download
                aria-current={shown ? 'true' : undefined}
                sx={shown ? { fontWeight: 700, textDecorationThickness: 3 } : undefined}
              >
                {t(guide.label)}
              </Link>
            </li>
          );
        })}
      </Box>
      <IconButton aria-label={t('dashboard.guides.scrollRight')} onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
