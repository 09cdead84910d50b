import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathTo } from '../paths';
import type { AppRoute } from '../route-types';
import { tabNavigation } from './route-focus';

export interface RouteTabsProps {
  /** The navigation's accessible name ('Profile sections'). */
  label: string;
  /** The tabs: child routes of the page, each a link to its path. */
  tabs: readonly AppRoute[];
  /** A tab's text (default: its route title). */
  textOf?: (tab: AppRoute, position: number) => string;
}

/**
 * A page's tabs as links to its child routes (the profile's, the PDP's, the career lattice's): a
 * navigation landmark whose links show the chosen one underlined; arrow keys move between them
 * (tabNavigation), and the new tab's heading takes the focus (route-focus).
 */
export function RouteTabs({ label, tabs, textOf }: RouteTabsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={label}
      {...tabNavigation}
      sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {tabs.map((tab, position) => (
        <Button
          key={tab.name}
          component={NavLink}
          to={pathTo(tab.name)}
          end
          color="inherit"
          sx={{
            py: 1.25,
            px: 2,
            borderRadius: 0,
            borderBottom: 3,
            borderColor: 'transparent',
            color: 'text.secondary',
            '&.active': { borderColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
          }}
        >
          {textOf ? textOf(tab, position) : t(tab.title)}
        </Button>
      ))}
    </Box>
  );
}
