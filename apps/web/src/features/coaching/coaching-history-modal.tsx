import { EntityType, GRID_PAGE_SIZE, type GridFilter } from '@registry/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { DataGrid } from '../../engine/grid/index';

/** The person whose coaching history is shown (the professional: entity 22's owner). */
export interface CoachingHistoryPerson {
  id: number;
  fullName: string;
  /** One relationship's steps only (a coach's view of one person is their own relationship anyway). */
  coachRelationshipId?: number | null;
}

/** The coach-history grid of entity 22 (apps/server modules/coaching). */
export const COACH_HISTORY_GRID = 'coach-history';

/**
 * User Coach History, titled Coaching History (spec 2 §2; spec 3 §4 History): every step of the person's
 * coaching, newest first (the coach-history grid of entity 22: date, coach, action, by whom, comments),
 * 5 a page. Opened from Manage Users (a user manager within reach), /dashboard/coaches (the professional)
 * and the coach pages (a coach: their own relationship only, the server's rule).
 */
export function CoachingHistoryModal({
  person,
  onClose,
}: {
  person: CoachingHistoryPerson | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const relationshipId = person?.coachRelationshipId ?? null;
  const filters = useMemo<GridFilter[]>(
    () =>
      relationshipId === null
        ? []
        : [{ filterColumn: 'coachRelationshipId', operation: 'Equals', value: String(relationshipId) }],
    [relationshipId],
  );
  return (
    <Modal
      open={person !== null}
      title={t('coaching.historyTitle')}
      onClose={onClose}
      maxWidth="lg"
      data-testid="coaching-history"
    >
      {person && (
        <DataGrid
          title={t('coaching.gridHistory', { name: person.fullName })}
          entityTypeId={EntityType.CoachRelationshipAction}
          altGridId={COACH_HISTORY_GRID}
          primaryEntity={{ id: person.id, entityTypeId: EntityType.User }}
          defaultFilters={filters}
          recordName={t('coaching.historyRecordName')}
          addNew={false}
          pageSize={GRID_PAGE_SIZE}
        />
      )}
    </Modal>
  );
}
