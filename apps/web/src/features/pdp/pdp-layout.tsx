import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useOutlet } from 'react-router';
import { pathTo } from '../../app/paths';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { RouteTabs } from '../../app/shell/route-tabs';
import { useTenant } from '../../lib/tenant-context';

/**
 * The PDP (spec 3 §2 /dashboard/pdp): its tabs Info, Self-Assessment, Required Training and Goals (the
 * route's children), and the chosen one; /dashboard/pdp itself shows Info.
 */
export function PdpLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const outlet = useOutlet();
  const tabs = routesForTenant(findRoute(appRoutes, 'pdp')?.children ?? [], tenant);
  if (!outlet) return <Navigate to={pathTo('pdp-info')} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 2 }}
      >
        {t('routes.pdp.title')}
      </Typography>
      <RouteTabs label={t('pdp.tabsLabel')} tabs={tabs} />
      {outlet}
    </Container>
  );
}
