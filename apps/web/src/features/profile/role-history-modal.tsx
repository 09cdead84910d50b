import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { QueryResult } from '../../components/query-result';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { formatInstant } from '../../lib/format-date';
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
        <Table size="small" aria-label={t('employment.historyTable')}>
          <TableHead>
            <TableRow>
              {(['role', 'action', 'date', 'by', 'comments'] as const).map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {t(`employment.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((action) => (
              <TableRow key={action.rolePromotionActionId}>
                <TableCell>
                  {t(action.roleRequested === '100' ? 'employment.staffLevel' : 'employment.directorLevel')}
                </TableCell>
                <TableCell>{t(`employment.actions.${ACTIONS[action.actionType]}`)}</TableCell>
                <TableCell>{formatInstant(action.lastChangeDateTime, tenant.timeZone)}</TableCell>
                <TableCell>{action.userLastUpdated ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {action.comments ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryResult>
  );
}

/** The History of an employment's role requests (GET .../actionhistory), oldest first, in a modal. */
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
