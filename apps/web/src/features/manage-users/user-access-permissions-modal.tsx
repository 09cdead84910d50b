import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TUserAccessPermissions } from '@registry/contracts';
import { roleLabel } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/api';
import { asRoleName } from '../../lib/session/role-name';
import { useTenant } from '../../lib/tenant-context';
import { useSetGeneralRole } from './api/set-general-role';
import { useSetOrganizationRole } from './api/set-organization-role';
import { userAccessPermissionsQuery } from './api/user-access-permissions';
import { RoleSwitch } from './role-switch';
import type { ManagedUser } from './managed-user';

type Organization = TUserAccessPermissions['organizations'][number];

/**
 * User Access Permissions (spec 2 §2, §6): the general roles the viewer may manage (manageableRoles; the
 * others are not shown) and, where the viewer may, the staff (100) and director (200) roles of each of the
 * user's employments, each a switch that grants or removes the role at once. The server applies the
 * toggle rules; its refusal is shown beside the switch that asked. Nothing waits to be saved, so closing
 * never asks.
 */
export function UserAccessPermissionsModal({
  user,
  onClose,
}: {
  user: ManagedUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={user !== null}
      title={t('manageUsers.permissionsTitle')}
      onClose={onClose}
      data-testid="user-access-permissions"
    >
      {user && <PermissionsBody user={user} />}
    </Modal>
  );
}

function PermissionsBody({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const permissions = useQuery(userAccessPermissionsQuery(user.id));
  const generalRole = useSetGeneralRole();
  const organizationRole = useSetOrganizationRole();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const generalId = useId();
  const organizationsId = useId();
  const busy = generalRole.isPending || organizationRole.isPending;

  const attempt = async (key: string, change: () => Promise<unknown>) => {
    setErrors(({ [key]: _gone, ...rest }) => rest);
    try {
      await change();
    } catch (error) {
      setErrors((current) => ({ ...current, [key]: failureText(error, t('toast.network')) }));
    }
  };

  if (permissions.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (permissions.isError)
    return (
      <Alert severity="error" role="alert">
        {failureText(permissions.error, t('toast.network'))}
      </Alert>
    );
  const data = permissions.data;
  const labelOf = (role: string) => {
    const known = asRoleName(role);
    return known ? t('manageUsers.roleSwitch', { label: roleLabel(known, tenant), role }) : role;
  };
  const organizationSwitch = (organization: Organization, roleName: '100' | '200') => {
    const key = `organization:${organization.employmentRecordId}:${roleName}`;
    const held = roleName === '100' ? organization.has100Role : organization.has200Role;
    const pending = roleName === '100' ? organization.pending100 : organization.pending200;
    return (
      <RoleSwitch
        key={roleName}
        label={t(roleName === '100' ? 'manageUsers.staffLevel' : 'manageUsers.directorLevel')}
        checked={held}
        disabled={busy}
        note={pending && !held ? t('manageUsers.requested') : null}
        error={errors[key] ?? null}
        data-testid={`organization-role-${organization.employmentRecordId}-${roleName}`}
        onChange={(active) =>
          void attempt(key, () =>
            organizationRole.mutateAsync({
              organizationId: organization.organizationId,
              employmentRecordId: organization.employmentRecordId,
              roleName,
              active,
              userId: data.userId,
            }),
          )
        }
      />
    );
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('manageUsers.permissionsFor', { name: data.fullName })}</Typography>
      <Box component="section" role="group" aria-labelledby={generalId}>
        <Typography id={generalId} component="h3" variant="h6">
          {t('manageUsers.generalRoles')}
        </Typography>
        {data.manageableRoles.length === 0 && (
          <Typography color="text.secondary">{t('manageUsers.noManageableRoles')}</Typography>
        )}
        {data.manageableRoles.map((role) => (
          <RoleSwitch
            key={role}
            label={labelOf(role)}
            checked={data.generalRoles.includes(role)}
            disabled={busy}
            error={errors[`general:${role}`] ?? null}
            data-testid={`general-role-${role}`}
            onChange={(grant) =>
              void attempt(`general:${role}`, () =>
                generalRole.mutateAsync({ userId: data.userId, roleName: role, grant }),
              )
            }
          />
        ))}
      </Box>
      {data.mayManageOrganizationRoles && (
        <Box component="section" aria-labelledby={organizationsId} sx={{ mt: 3 }}>
          <Typography id={organizationsId} component="h3" variant="h6">
            {t('manageUsers.organizationRoles')}
          </Typography>
          {data.organizations.length === 0 && (
            <Typography color="text.secondary">{t('manageUsers.noOrganizations')}</Typography>
          )}
          {data.organizations.map((organization) => (
            <OrganizationGroup key={organization.employmentRecordId} name={organization.organizationName}>
              {organizationSwitch(organization, '100')}
              {organizationSwitch(organization, '200')}
            </OrganizationGroup>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One employment's roles, a group named by its organization (the switches' names say only the level). */
function OrganizationGroup({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ mt: 1.5 }}>
      <Typography
        id={id}
        component="h4"
        variant="subtitle1"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      {children}
    </Box>
  );
}
