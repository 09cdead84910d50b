import Button from '@mui/material/Button';
import { EntityType, type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { formQuery } from '../../engine/forms/api/get-form';
import { LazyDynamicForm as DynamicForm } from '../../engine/grid/lazy-form';
import { LatticeEvidence } from '../career/index';
import { offersDecline, offersVerify } from './row-verification';

export interface RecordViewTarget {
  row: GridRow;
  recordName: string;
}

export interface RecordViewModalProps {
  target: RecordViewTarget | null;
  entityTypeId: number;
  formId: number;
  personId: number;
  personName: string;
  /** The record's form has loaded: the server has recorded the view (spec 3 §4). */
  onViewed: (row: GridRow) => void;
  onVerify: (row: GridRow) => void;
  onDecline: (row: GridRow) => void;
  onClose: () => void;
}

/**
 * A person's record read-only (POST /api/form for the record: the load the server records as "viewed"),
 * with Verify and Decline at its foot for a verifier, enabled once the record has loaded.
 */
export function RecordViewModal(props: RecordViewModalProps) {
  const { t } = useTranslation();
  const { target, entityTypeId, formId, onViewed } = props;
  const record = target ? { id: target.row.id, entityTypeId } : null;
  // The same query (and request) as the form's own: its success is the view.
  const form = useQuery({ ...formQuery(formId, record), enabled: record !== null });
  const loaded = record !== null && form.isSuccess;
  useEffect(() => {
    if (loaded && target) onViewed(target.row);
  }, [loaded, target, onViewed]);

  const row = target?.row;
  const verifier = row?.canVerify === true;
  return (
    <Modal
      open={target !== null}
      title={target ? t('userRecords.viewTitle', { record: target.recordName, name: props.personName }) : ''}
      onClose={props.onClose}
      maxWidth="md"
      data-testid="record-view"
      actions={
        row && verifier
          ? () => (
              <>
                {offersVerify(row) && (
                  <Button variant="contained" disabled={!loaded} onClick={() => props.onVerify(row)}>
                    {t('userRecords.verify')}
                  </Button>
                )}
                {offersDecline(row) && (
                  <Button
                    variant="contained"
                    color="error"
                    disabled={!loaded}
                    onClick={() => props.onDecline(row)}
                  >
                    {t('userRecords.decline')}
                  </Button>
                )}
              </>
            )
          : undefined
      }
    >
      {/* A lattice level: the verifier reads the placement's evidence beside the claim (issue 25). */}
      {record && entityTypeId === EntityType.CareerLatticeLevel && (
        <LatticeEvidence userId={props.personId} />
      )}
      {record && <DynamicForm formId={formId} primaryEntity={record} readOnly ownerId={props.personId} />}
    </Modal>
  );
}

/** The person's reference, as the record grids send it. */
export const personReference = (person: { id: number; fullName: string }) => ({
  id: person.id,
  entityTypeId: EntityType.User,
  displayValue: person.fullName,
});
