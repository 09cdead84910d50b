import { useQuery } from '@tanstack/react-query';
import { QueryResult } from '../../components/query-result';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { formatInstant } from '../../lib/format-date';
import { ListTable, preWrap } from '../../engine/grid/list-table';
import { roleActionHistoryQuery } from './api/role-action-history';

export interface RoleHistoryTarget {
  employmentRecordId: number;
  organization: string;
}

const ACTIONS = { 1: 'requested', 2: 'approved', 3: 'rejected', 4: 'removed', 10: 'withdrawn' } as const;

function History({ employmentRecordId }: { employmentRecordId: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const history = useQuery(roleActionHistoryQuery(employmentRecordId));
  return (
    <QueryResult query={history} empty={t('employment.noHistory')}>
      {(rows) => (
        <ListTable
          label={t('employment.historyTable')}
          rows={rows}
          rowKey={(action) => action.rolePromotionActionId}
          rowTestId="role-history-row"
          busy={false}
          columns={[
            {
              id: 'role',
              header: t('employment.columns.role'),
              cell: (action) =>
                t(action.roleRequested === '100' ? 'employment.staffLevel' : 'employment.directorLevel'),
            },
            {
              id: 'action',
              header: t('employment.columns.action'),
              cell: (action) => t(`employment.actions.${ACTIONS[action.actionType]}`),
            },
            {
              id: 'date',
              header: t('employment.columns.date'),
              cell: (action) => formatInstant(action.lastChangeDateTime, tenant.timeZone),
            },
            { id: 'by', header: t('employment.columns.by'), cell: (action) => action.userLastUpdated ?? '' },
            {
              id: 'comments',
              header: t('employment.columns.comments'),
              cell: (action) => preWrap(action.comments),
            },
          ]}
        />
      )}
    </QueryResult>
  );
}

/**
 * The History of an employment's role requests (GET .../actionhistory), oldest first, in a modal: a table,
 * or on a phone a card per action (the grid engine's ListTable).
 */
export function RoleHistoryModal({
  target,
  onClose,
}: {
  target: RoleHistoryTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={target ? t('employment.historyTitle', { organization: target.organization }) : ''}
      onClose={onClose}
      maxWidth="md"
    >
      {target && <History employmentRecordId={target.employmentRecordId} />}
    </Modal>
  );
}
