import Container from '@mui/material/Container';
import { EntityType, GRID_PAGE_SIZE, type GridRow } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { DataGrid, type GridRowAction } from '../../engine/grid/index';
import { PdpModal, type PdpPerson } from '../pdp/index';
import { UserRecordsModal, type UserRecordsPerson } from '../user-records/index';
import { CoachingHistoryModal, type CoachingHistoryPerson } from './coaching-history-modal';
import { useCoachingActions } from './use-coaching-actions';

/** The person of a case row: the professional (the row's owner) and their name. */
const personOf = (row: GridRow) => ({
  id: row.userId ?? 0,
  fullName: typeof row.primaryEntityName === 'string' ? row.primaryEntityName : (row.userName ?? ''),
});

/**
 * Active Cases (spec 3 §2 coach pages; role 300; tn and jh): the professionals the coach coaches now (the
 * active-cases grid of entity 21), each with User Records (the User Records modal, read-only: the coach
 * views, the server's policy gives no verification), View PDP where the professional shares their PDP
 * with the coach (the PDP's modal: reflections and comments), End Coaching (a comment required) and History.
 */
export function ActiveCasesPage() {
  const { t } = useTranslation();
  const actions = useCoachingActions();
  const [records, setRecords] = useState<UserRecordsPerson | null>(null);
  const [history, setHistory] = useState<CoachingHistoryPerson | null>(null);
  const [pdp, setPdp] = useState<PdpPerson | null>(null);

  const rowActions = (row: GridRow): GridRowAction[] => {
    const person = personOf(row);
    const list: GridRowAction[] = [
      { key: 'user-records', label: t('coaching.userRecords'), onSelect: () => setRecords(person) },
    ];
    if (row.pdpShared === true)
      list.push({ key: 'pdp', label: t('pdp.openPdp'), onSelect: () => setPdp(person) });
    if (row.mayEnd === true)
      list.push({
        key: 'end',
        label: t('coaching.endCoaching'),
        disabled: actions.busy,
        onSelect: () => void actions.end(row.id, person.fullName),
      });
    list.push({
      key: 'history',
      label: t('coaching.history'),
      onSelect: () => setHistory({ ...person, coachRelationshipId: row.id }),
    });
    return list;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.activeCases.title')} instruction={t('instructions.activeCases')} />
      <DataGrid
        title={t('coaching.gridActive')}
        entityTypeId={EntityType.CoachRelationship}
        altGridId="active-cases"
        recordName={t('coaching.recordName')}
        addNew={false}
        pageSize={GRID_PAGE_SIZE}
        downloads
        rowActions={rowActions}
      />
      <UserRecordsModal person={records} mode="manage" onClose={() => setRecords(null)} />
      <PdpModal person={pdp} onClose={() => setPdp(null)} />
      <CoachingHistoryModal person={history} onClose={() => setHistory(null)} />
      {actions.dialog}
    </Container>
  );
}

/**
 * Closed Cases (spec 3 §2 coach pages; role 300; tn and jh): the professionals whose coaching the coach
 * had and that ended (the closed-cases grid of entity 21), read-only, with the History of each.
 */
export function ClosedCasesPage() {
  const { t } = useTranslation();
  const [history, setHistory] = useState<CoachingHistoryPerson | null>(null);
  const rowActions = (row: GridRow): GridRowAction[] => [
    {
      key: 'history',
      label: t('coaching.history'),
      onSelect: () => setHistory({ ...personOf(row), coachRelationshipId: row.id }),
    },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.closedCases.title')} instruction={t('instructions.closedCases')} />
      <DataGrid
        title={t('coaching.gridClosed')}
        entityTypeId={EntityType.CoachRelationship}
        altGridId="closed-cases"
        recordName={t('coaching.recordName')}
        addNew={false}
        pageSize={GRID_PAGE_SIZE}
        downloads
        rowActions={rowActions}
      />
      <CoachingHistoryModal person={history} onClose={() => setHistory(null)} />
    </Container>
  );
}
