import { useQuery } from '@tanstack/react-query';
import { QueryResult } from '../../components/query-result';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Disclosure } from '../../components/disclosure';
import { Modal } from '../../components/modal';
import { formatInstant } from '../../lib/format-date';
import { LazyDynamicForm as DynamicForm } from './lazy-form';
import { ListTable, preWrap } from './list-table';
import { verificationHistoryQuery } from './api/verification-history';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';

const selectFullName = (session: SessionState) => session.profile?.fullName ?? '';

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
  /** Whose record (the primary entity's name); null: the signed-in person's own. */
  personName: string | null;
  onClose: () => void;
}

function History({ entityTypeId, entityId }: { entityTypeId: number; entityId: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const history = useQuery(verificationHistoryQuery(entityTypeId, entityId));
  return (
    <QueryResult query={history} empty={t('verification.empty')}>
      {(rows) => (
        <ListTable
          label={t('verification.historySection')}
          rows={rows.map((entry, index) => ({ ...entry, index }))}
          rowKey={(entry) => entry.index}
          rowTestId="verification-history-row"
          busy={false}
          columns={[
            {
              id: 'actionUser',
              header: t('verification.columns.actionUser'),
              cell: (entry) => entry.actionUser.name ?? '',
            },
            {
              id: 'actionTime',
              header: t('verification.columns.actionTime'),
              cell: (entry) => formatInstant(entry.lastChangeDateTime, tenant.timeZone),
            },
            {
              id: 'actionType',
              header: t('verification.columns.actionType'),
              cell: (entry) => entry.actionType,
            },
            {
              id: 'agency',
              header: t('verification.columns.agency'),
              cell: (entry) => entry.agencyName ?? '',
            },
            {
              id: 'comments',
              header: t('verification.columns.comments'),
              cell: (entry) => preWrap(entry.comments),
            },
          ]}
        />
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
  // Read here, not by the grid: the grid renders again for nothing when the profile arrives.
  const ownName = useSessionSelector(selectFullName);
  const title = target
    ? t('verification.historyTitle', {
        type: recordName,
        name: personName ?? ownName,
        identifier: target.identifier,
      })
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
