import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { tabNavigation } from '../../app/shell/route-focus';
import { findRoute, findRoutePath, joinPath, visibleMenuRoutes } from '../../app/route-helpers';
import { appRoutes } from '../../app/routes';
import { useTenant } from '../../lib/tenant-context';
import { useSession } from '../../lib/session/session-context';

/**
 * The /login container (spec 1 §2): tab links to its child routes that are not nonMenu (log in, create
 * account, forgot password), taken from the route table, above the chosen child's page.
 */
export function LoginLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSession();
  const login = findRoute(appRoutes, 'login');
  const base = findRoutePath(appRoutes, 'login') ?? '/login';
  const tabs = visibleMenuRoutes(login?.children ?? [], {
    signedIn: session.token !== null,
    claims: session.claims,
    tenant,
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="nav"
          aria-label={t('auth.tabsLabel')}
          {...tabNavigation}
          sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
        >
          {tabs.map((route) => (
            <Button
              key={route.name}
              component={NavLink}
              to={joinPath(base, route.path)}
              end
              color="inherit"
              sx={{
                flex: 1,
                py: 1.5,
                borderRadius: 0,
                borderBottom: 3,
                borderColor: 'transparent',
                color: 'text.secondary',
                '&.active': { borderColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
              }}
            >
              {t(route.title)}
            </Button>
          ))}
        </Box>
        <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Outlet />
        </Box>
      </Paper>
    </Container>
  );
}
