import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { roleLabel } from '@registry/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { asRoleName } from '../../lib/session/role-name';
import { useSession, useSessionStore } from '../../lib/session/session-context';
import { pathTo } from '../paths';
import { useTenant } from '../tenant-context';

/**
 * The signed-in user's dropdown (spec 1 §2): Name, Username and the registry id under the tenant's label,
 * and, for a user with several roles, the role switcher with the number of organizations per role.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const panelId = useId();
  const titleId = useId();
  const switcherId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { profile, roles, activeRole } = session;
  const switching = session.requests.roleSwitch === 'attempting';
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
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary', maxWidth: 240 }}
        data-testid="user-menu-button"
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
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
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('shell.user.name')}</dt>
            <dd>{profile?.fullName ?? ''}</dd>
            <dt>{t('shell.user.userName')}</dt>
            <dd>{profile?.userName ?? ''}</dd>
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
                        secondary={t('shell.user.organizations', { count: entry.organizations.length })}
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
