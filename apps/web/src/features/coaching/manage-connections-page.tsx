import Container from '@mui/material/Container';
import { type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import type { GridRowAction } from '../../engine/grid/index';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { UserSearch } from '../user-search/index';
import { coachRelationshipsQuery, coachRequestsQuery } from './api/coaching-api';
import { CoachingAccordion } from './coaching-accordion';
import { CoachingHistoryModal, type CoachingHistoryPerson } from './coaching-history-modal';
import { CoachingRequests } from './coaching-requests';
import { useCoachingActions } from './use-coaching-actions';

const selectUser = (session: SessionState) => session.userId;

/** The person of a search-users row: its id and name (fullName, the grid's Name column). */
const personOf = (row: GridRow) => ({
  id: row.id,
  fullName: typeof row.fullName === 'string' ? row.fullName : '',
});

/**
 * Manage Connections (spec 3 §2 coach pages; role 300; tn and jh): the accordion Search Users (the people
 * search of Search Users, by agency or by name, each person with Request Coaching when neither coaching nor
 * a request is under way, Withdraw for the coach's own request waiting, and History when there is one:
 * spec 3 §4) and the accordion Pending Requests (the requests waiting: Withdraw the coach's own, Approve or
 * Reject a professional's). The lists load again when the professional acts (the hub's notification).
 */
export function ManageConnectionsPage() {
  const { t } = useTranslation();
  const me = useSessionSelector(selectUser) ?? 0;
  const actions = useCoachingActions();
  const requests = useQuery(coachRequestsQuery());
  const relationships = useQuery(coachRelationshipsQuery());
  const [searchOpen, setSearchOpen] = useState(true);
  const [pendingOpen, setPendingOpen] = useState<boolean | null>(null);
  const [history, setHistory] = useState<CoachingHistoryPerson | null>(null);
  const byPerson = useMemo(
    () => new Map((relationships.data ?? []).map((row) => [row.person.id, row])),
    [relationships.data],
  );

  const rowActions = (row: GridRow): GridRowAction[] => {
    const person = personOf(row);
    const relationship = byPerson.get(person.id);
    // No relationship yet: Request is offered (spec 3 §4: not active, no request pending).
    const offers = relationship?.offers ?? { mayRequest: true, mayWithdraw: false, hasHistory: false };
    const list: GridRowAction[] = [];
    if (offers.mayRequest)
      list.push({
        key: 'request',
        label: t('coaching.requestCoaching'),
        disabled: actions.busy || relationships.isPending,
        onSelect: () => void actions.request({ coachId: me, userId: person.id }, person.fullName, false),
      });
    if (offers.mayWithdraw && relationship?.pendingActionId != null)
      list.push({
        key: 'withdraw',
        label: t('coaching.withdraw'),
        disabled: actions.busy,
        onSelect: () => void actions.withdraw(relationship.pendingActionId!, person.fullName),
      });
    if (offers.hasHistory)
      list.push({
        key: 'history',
        label: t('coaching.history'),
        onSelect: () =>
          setHistory({ ...person, coachRelationshipId: relationship?.coachRelationshipId ?? null }),
      });
    return list;
  };

  const pendingExpanded = pendingOpen ?? (requests.data !== undefined && requests.data.length > 0);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.manageConnections.title')}
        instruction={t('instructions.manageConnections')}
      />
      <CoachingAccordion
        id="coaching-search"
        title={t('coaching.searchUsers')}
        expanded={searchOpen}
        onChange={setSearchOpen}
      >
        <UserSearch rowActions={rowActions} />
      </CoachingAccordion>
      <CoachingAccordion
        id="coaching-pending"
        title={t('coaching.pendingRequests')}
        expanded={pendingExpanded}
        onChange={setPendingOpen}
      >
        <CoachingRequests query={requests} actions={actions} side="coach" />
      </CoachingAccordion>
      <CoachingHistoryModal person={history} onClose={() => setHistory(null)} />
      {actions.dialog}
    </Container>
  );
}
