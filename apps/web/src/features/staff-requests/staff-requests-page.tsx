import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { TPendingRoleRequest } from '@registry/contracts';
import { dateInZone, errorText, isCurrentEmployment, ROLE_ACTION, usDate } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryResult } from '../../components/query-result';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api';
import { formatInstant } from '../../lib/format-date';
import { useAnswerRoleRequest } from './api/answer-role-request';
import { roleRequestsQuery } from './api/list-role-requests';
import { PageHeading } from '../../components/page-heading';
import { WrapPoints } from '../../components/wrap-points';
// Straight from its file: the engine's index would bring the whole data grid (and its table library) along.
import { ListTable, preWrap } from '../../engine/grid/list-table';

/**
 * Staff Requests (issue 9): a director's pending staff and director role requests at the organizations
 * they direct (GET /api/userorganizationroles/requests), each approved or rejected (POST .../requestaction):
 * a comment may go with an approval and must go with a rejection. An approval lets the director see the
 * person's records. A request whose employment has ended since is only rejected (its end date shown).
 */
export function StaffRequestsPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dialogs = useDialogs();
  const toast = useToast();
  const requests = useQuery(roleRequestsQuery());
  const answer = useAnswerRoleRequest();
  const today = dateInZone(new Date(), tenant.timeZone);
  const ended = (request: TPendingRoleRequest) =>
    !isCurrentEmployment({ endDate: request.employmentEndDate }, today);

  const act = async (request: TPendingRoleRequest, approve: boolean) => {
    const who = { name: request.user.name, organization: request.organization.name };
    const comments = await dialogs.prompt(
      t(approve ? 'staffRequests.approvePrompt' : 'staffRequests.rejectPrompt', who),
      {
        title: t(approve ? 'staffRequests.approveTitle' : 'staffRequests.rejectTitle'),
        label: t(approve ? 'staffRequests.commentOptional' : 'staffRequests.comment'),
        required: !approve,
      },
    );
    if (comments === null) return;
    const text = comments.trim();
    try {
      await answer.mutateAsync({
        rolePromotionActionId: request.rolePromotionActionId,
        actionType: approve ? ROLE_ACTION.Approved : ROLE_ACTION.Rejected,
        ...(text !== '' ? { comments: text } : {}),
      });
      toast.show({
        severity: 'success',
        title: t('staffRequests.doneTitle'),
        message: t(approve ? 'staffRequests.approved' : 'staffRequests.rejected', who),
      });
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
        await dialogs.alert(errorText(error.body), { title: t('staffRequests.refusedTitle') });
    }
  };

  const body = (
    <QueryResult query={requests} empty={t('staffRequests.none')}>
      {(rows) => (
        <ListTable<TPendingRoleRequest>
          label={t('staffRequests.tableLabel')}
          busy={answer.isPending}
          rowTestId="staff-request"
          rows={rows}
          rowKey={(request) => request.rolePromotionActionId}
          columns={[
            { id: 'name', header: t('staffRequests.columns.name'), cell: (request) => request.user.name },
            { id: 'registryId', header: tenant.labels.userId, cell: (request) => request.user.registryId },
            {
              id: 'email',
              header: t('staffRequests.columns.email'),
              cell: (request) => <WrapPoints text={request.user.email} />,
            },
            {
              id: 'organization',
              header: t('staffRequests.columns.organization'),
              cell: (request) => request.organization.name,
            },
            {
              id: 'role',
              header: t('staffRequests.columns.role'),
              cell: (request) =>
                t(request.roleRequested === '100' ? 'employment.staffLevel' : 'employment.directorLevel'),
            },
            {
              id: 'requested',
              header: t('staffRequests.columns.requested'),
              cell: (request) => formatInstant(request.requestedAt, tenant.timeZone),
            },
            {
              id: 'comments',
              header: t('staffRequests.columns.comments'),
              cell: (request) => preWrap(request.comments),
            },
          ]}
          actions={{
            header: t('staffRequests.columns.actions'),
            cell: (request) => (
              <Box>
                {/* A role only for a job that goes on (isCurrentEmployment): one ended since is rejected. */}
                {ended(request) && (
                  <Box component="p" sx={{ m: 0, mb: 1 }}>
                    {t('staffRequests.employmentEnded', { date: usDate(request.employmentEndDate ?? '') })}
                  </Box>
                )}
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {!ended(request) && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={answer.isPending}
                      aria-label={t('staffRequests.approveLabel', { name: request.user.name })}
                      onClick={() => void act(request, true)}
                    >
                      {t('staffRequests.approve')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={answer.isPending}
                    aria-label={t('staffRequests.rejectLabel', { name: request.user.name })}
                    onClick={() => void act(request, false)}
                  >
                    {t('staffRequests.reject')}
                  </Button>
                </Box>
              </Box>
            ),
          }}
        />
      )}
    </QueryResult>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.staffRequests.title')} instruction={t('instructions.staffRequests')} />
      {body}
    </Container>
  );
}
