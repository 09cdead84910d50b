import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { ORGANIZATION_ROLES, roleLabel } from '@registry/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { asRoleName } from '../../lib/session/role-name';
import { shallowEqual, useSessionSelector, useSessionStore } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { WrapPoints } from '../../components/wrap-points';
import { pathTo } from '../paths';
import { useTenant } from '../../lib/tenant-context';

/**
 * A value that wraps at its own punctuation instead of mid-word; a part too long for a line ends in an
 * ellipsis, and the full text stays available as the element's title (and to screen readers, in the DOM).
 */
export function WrappingValue({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      <WrapPoints text={text} />
    </Box>
  );
}

/** Only organization roles are held per organization; a general role has no count to show. */
function organizationCount(roleName: string, count: number): number | null {
  return (ORGANIZATION_ROLES as readonly string[]).includes(roleName) && count > 0 ? count : null;
}

/** What the menu reads of the session (it renders again only when these change). */
const menuInputs = (session: SessionState) => ({
  profile: session.profile,
  roles: session.roles,
  activeRole: session.activeRole,
  switching: session.requests.roleSwitch === 'attempting',
});

/**
 * The signed-in user's dropdown (spec 1 §2): Name, Username and the registry id under the tenant's label,
 * and, for a user with several roles, the role switcher with the number of organizations per role.
 * `compact` (the phone header) shows only the icon, named by the user's name, so the product name keeps
 * its room; elsewhere a long name ends in an ellipsis and shows in full as a tooltip.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSessionSelector(menuInputs, shallowEqual);
  const store = useSessionStore();
  const navigate = useNavigate();
  const panelId = useId();
  const titleId = useId();
  const switcherId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { profile, roles, activeRole } = session;
  const { switching } = session;
  const name = profile?.fullName || profile?.userName || t('shell.user.account');

  const label = (roleName: string) => {
    const known = asRoleName(roleName);
    return known ? roleLabel(known, tenant) : roleName;
  };

  const switchTo = async (roleName: string) => {
    if (roleName === activeRole || switching) return;
    const ok = await store.switchRole(roleName);
    if (ok) {
      setAnchor(null);
      await navigate(pathTo('dashboard-main'));
    }
  };

  return (
    <>
      {/* The full name as the button's title (shown on hover), as WrappingValue does: not MUI's Tooltip,
          whose mount sets state during the commit and so made the first commit of every signed-in page
          run its effects in the same long task. */}
      {compact ? (
        <IconButton
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          title={name}
          sx={{ color: 'primary.main' }}
          data-testid="user-menu-button"
        >
          <AccountCircleIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<AccountCircleIcon />}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          title={name}
          sx={{ color: 'text.primary', maxWidth: 240 }}
          data-testid="user-menu-button"
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </Button>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: 'calc(100vw - 16px)' },
          } as object,
        }}
      >
        <Box sx={{ p: 2 }} data-testid="user-menu">
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
            {t('shell.user.title')}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 1.5,
              rowGap: 0.5,
              fontSize: '0.9375rem',
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, minWidth: 0 },
            }}
          >
            <dt>{t('shell.user.name')}</dt>
            <dd>
              <WrappingValue text={profile?.fullName ?? ''} />
            </dd>
            <dt>{t('shell.user.userName')}</dt>
            <dd>
              <WrappingValue text={profile?.userName ?? ''} />
            </dd>
            <dt>{tenant.labels.userId}</dt>
            <dd>{profile?.registryId ?? ''}</dd>
          </Box>
        </Box>
        {roles.length > 1 && (
          <>
            <Divider />
            <Typography
              id={switcherId}
              component="h2"
              variant="subtitle2"
              sx={{ px: 2, pt: 1.5, fontWeight: 800 }}
            >
              {t('shell.user.switchRole')}
            </Typography>
            <List aria-labelledby={switcherId} dense data-testid="role-switcher">
              {roles.map((entry) => {
                const active = entry.roleName === activeRole;
                const count = organizationCount(entry.roleName, entry.organizations.length);
                return (
                  <li key={entry.roleId}>
                    <ListItemButton
                      selected={active}
                      aria-current={active ? 'true' : undefined}
                      disabled={switching}
                      onClick={() => void switchTo(entry.roleName)}
                    >
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        {active && <CheckIcon fontSize="small" />}
                      </ListItemIcon>
                      <ListItemText
                        primary={label(entry.roleName)}
                        secondary={count === null ? undefined : t('shell.user.organizations', { count })}
                      />
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
          </>
        )}
      </Popover>
    </>
  );
}
