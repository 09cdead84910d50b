import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TCoachRequest } from '@registry/contracts';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { ListTable, preWrap } from '../../engine/grid/index';
import { formatInstant } from '../../lib/format-date';
import { useTenant } from '../../lib/tenant-context';
import type { UseQueryResult } from '@tanstack/react-query';
import type { useCoachingActions } from './use-coaching-actions';

/**
 * The coaching requests waiting for an answer (spec 3 §3 "Coach request": who asked, the professional,
 * when, until when, the comment), each with the caller's offers: Withdraw their own, Approve and Reject the
 * other side's (spec 3 §4, §6). The Requests accordion of /dashboard/coaches and a coach's Pending Requests.
 */
export function CoachingRequests({
  query,
  actions,
  side,
}: {
  query: UseQueryResult<TCoachRequest[]>;
  actions: ReturnType<typeof useCoachingActions>;
  side: 'coach' | 'professional';
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const other = (row: TCoachRequest) => (side === 'coach' ? row.primaryEntity : row.coach);
  return (
    <QueryResult query={query} empty={t('coaching.noRequests')}>
      {(rows) => (
        <ListTable
          label={t('coaching.requestsLabel')}
          rows={rows}
          rowKey={(row) => row.coachRelationshipActionId}
          rowTestId="coaching-request"
          busy={query.isFetching}
          columns={[
            {
              id: 'name',
              header: side === 'coach' ? t('coaching.professional') : t('coaching.coach'),
              cell: (row) => other(row).name,
            },
            { id: 'email', header: t('coaching.email'), cell: (row) => other(row).email },
            { id: 'phone', header: t('coaching.phone'), cell: (row) => other(row).phoneNumber ?? '' },
            { id: 'by', header: t('coaching.requestedBy'), cell: (row) => row.userRequesting.name },
            {
              id: 'at',
              header: t('coaching.requestedOn'),
              cell: (row) => formatInstant(row.lastChangeDateTime, tenant.timeZone),
            },
            {
              id: 'expires',
              header: t('coaching.expires'),
              cell: (row) => formatInstant(row.expirationDate, tenant.timeZone),
            },
            { id: 'comments', header: t('coaching.comments'), cell: (row) => preWrap(row.comments) },
          ]}
          actions={{
            header: t('coaching.actions'),
            cell: (row) => {
              const name = other(row).name;
              return (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {row.offers.mayApprove && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={actions.busy}
                      aria-label={`${t('coaching.approve')} ${name}`}
                      onClick={() =>
                        void actions.approve(
                          row.coachRelationshipActionId,
                          { coach: row.coach.name, person: row.primaryEntity.name },
                          side === 'professional',
                        )
                      }
                    >
                      {t('coaching.approve')}
                    </Button>
                  )}
                  {row.offers.mayReject && (
                    <Button
                      size="small"
                      disabled={actions.busy}
                      aria-label={`${t('coaching.reject')} ${name}`}
                      onClick={() => void actions.reject(row.coachRelationshipActionId, name)}
                    >
                      {t('coaching.reject')}
                    </Button>
                  )}
                  {row.offers.mayWithdraw && (
                    <Button
                      size="small"
                      disabled={actions.busy}
                      aria-label={`${t('coaching.withdraw')} ${name}`}
                      onClick={() => void actions.withdraw(row.coachRelationshipActionId, name)}
                    >
                      {t('coaching.withdraw')}
                    </Button>
                  )}
                </Stack>
              );
            },
          }}
        />
      )}
    </QueryResult>
  );
}
