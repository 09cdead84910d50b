import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { CompletedTrainings } from '../certificates/index';
import { useSessionSelector } from '../../lib/session/session-context';
import { TrainingCalendarView } from './training-calendar-view';
import { TrainingDetailsModal } from './training-details-modal';
import { TrainingSearch } from './training-search';
import { UpcomingTrainings } from './upcoming-trainings';

// Completed Trainings (issue 24): a professional's completed trainings and their certificates.
const VIEWS = ['calendar', 'upcoming', 'search', 'completed'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/**
 * /dashboard/calendar (spec 3 §2; roles 100 and 250): three options, View Calendar, Upcoming Trainings and
 * Search Training (the chosen one in the address, ?view=, so Back and a reload keep it), each opening the
 * training details modal. A trainer (250) sees their own sessions on the calendar and may not register or
 * cancel there (spec 3 §4).
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const trainer = useSessionSelector((session) => session.activeRole === '250');
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const views: readonly View[] = trainer ? VIEWS.filter((name) => name !== 'completed') : VIEWS;
  const view: View = isView(requested) && views.includes(requested) ? requested : 'calendar';
  const [opened, setOpened] = useState<number | null>(null);
  const baseId = useId();
  const tabId = (name: View) => `${baseId}-tab-${name}`;
  const panelId = (name: View) => `${baseId}-panel-${name}`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.calendar.title')}
        instruction={t(trainer ? 'instructions.calendarTrainer' : 'instructions.calendarProfessional')}
      />
      <Tabs
        value={view}
        onChange={(_event, next: View) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'calendar') updated.delete('view');
              else updated.set('view', next);
              return updated;
            },
            { replace: true },
          )
        }
        aria-label={t('trainingCalendar.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {views.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            label={t(`trainingCalendar.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
        {view === 'calendar' && <TrainingCalendarView trainer={trainer} onOpen={setOpened} />}
        {view === 'upcoming' && <UpcomingTrainings trainer={trainer} onOpen={setOpened} />}
        {view === 'search' && <TrainingSearch onOpen={setOpened} />}
        {view === 'completed' && <CompletedTrainings />}
      </Box>
      <TrainingDetailsModal sessionId={opened} registers={!trainer} onClose={() => setOpened(null)} />
    </Container>
  );
}
