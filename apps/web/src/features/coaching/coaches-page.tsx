import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TCoachRelationship } from '@registry/contracts';
import { EntityType, GRID_PAGE_SIZE, type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { QueryResult } from '../../components/query-result';
import { DataGrid, ListTable, type GridRowAction } from '../../engine/grid/index';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { coachRequestsQuery, findCoachesQuery } from './api/coaching-api';
import { CoachingAccordion } from './coaching-accordion';
import { CoachingHistoryModal, type CoachingHistoryPerson } from './coaching-history-modal';
import { CoachingRequests } from './coaching-requests';
import { useCoachingActions } from './use-coaching-actions';

/** The professional's coaches: the coaches grid of entity 21 (apps/server modules/coaching). */
export const COACHES_GRID = 'coaches';

const selectUser = (session: SessionState) => session.userId;
const nameOf = (row: GridRow) => (typeof row.coachName === 'string' ? row.coachName : '');

/**
 * /dashboard/coaches (spec 3 §2; role 100; tn and jh): the accordion Requests (open when any exist: the
 * requests waiting, Approve with 'Allow coach PDP commenting' and Reject a coach's, Withdraw one's own)
 * and Coaches (the coaches grid: End Coaching with a comment, PDP commenting on or off, History), and Find a
 * Coach (by name among the coaches; Request with an optional comment and the PDP checkbox). The lists load
 * again when the other side acts (the hub's notification).
 */
export function CoachesPage() {
  const { t } = useTranslation();
  const userId = useSessionSelector(selectUser);
  const actions = useCoachingActions();
  const requests = useQuery(coachRequestsQuery());
  const [requestsOpen, setRequestsOpen] = useState<boolean | null>(null);
  const [coachesOpen, setCoachesOpen] = useState(true);
  const [history, setHistory] = useState<CoachingHistoryPerson | null>(null);
  const [nameText, setNameText] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const found = useQuery(findCoachesQuery(name));
  const me = userId ?? 0;

  const rowActions = (row: GridRow): GridRowAction[] => {
    const coach = nameOf(row);
    const list: GridRowAction[] = [];
    if (row.mayEnd === true)
      list.push({
        key: 'end',
        label: t('coaching.endCoaching'),
        disabled: actions.busy,
        onSelect: () => void actions.end(row.id, coach),
      });
    if (row.mayAllowPdp === true)
      list.push({
        key: 'allow-pdp',
        label: t('coaching.allowPdp'),
        disabled: actions.busy,
        onSelect: () => void actions.pdp(row.id, coach, true),
      });
    if (row.mayRemovePdp === true)
      list.push({
        key: 'remove-pdp',
        label: t('coaching.removePdp'),
        disabled: actions.busy,
        onSelect: () => void actions.pdp(row.id, coach, false),
      });
    if (row.mayWithdraw === true && typeof row.pendingActionId === 'number')
      list.push({
        key: 'withdraw',
        label: t('coaching.withdraw'),
        disabled: actions.busy,
        onSelect: () => void actions.withdraw(row.pendingActionId as number, coach),
      });
    if (row.mayRequest === true && typeof row.coachUserId === 'number')
      list.push({
        key: 'request',
        label: t('coaching.requestCoaching'),
        disabled: actions.busy,
        onSelect: () => void actions.request({ coachId: row.coachUserId as number, userId: me }, coach, true),
      });
    if (row.hasHistory === true)
      list.push({
        key: 'history',
        label: t('coaching.history'),
        onSelect: () => setHistory({ id: me, fullName: coach, coachRelationshipId: row.id }),
      });
    return list;
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = nameText.trim();
    if (text.length < 2) {
      setNameError(t('coaching.tooShort'));
      return;
    }
    setNameError('');
    setName(text);
  };

  const coachActions = (row: TCoachRelationship) => {
    const coach = row.person.name;
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {row.offers.mayRequest && (
          <Button
            size="small"
            variant="contained"
            disabled={actions.busy}
            aria-label={`${t('coaching.requestCoaching')} ${coach}`}
            onClick={() => void actions.request({ coachId: row.person.id, userId: me }, coach, true)}
          >
            {t('coaching.requestCoaching')}
          </Button>
        )}
        {row.offers.mayWithdraw && row.pendingActionId !== null && (
          <Button
            size="small"
            disabled={actions.busy}
            aria-label={`${t('coaching.withdraw')} ${coach}`}
            onClick={() => void actions.withdraw(row.pendingActionId!, coach)}
          >
            {t('coaching.withdraw')}
          </Button>
        )}
        {row.offers.hasHistory && (
          <Button
            size="small"
            aria-label={`${t('coaching.history')} ${coach}`}
            onClick={() =>
              setHistory({ id: me, fullName: coach, coachRelationshipId: row.coachRelationshipId })
            }
          >
            {t('coaching.history')}
          </Button>
        )}
      </Stack>
    );
  };

  // Requests is open when any exist (spec 3 §2), until the person closes or opens it.
  const requestsExpanded = requestsOpen ?? (requests.data !== undefined && requests.data.length > 0);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.coaches.title')} instruction={t('instructions.coaches')} />
      <CoachingAccordion
        id="coaching-requests"
        title={t('coaching.requests')}
        expanded={requestsExpanded}
        onChange={setRequestsOpen}
      >
        <CoachingRequests query={requests} actions={actions} side="professional" />
      </CoachingAccordion>
      <CoachingAccordion
        id="coaching-coaches"
        title={t('coaching.coaches')}
        expanded={coachesOpen}
        onChange={setCoachesOpen}
      >
        <DataGrid
          title={t('coaching.gridCoaches')}
          showTitle={false}
          entityTypeId={EntityType.CoachRelationship}
          altGridId={COACHES_GRID}
          recordName={t('coaching.recordName')}
          addNew={false}
          pageSize={GRID_PAGE_SIZE}
          rowActions={rowActions}
        />
      </CoachingAccordion>
      <Box component="section" aria-labelledby="find-coach" sx={{ mt: 4 }}>
        <Typography id="find-coach" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('coaching.findCoach')}
        </Typography>
        <Box
          component="form"
          onSubmit={search}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
        >
          <TextField
            label={t('coaching.findCoachLabel')}
            value={nameText}
            onChange={(event) => setNameText(event.target.value)}
            error={nameError !== ''}
            helperText={nameError || t('coaching.findCoachHelp')}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {t('coaching.search')}
          </Button>
        </Box>
        {name.length >= 2 && (
          <QueryResult query={found} empty={t('coaching.noCoachesFound')}>
            {(rows) => (
              <ListTable
                label={t('coaching.coachesFoundLabel')}
                rows={rows}
                rowKey={(row) => row.person.id}
                rowTestId="coach-found"
                busy={found.isFetching}
                columns={[
                  { id: 'name', header: t('coaching.name'), cell: (row) => row.person.name },
                  { id: 'email', header: t('coaching.email'), cell: (row) => row.person.email },
                  { id: 'phone', header: t('coaching.phone'), cell: (row) => row.person.phoneNumber ?? '' },
                ]}
                actions={{ header: t('coaching.actions'), cell: coachActions }}
              />
            )}
          </QueryResult>
        )}
      </Box>
      <CoachingHistoryModal person={history} onClose={() => setHistory(null)} />
      {actions.dialog}
    </Container>
  );
}
