import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useOutlet } from 'react-router';
import { pathTo } from '../../app/paths';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { tabNavigation } from '../../app/shell/route-focus';
import { PageHeading } from '../../components/page-heading';
import { useTenant } from '../../lib/tenant-context';

/**
 * The career lattice (spec 3 §2 /dashboard/career; role 100; al and tn): its tabs Info and Lattice (the
 * route's children) and the chosen one; /dashboard/career itself shows Info.
 */
export function CareerLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const outlet = useOutlet();
  const tabs = routesForTenant(findRoute(appRoutes, 'career')?.children ?? [], tenant);
  if (!outlet) return <Navigate to={pathTo('career-info')} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.career.title')} instruction={t('instructions.career')} />
      <Box
        component="nav"
        aria-label={t('career.tabsLabel')}
        {...tabNavigation}
        sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
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
            {t(tab.title)}
          </Button>
        ))}
      </Box>
      {outlet}
    </Container>
  );
}
