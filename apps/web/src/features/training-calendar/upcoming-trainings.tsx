import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { upcomingTrainingsQuery } from './api/upcoming-trainings';
import { SessionList } from './session-list';

/**
 * Upcoming Trainings (spec 3 §2): a professional's registrations and waitlist places not yet over, with
 * their status and position (a trainer's: their sessions to come, with the seats left); each opens its
 * details.
 */
export function UpcomingTrainings({ trainer, onOpen }: { trainer: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const upcoming = useQuery(upcomingTrainingsQuery());
  return (
    <QueryResult query={upcoming} empty={t('trainingCalendar.upcomingEmpty')}>
      {(sessions) => (
        <SessionList
          label={t(trainer ? 'trainingCalendar.upcomingTrainerLabel' : 'trainingCalendar.upcomingLabel')}
          sessions={sessions}
          busy={upcoming.isFetching}
          columns={trainer ? 'session' : 'enrollment'}
          onOpen={onOpen}
          rowTestId="upcoming-training"
        />
      )}
    </QueryResult>
  );
}
