import Box from '@mui/material/Box';
import { ORGANIZATION_ROLES, type GridRow, type OrganizationRoleName } from '@registry/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import type { GridExtraColumn } from '../../engine/grid/index';
import { isRegistryEmployment, roleStateOf, roleStatus } from './employment-roles';
import { ProfileRecordsTab } from './profile-records-tab';
import { RoleHistoryModal, type RoleHistoryTarget } from './role-history-modal';
import { ProgramDetailsModal, type ProgramDetailsTarget } from './program-details-modal';
import { useRoleActions } from './use-role-actions';

const ROLES: readonly OrganizationRoleName[] = ORGANIZATION_ROLES;

/** Where the row's staff and director roles stand ('Staff Level: Approved'), one line each. */
function RoleStates({ row }: { row: GridRow }) {
  const { t } = useTranslation();
  if (!isRegistryEmployment(row)) return null;
  const state = roleStateOf(row);
  const lines = ROLES.flatMap((role) => {
    const status = roleStatus(state, role);
    if (status === null) return [];
    const level = t(role === '100' ? 'employment.staffLevel' : 'employment.directorLevel');
    return [t('employment.roleState', { role: level, state: t(`employment.states.${status}`) })];
  });
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Box>
  );
}

/**
 * The employment tab (entity type 8, form 6): the records in the grid, and for each at an organization of
 * the registry its organization roles (spec 1 §3, §4): where they stand, and the actions that move them.
 * A tenant without organizations (jh) keeps the records without roles.
 */
export function EmploymentTab() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [history, setHistory] = useState<RoleHistoryTarget | null>(null);
  const [programDetails, setProgramDetails] = useState<ProgramDetailsTarget | null>(null);
  const roleActions = useRoleActions({
    showHistory: (row, organization) => setHistory({ employmentRecordId: row.id, organization }),
    showProgramDetails: (organizationId, organization) => setProgramDetails({ organizationId, organization }),
  });
  const extraColumns = useMemo<GridExtraColumn[]>(
    () => [
      {
        id: 'organizationRoles',
        header: t('employment.rolesColumn'),
        cell: (row) => <RoleStates row={row} />,
      },
    ],
    [t],
  );
  // Without organizations (jh) nothing speaks of the registry's organizations, their roles or directors.
  if (!tenant.features.organizations)
    return (
      <ProfileRecordsTab tab="profile-employment" intro={t('profile.introEmploymentWithoutOrganizations')} />
    );
  return (
    <ProfileRecordsTab tab="profile-employment" extraColumns={extraColumns} rowActions={roleActions}>
      <RoleHistoryModal target={history} onClose={() => setHistory(null)} />
      <ProgramDetailsModal target={programDetails} onClose={() => setProgramDetails(null)} />
    </ProfileRecordsTab>
  );
}
