import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { CLAIMS } from '@registry/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, useLocation, useSearchParams } from 'react-router';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { LOGIN_PATH, REDIRECT_PARAM, safeRedirect } from '../paths';
import { visibleMenuRoutes } from '../route-helpers';
import { appRoutes } from '../routes';
import { NotificationToastWatch } from '../../features/messages/use-notification-toast';
import { useTenant } from '../../lib/tenant-context';
import { InboxBadges } from './inbox-badges';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';

// Loaded when first opened: the form engine stays out of the public pages' script.
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The tenant's logo and product name, linking home. The logo's alt text names the link; the visible name
 * repeats it, so it is hidden from assistive technology rather than read twice.
 */
function Brand() {
  const tenant = useTenant();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'primary.main',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
      }}
    >
      <Box
        component="img"
        src={tenant.logo.src}
        alt={tenant.logo.alt}
        sx={{ height: { xs: 44, md: 56 }, width: 'auto', flexShrink: 0 }}
      />
      <Typography
        component="span"
        aria-hidden
        sx={{
          fontWeight: 800,
          lineHeight: 1.2,
          fontSize: { xs: '1.05rem', md: '1.2rem' },
          maxWidth: 300,
          textWrap: 'balance',
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {tenant.productName}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' }, whiteSpace: 'nowrap' }}>
          {tenant.productShortName}
        </Box>
      </Typography>
    </Box>
  );
}

/** What the navigation bar shows depends on: it renders again only when one of these changes. */
const navInputs = (session: SessionState) => ({
  signedIn: session.token !== null,
  // A limited login, and the first-time setup through the profile tabs (spec 1 §2: the Dashboard hidden).
  limited: session.firstTime || session.termsPending || session.profileSetup !== null,
  claims: session.claims,
});

/**
 * The navigation bar (spec 1 §2): the brand, the menu routes valid for the viewer and the active role's
 * claims (derived from the route table), then the user dropdown and Logout when signed in, or Log In
 * (keeping the guard's redirect target) when not; on small screens the links fold into a menu.
 */
export function NavBar() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { signedIn, limited, claims } = useSessionSelector(navInputs, shallowEqual);
  const logout = useLogout();
  const [params] = useSearchParams();
  // Feedback (spec 1 §2): tn only, signed in (not during a limited login or the setup).
  const feedback = tenant.features.feedback && signedIn && !limited;
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // The bell and the envelope (spec 1 §2), for those who hold the claims, outside a limited login.
  const inboxes = {
    notifications: signedIn && !limited && claims.includes(CLAIMS.notifications),
    messages: signedIn && !limited && claims.includes(CLAIMS.messages),
  };
  // While a limited login or the setup lasts the signed-in routes stay hidden.
  const links = visibleMenuRoutes(appRoutes, { signedIn, claims, tenant }).filter(
    (route) => !(limited && route.needsSignIn),
  );
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));
  const loginHref = redirect
    ? `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}`
    : LOGIN_PATH;

  return (
    <AppBar
      component="div"
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 4, borderColor: 'primary.main', bgcolor: 'background.paper' }}
    >
      <NotificationToastWatch enabled={inboxes.notifications} />
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 68, md: 84 }, gap: 2 }}>
          <Brand />
          <Box sx={{ flex: 1 }} />
          <Box
            component="nav"
            aria-label={t('shell.nav.label')}
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {links.map((route) => (
              <Button
                key={route.name}
                component={NavLink}
                to={route.path}
                end
                color="inherit"
                sx={{
                  color: 'text.primary',
                  borderRadius: 0,
                  borderBottom: 3,
                  borderColor: 'transparent',
                  px: 1.5,
                  '&.active': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                {t(route.title)}
              </Button>
            ))}
            {feedback && (
              <Button
                color="inherit"
                onClick={() => setFeedbackOpen(true)}
                sx={{ color: 'text.primary', px: 1.5 }}
              >
                {t('feedback.nav')}
              </Button>
            )}
            {signedIn ? (
              <>
                <InboxBadges {...inboxes} />
                <UserMenu />
                <Button variant="outlined" onClick={logout} sx={{ ml: 1 }}>
                  {t('shell.nav.logout')}
                </Button>
              </>
            ) : (
              <Button component={RouterLink} to={loginHref} variant="contained" sx={{ ml: 1.5 }}>
                {t('shell.nav.login')}
              </Button>
            )}
          </Box>
          <Box
            component="nav"
            aria-label={t('shell.nav.label')}
            sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center' }}
          >
            {signedIn && <InboxBadges {...inboxes} />}
            {signedIn && <UserMenu compact />}
            <IconButton
              aria-label={t('shell.nav.openMenu')}
              aria-controls={menuAnchor ? menuId : undefined}
              aria-haspopup="true"
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ color: 'primary.main' }}
            >
              <MenuIcon />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
              // Rendered inside the nav landmark, not at the end of <body>.
              disablePortal
              slotProps={{ paper: { sx: { minWidth: 200 } } }}
            >
              {links.map((route) => (
                <MenuItem
                  key={route.name}
                  component={RouterLink}
                  to={route.path}
                  selected={location.pathname === route.path}
                  onClick={() => setMenuAnchor(null)}
                >
                  {t(route.title)}
                </MenuItem>
              ))}
              {feedback && (
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    setFeedbackOpen(true);
                  }}
                >
                  {t('feedback.nav')}
                </MenuItem>
              )}
              {signedIn ? (
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    logout();
                  }}
                >
                  {t('shell.nav.logout')}
                </MenuItem>
              ) : (
                <MenuItem component={RouterLink} to={loginHref} onClick={() => setMenuAnchor(null)}>
                  {t('shell.nav.login')}
                </MenuItem>
              )}
            </Menu>
          </Box>
        </Toolbar>
      </Container>
      {feedback && feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog open onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
