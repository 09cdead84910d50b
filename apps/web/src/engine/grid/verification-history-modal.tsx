import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { QueryResult } from '../../components/query-result';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Disclosure } from '../../components/disclosure';
import { Modal } from '../../components/modal';
import { formatInstant } from '../../lib/format-date';
import { LazyDynamicForm as DynamicForm } from './lazy-form';
import { verificationHistoryQuery } from './api/verification-history';

export interface VerificationHistoryTarget {
  entityId: number;
  /** The row's name: the title's identifier. */
  identifier: string;
}

export interface VerificationHistoryModalProps {
  target: VerificationHistoryTarget | null;
  entityTypeId: number;
  formId: number | undefined;
  /** The verification type: the record's kind ('Education'). */
  recordName: string;
  /** Whose record (the primary entity's name). */
  personName: string;
  onClose: () => void;
}

const COLUMNS = ['actionUser', 'actionTime', 'actionType', 'agency', 'comments'] as const;

function History({ entityTypeId, entityId }: { entityTypeId: number; entityId: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const history = useQuery(verificationHistoryQuery(entityTypeId, entityId));
  return (
    <QueryResult query={history} empty={t('verification.empty')}>
      {(rows) => (
        <Table size="small" aria-label={t('verification.historySection')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {t(`verification.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry, index) => (
              <TableRow key={index}>
                <TableCell>{entry.actionUser.name ?? ''}</TableCell>
                <TableCell>{formatInstant(entry.lastChangeDateTime, tenant.timeZone)}</TableCell>
                <TableCell>{entry.actionType}</TableCell>
                <TableCell>{entry.agencyName ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.comments ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryResult>
  );
}

/**
 * Spec 2 "Verification History": '{verification type} Verification History Details for {primary entity
 * name} - {identifier}', with two collapsible sections: History (open), the record's verification
 * actions (GET /api/verification/history), and Record, its form read-only.
 */
export function VerificationHistoryModal({
  target,
  entityTypeId,
  formId,
  recordName,
  personName,
  onClose,
}: VerificationHistoryModalProps) {
  const { t } = useTranslation();
  const title = target
    ? t('verification.historyTitle', { type: recordName, name: personName, identifier: target.identifier })
    : '';
  return (
    <Modal
      open={target !== null}
      title={title}
      onClose={onClose}
      maxWidth="md"
      data-testid="verification-history"
    >
      {target && (
        <>
          <Disclosure
            title={t('verification.historySection')}
            showLabel={t('verification.show')}
            hideLabel={t('verification.hide')}
            defaultOpen
          >
            <History entityTypeId={entityTypeId} entityId={target.entityId} />
          </Disclosure>
          {formId !== undefined && (
            <Disclosure
              title={t('verification.recordSection')}
              showLabel={t('verification.show')}
              hideLabel={t('verification.hide')}
            >
              <DynamicForm formId={formId} primaryEntity={{ id: target.entityId, entityTypeId }} readOnly />
            </Disclosure>
          )}
        </>
      )}
    </Modal>
  );
}
