import { dateInZone, errorText, type GridRow, type OrganizationRoleName } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import type { GridRowAction, GridRowContext } from '../../engine/grid/index';
import { isApiError } from '../../lib/api';
import { useTenant } from '../../lib/tenant-context';
import { useEndRole } from './api/end-role';
import { getOrganizationRoles } from './api/organization-roles';
import { useRequestRole } from './api/request-role';
import { useTrainTnAccess } from './api/train-tn-access';
import { useWithdrawRoleRequest } from './api/withdraw-role-request';
import { hasRoleHistory, isRegistryEmployment, roleStateOf, rowRoleActions } from './employment-roles';

/** A number value of a row, or undefined. */
const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** What the row actions open beside the grid: the role history, the organization's details. */
export interface RoleActionViews {
  showHistory: (row: GridRow, organization: string) => void;
  showProgramDetails: (organizationId: number, organization: string) => void;
}

/**
 * The role actions of an employment row (spec 1 §4, §6), as offeredRoleActions allows them over the
 * row's flags and End Date: Request Staff Role, Request Director Role, End Staff Role, End Director Role, Withdraw
 * Request, and History. In tn also Remove TrainTN Access and Program Details (spec 3 §1). An end, a
 * withdrawal or a removal is final and asks first; every change reloads the row. A refusal says the
 * server's reason; other failures only stop (spec 1 §8).
 */
export function useRoleActions({ showHistory, showProgramDetails }: RoleActionViews) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dialogs = useDialogs();
  const toast = useToast();
  const requestRole = useRequestRole();
  const endRole = useEndRole();
  const withdraw = useWithdrawRoleRequest();
  const trainTnAccess = useTrainTnAccess();

  const attempt = async (call: () => Promise<unknown>, done: string, context: GridRowContext) => {
    try {
      await call();
      toast.show({ severity: 'success', title: t('employment.doneTitle'), message: done });
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
        await dialogs.alert(errorText(error.body), { title: t('employment.refusedTitle') });
    } finally {
      context.reload();
    }
  };

  const roleWord = (role: OrganizationRoleName) =>
    t(role === '100' ? 'employment.staff' : 'employment.director');

  return (row: GridRow, context: GridRowContext): GridRowAction[] => {
    // A request only for a job that goes on today (packages/domain isCurrentEmployment).
    const offered = rowRoleActions(row, dateInZone(new Date(), tenant.timeZone));
    const organization = typeof row.employerName === 'string' ? row.employerName : context.label;
    const employmentRecordId = row.id;
    const organizationId = numberOf(row.organizationId);
    const actions: GridRowAction[] = [];

    const request = (role: OrganizationRoleName) => () =>
      void attempt(
        () => requestRole.mutateAsync({ employmentRecordId, requestType: role }),
        t('employment.requested', { role: roleWord(role), organization }),
        context,
      );
    const end = (role: OrganizationRoleName) => async () => {
      const withdrawsDirector = role === '100' && roleStateOf(row).pending200;
      const question = t(role === '100' ? 'employment.confirmEndStaff' : 'employment.confirmEndDirector', {
        organization,
      });
      const text = withdrawsDirector ? `${question} ${t('employment.endStaffWithdraws')}` : question;
      if (!(await dialogs.confirm(text, { title: t('employment.confirmTitle') }))) return;
      await attempt(
        () =>
          endRole.mutateAsync({
            employmentRecordId,
            roleName: role,
            active: false,
            ...(organizationId !== undefined ? { organizationId } : {}),
          }),
        t('employment.ended', { role: roleWord(role), organization }),
        context,
      );
    };
    const withdrawRequest = (role: OrganizationRoleName) => async () => {
      const question = t('employment.confirmWithdraw', { role: roleWord(role), organization });
      if (!(await dialogs.confirm(question, { title: t('employment.confirmTitle') }))) return;
      await attempt(
        async () => {
          const roles = await getOrganizationRoles(employmentRecordId);
          const pending = roles.requests.find((candidate) => candidate.roleRequested === role);
          // Answered or withdrawn meanwhile: the reload shows where it stands now.
          if (pending) await withdraw.mutateAsync(pending.rolePromotionActionId);
        },
        t('employment.withdrawn', { role: roleWord(role), organization }),
        context,
      );
    };

    const removeTrainTn = async () => {
      const question = t('employment.confirmRemoveTrainTn', { organization });
      if (!(await dialogs.confirm(question, { title: t('employment.confirmTitle') }))) return;
      await attempt(
        () => trainTnAccess.mutateAsync({ employmentRecordId, accessStatus: false }),
        t('employment.trainTnRemoved', { organization }),
        context,
      );
    };

    if (offered.requestStaff)
      actions.push({ key: 'request-staff', label: t('employment.requestStaff'), onSelect: request('100') });
    if (offered.requestDirector)
      actions.push({
        key: 'request-director',
        label: t('employment.requestDirector'),
        onSelect: request('200'),
      });
    if (offered.endStaff)
      actions.push({ key: 'end-staff', label: t('employment.endStaff'), onSelect: () => void end('100')() });
    if (offered.endDirector)
      actions.push({
        key: 'end-director',
        label: t('employment.endDirector'),
        onSelect: () => void end('200')(),
      });
    if (offered.withdrawStaff || offered.withdrawDirector)
      actions.push({
        key: 'withdraw',
        label: t('employment.withdraw'),
        onSelect: () => void withdrawRequest(offered.withdrawStaff ? '100' : '200')(),
      });
    // The person may give up TrainTN access, never grant it to themselves (employmentRoleAccess: granting
    // is the director's or a user manager's), so only the removal is offered here.
    if (tenant.features.trainTnAccess && row.hasTrainTNAccess === true)
      actions.push({
        key: 'remove-train-tn',
        label: t('employment.removeTrainTn'),
        onSelect: () => void removeTrainTn(),
      });
    if (hasRoleHistory(row))
      actions.push({
        key: 'role-history',
        label: t('employment.history'),
        onSelect: () => showHistory(row, organization),
      });
    if (tenant.features.programDetails && isRegistryEmployment(row) && organizationId !== undefined)
      actions.push({
        key: 'program-details',
        label: t('employment.programDetails'),
        onSelect: () => showProgramDetails(organizationId, organization),
      });
    return actions;
  };
}
