import Container from '@mui/material/Container';
import { EntityType, type GridRow } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { DataGrid, VerificationHistoryModal, type GridRowAction } from '../../engine/grid/index';

/** What the history modal needs of a row of the Verification History grid (entity 15). */
interface HistoryTarget {
  entityTypeId: number;
  entityId: number;
  formId: number | undefined;
  verificationType: string;
  primaryEntityName: string;
  identifier: string;
}

const text = (value: GridRow[string]) => (typeof value === 'string' ? value : '');
const positive = (value: GridRow[string]) => (typeof value === 'number' && value > 0 ? value : undefined);

function targetOf(row: GridRow): HistoryTarget | null {
  const entityTypeId = positive(row.entityTypeId);
  const entityId = positive(row.entityId);
  if (entityTypeId === undefined || entityId === undefined) return null;
  return {
    entityTypeId,
    entityId,
    formId: positive(row.formId),
    verificationType: text(row.verificationType),
    primaryEntityName: text(row.primaryEntityName),
    identifier: text(row.identifier),
  };
}

/**
 * Verification History (spec 2 "Verification History"): the grid of verification actions (POST /api/grid,
 * entity 15), each row opening 'View Verification Action History': the modal '{verification type}
 * Verification History Details for {primary entity name} - {identifier}', History open, Record read-only.
 */
export function VerificationHistoryPage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<HistoryTarget | null>(null);

  const rowActions = (row: GridRow): GridRowAction[] => {
    const found = targetOf(row);
    return found
      ? [{ key: 'history', label: t('verificationHistory.viewAction'), onSelect: () => setTarget(found) }]
      : [];
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.verificationHistory.title')}
        instruction={t('instructions.verificationHistory')}
      />
      <DataGrid
        title={t('verificationHistory.gridTitle')}
        entityTypeId={EntityType.Verification}
        recordName={t('verificationHistory.recordName')}
        addNew={false}
        rowActions={rowActions}
      />
      <VerificationHistoryModal
        target={target ? { entityId: target.entityId, identifier: target.identifier } : null}
        entityTypeId={target?.entityTypeId ?? EntityType.Verification}
        formId={target?.formId}
        recordName={target?.verificationType ?? ''}
        personName={target?.primaryEntityName ?? ''}
        onClose={() => setTarget(null)}
      />
    </Container>
  );
}
