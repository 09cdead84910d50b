import Container from '@mui/material/Container';
import { CLAIMS, EntityType, GRID_PAGE_SIZE, type GridRow } from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useToast } from '../../components/toast/toast-context';
import { DataGrid, gridKeys, type GridRowAction, type GridRowContext } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { UserRecordsModal } from '../user-records/index';
import { CoachingHistoryModal } from '../coaching/index';
import { useConfirmUser, useUnlockUser } from './api/account-actions';
import { ChangeEmailModal } from './change-email-modal';
import { managedUserOf, type ManagedUser } from './managed-user';
import { UserSearch, useUserSearchFilters } from './user-search';
import { UserAccessPermissionsModal } from './user-access-permissions-modal';

/** The server's users grid for Manage Users (entity type 1, its alternative grid). */
export const MANAGE_USERS_GRID = 'manage-users';

const selectClaims = (session: SessionState) => session.claims;

/**
 * Manage Users (spec 2 §2, §4, §6): the users within the viewer's reach, 5 a page, found by name among all
 * users or EC professionals only. A row's actions follow its flags (the server's, from the account policy)
 * and the viewer's claims: Permissions (User Access Permissions) and User Records (mode 'manage') where the
 * row may be managed, Change Email Address where the viewer holds that claim (tn and al; 400, 500,
 * AdminUser), Confirm User for an unconfirmed account, Unlock for a locked one.
 *
 * Coaching History (spec 2 §6: when the row's showCoachHistoryLink says so; issue 25) opens User Coach
 * History, the person's coaching steps.
 */
const MANAGE_USERS_HIDDEN_COLUMNS = ['titlePosition'] as const;

export function ManageUsersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const claims = useSessionSelector(selectClaims);
  const search = useUserSearchFilters();
  const confirmUser = useConfirmUser();
  const unlockUser = useUnlockUser();
  const [permissionsOf, setPermissionsOf] = useState<ManagedUser | null>(null);
  const [emailOf, setEmailOf] = useState<ManagedUser | null>(null);
  const [recordsOf, setRecordsOf] = useState<ManagedUser | null>(null);
  const [coachingOf, setCoachingOf] = useState<ManagedUser | null>(null);
  const queryClient = useQueryClient();

  const failed = (error: unknown) =>
    toast.show({
      severity: 'error',
      title: t('manageUsers.failedTitle'),
      message: failureText(error, t('toast.network')),
    });

  const confirm = async (user: ManagedUser, reload: () => void) => {
    try {
      await confirmUser.mutateAsync(user.userName);
      // Spec 2 §4: the success alert '{full name} is confirmed!' with a thank-you text; the row updates.
      toast.show({
        severity: 'success',
        title: t('manageUsers.confirmed', { name: user.fullName }),
        message: t('manageUsers.confirmedThanks'),
      });
      reload();
    } catch (error) {
      failed(error);
    }
  };

  const unlock = async (user: ManagedUser, reload: () => void) => {
    try {
      await unlockUser.mutateAsync(user.id);
      toast.show({
        severity: 'success',
        title: t('manageUsers.doneTitle'),
        message: t('manageUsers.unlocked', { name: user.fullName }),
      });
    } catch (error) {
      failed(error);
    }
    // Spec 2 §4: the grid page reloads after an unlock.
    reload();
  };

  const rowActions = (row: GridRow, { reload }: GridRowContext): GridRowAction[] => {
    const user = managedUserOf(row);
    const actions: GridRowAction[] = [];
    if (row.canManage === true)
      actions.push({
        key: 'permissions',
        label: t('manageUsers.permissions'),
        onSelect: () => setPermissionsOf(user),
      });
    if (row.canManage === true)
      actions.push({
        key: 'user-records',
        label: t('manageUsers.userRecords'),
        onSelect: () => setRecordsOf(user),
      });
    if (claims.includes(CLAIMS.changeEmail))
      actions.push({
        key: 'change-email',
        label: t('manageUsers.changeEmail'),
        onSelect: () => setEmailOf(user),
      });
    if (row.isConfirmed === false && claims.includes(CLAIMS.confirmAccounts))
      actions.push({
        key: 'confirm',
        label: t('manageUsers.confirmUser'),
        onSelect: () => void confirm(user, reload),
      });
    if (row.showCoachHistoryLink === true)
      actions.push({
        key: 'coaching-history',
        label: t('manageUsers.coachingHistory'),
        onSelect: () => setCoachingOf(user),
      });
    if (row.userLocked === true && claims.includes(CLAIMS.unlockAccounts))
      actions.push({
        key: 'unlock',
        label: t('manageUsers.unlock'),
        onSelect: () => void unlock(user, reload),
      });
    return actions;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.manageUsers.title')} instruction={t('instructions.manageUsers')} />
      <UserSearch search={search} />
      <DataGrid
        title={t('manageUsers.gridTitle')}
        entityTypeId={EntityType.User}
        altGridId={MANAGE_USERS_GRID}
        defaultFilters={search.filters}
        recordName={t('manageUsers.recordName')}
        pageSize={GRID_PAGE_SIZE}
        addNew={false}
        rowActions={rowActions}
        // The job title is an organization's (Search Users' agency mode); here no organization is chosen.
        hiddenColumns={MANAGE_USERS_HIDDEN_COLUMNS}
      />
      <UserAccessPermissionsModal user={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <UserRecordsModal
        person={recordsOf && { id: recordsOf.id, fullName: recordsOf.fullName }}
        mode="manage"
        onClose={() => setRecordsOf(null)}
      />
      <CoachingHistoryModal
        person={coachingOf && { id: coachingOf.id, fullName: coachingOf.fullName }}
        onClose={() => setCoachingOf(null)}
      />
      <ChangeEmailModal
        user={emailOf}
        onClose={() => setEmailOf(null)}
        onChanged={(user, email) => {
          setEmailOf(null);
          toast.show({
            severity: 'success',
            title: t('manageUsers.doneTitle'),
            message: t('manageUsers.emailChanged', { name: user.fullName, email }),
          });
          void queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.User) });
        }}
      />
    </Container>
  );
}
