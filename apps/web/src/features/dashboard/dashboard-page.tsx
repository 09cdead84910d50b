import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { dashboardInstruction, dashboardTitle } from '@registry/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { findRoute, findRoutePath } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { useTenant } from '../../lib/tenant-context';
import { asRoleName } from '../../lib/session/role-name';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { DashboardAlerts } from '../alerts';
import { dashboardTiles } from './dashboard-tiles';
import { UserGuideModal } from './user-guide-modal';

interface TileCardProps {
  title: string;
  text?: string | undefined;
  /** A link tile's title is a heading; a button's content cannot hold one. */
  heading?: boolean;
  action: (children: ReactNode) => ReactNode;
}

function TileCard({ title, text, heading = true, action }: TileCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: 'primary.main' }}>
      {action(
        <CardContent>
          <Typography
            component={heading ? 'h2' : 'span'}
            variant="h6"
            sx={{ fontWeight: 700, display: 'block' }}
          >
            {title}
          </Typography>
          {text && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {text}
            </Typography>
          )}
        </CardContent>,
      )}
    </Card>
  );
}

/** What the dashboard reads of the session (it renders again only when these change). */
const dashboardInputs = (session: SessionState) => ({
  activeRole: session.activeRole,
  claims: session.claims,
});

/**
 * Dashboard main (spec 2): the alerts meant for the person at the top, '{role} Dashboard', the role's instruction text, a tile per dashboard route the
 * active role may open (from the route table), and the fixed User Guide tile.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSessionSelector(dashboardInputs, shallowEqual);
  const [guideOpen, setGuideOpen] = useState(false);
  const role = asRoleName(session.activeRole);
  const instruction = dashboardInstruction(role, tenant);
  const dashboard = findRoute(appRoutes, 'dashboard');
  const tiles = dashboard
    ? dashboardTiles(dashboard, findRoutePath(appRoutes, 'dashboard') ?? '/dashboard', {
        claims: session.claims,
        tenant,
      })
    : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardAlerts />
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.5rem' } }}
      >
        {dashboardTitle(role, tenant)}
      </Typography>
      {instruction && (
        <Typography
          sx={{ mt: 1, color: 'text.secondary', maxWidth: 760 }}
          data-testid="dashboard-instruction"
        >
          {instruction}
        </Typography>
      )}
      <Grid
        container
        spacing={2.5}
        component="ul"
        aria-label={t('dashboard.tilesLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}
      >
        {tiles.map(({ route, href }) => (
          <Grid key={route.name} size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid="dashboard-tile">
            <TileCard
              title={t(route.title)}
              text={route.instruction ? t(route.instruction) : undefined}
              action={(children) => (
                <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                  {children}
                </CardActionArea>
              )}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid="dashboard-tile">
          <TileCard
            title={t('dashboard.userGuide')}
            text={t('dashboard.userGuideText')}
            heading={false}
            action={(children) => (
              <CardActionArea onClick={() => setGuideOpen(true)} sx={{ height: '100%' }}>
                <MenuBookOutlinedIcon aria-hidden sx={{ color: 'primary.main', ml: 2, mt: 2 }} />
                {children}
              </CardActionArea>
            )}
          />
        </Grid>
      </Grid>
      <UserGuideModal open={guideOpen} onClose={() => setGuideOpen(false)} role={role} />
    </Container>
  );
}
