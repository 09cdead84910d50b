import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Navigate, useOutlet } from 'react-router';
import { pathTo } from '../../app/paths';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { RouteTabs } from '../../app/shell/route-tabs';
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
      <RouteTabs label={t('career.tabsLabel')} tabs={tabs} />
      {outlet}
    </Container>
  );
}
