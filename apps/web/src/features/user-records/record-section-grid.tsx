import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRow } from '@registry/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridRowAction, type GridRowContext } from '../../engine/grid/index';
import { personReference, RecordViewModal, type RecordViewTarget } from './record-view-modal';
import type { RecordSection } from './record-sections';
import { offersDecline, offersRemove, offersReturn, offersVerify } from './row-verification';
import { useTrainTnHandlers } from './use-train-tn-handlers';
import { useVerificationHandlers } from './use-verification-handlers';

export interface RecordSectionGridProps {
  person: { id: number; fullName: string };
  section: RecordSection;
  /** The section's name ('Education'). */
  recordName: string;
  /** Multi-row select and Bulk Reject (a verifier's modal). */
  bulkReject: boolean;
  /** The records viewed in this modal (Verify and Decline wait for it). */
  viewed: ReadonlySet<number>;
  onViewed: (row: GridRow) => void;
  /** How many rows are selected and not yet acted on (the modal's unsaved state). */
  onSelectionChange: (count: number) => void;
}

/**
 * One record type of a person in the User Records modal: the person's records (POST /api/grid with the
 * person as primary entity) with their status icons, View (read-only: the view the server records) and,
 * where the row's canVerify says so, Verify, Decline, Remove Verification and Return to owner; Verify and
 * Decline stay disabled until the record was viewed here. A verifier may select rows for Bulk Reject.
 */
export function RecordSectionGrid(props: RecordSectionGridProps) {
  const { t } = useTranslation();
  const { person, section, recordName, viewed, onViewed, onSelectionChange } = props;
  const handlers = useVerificationHandlers({ personId: person.id, entityTypeId: section.entityTypeId });
  const trainTn = useTrainTnHandlers(person);
  const [viewing, setViewing] = useState<RecordViewTarget | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  // A new grid after Bulk Reject: its selection is gone with the records it declined.
  const [generation, setGeneration] = useState(0);

  const select = useCallback(
    (ids: number[]) => {
      setSelected(ids);
      onSelectionChange(ids.length);
    },
    [onSelectionChange],
  );

  // A section closed (its grid unmounted) has nothing selected any more.
  useEffect(() => () => onSelectionChange(0), [onSelectionChange]);

  const rowActions = (row: GridRow, context: GridRowContext): GridRowAction[] => {
    const after = (done: boolean) => {
      if (done) context.reload();
    };
    // Employment in tn: TrainTN access, for the organization's director or a user manager (the row says).
    const actions: GridRowAction[] = [];
    if (row.mayGrantTrainTn === true)
      actions.push({
        key: 'grant-train-tn',
        label: t('userRecords.grantTrainTn'),
        onSelect: () => void trainTn.grant(row).then(after),
      });
    if (row.mayRemoveTrainTn === true)
      actions.push({
        key: 'remove-train-tn',
        label: t('userRecords.removeTrainTn'),
        onSelect: () => void trainTn.remove(row).then(after),
      });
    if (row.canVerify !== true) return actions;
    const seen = viewed.has(row.id);
    if (offersVerify(row))
      actions.push({
        key: 'verify',
        label: t('userRecords.verify'),
        disabled: !seen,
        onSelect: () => void handlers.verify(row, context.label).then(after),
      });
    if (offersDecline(row))
      actions.push({
        key: 'decline',
        label: t('userRecords.decline'),
        disabled: !seen,
        onSelect: () => void handlers.decline(row, context.label).then(after),
      });
    if (offersRemove(row))
      actions.push({
        key: 'remove',
        label: t('userRecords.removeVerification'),
        onSelect: () => void handlers.remove(row, context.label).then(after),
      });
    if (offersReturn(row))
      actions.push({
        key: 'return',
        label: t('userRecords.returnToOwner'),
        onSelect: () => void handlers.giveBack(row, context.label).then(after),
      });
    return actions;
  };

  const fromView = (act: (row: GridRow, label: string) => Promise<boolean>) => (row: GridRow) =>
    void act(row, recordName).then((done) => {
      if (done) setViewing(null);
    });

  const bulkReject = async () => {
    if (await handlers.bulkReject(selected)) {
      select([]);
      setGeneration((current) => current + 1);
    }
  };

  return (
    <Box>
      {section.verifiable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('userRecords.viewFirst')}
        </Alert>
      )}
      <DataGrid
        key={generation}
        title={t('userRecords.gridTitle', { record: recordName, name: person.fullName })}
        entityTypeId={section.entityTypeId}
        formId={section.formId}
        recordName={recordName}
        primaryEntity={personReference(person)}
        addNew={false}
        verification={section.verifiable}
        onView={(row) => setViewing({ row, recordName })}
        rowActions={rowActions}
        {...(props.bulkReject && section.verifiable
          ? {
              multiRowSelect: true,
              allowSelectAll: true,
              allowClearSelection: true,
              onSelectionChange: select,
            }
          : {})}
      />
      {props.bulkReject && section.verifiable && (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 1 }}
          disabled={selected.length === 0 || handlers.busy}
          onClick={() => void bulkReject()}
        >
          {t('userRecords.bulkReject')}
        </Button>
      )}
      <RecordViewModal
        target={viewing}
        entityTypeId={section.entityTypeId}
        formId={section.formId}
        personId={person.id}
        personName={person.fullName}
        onViewed={onViewed}
        onVerify={fromView(handlers.verify)}
        onDecline={fromView(handlers.decline)}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}
