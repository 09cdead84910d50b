import Button from '@mui/material/Button';
import type { TSessionSummary } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../engine/grid/list-table';
import { choiceTextOf, searchChoicesQuery } from './api/search-choices';
import { formatWallRange, timeZoneName } from './wall-time';

export interface SessionListProps {
  label: string;
  sessions: readonly TSessionSummary[];
  busy: boolean;
  /** The columns of a professional's own enrollments (status, waitlist position) or of any session's. */
  columns: 'enrollment' | 'session';
  onOpen: (sessionId: number) => void;
  rowTestId: string;
}

/**
 * Sessions as a list (Upcoming Trainings, the search's results): course, session, dates in the session's
 * own time, then the viewer's status and waitlist position, or the region, delivery method and seats;
 * each row's View Details opens the details modal. A table on a wide screen, cards on a narrow one.
 */
export function SessionList({ label, sessions, busy, columns, onOpen, rowTestId }: SessionListProps) {
  const { t } = useTranslation();
  const choices = useQuery(searchChoicesQuery());
  const textOf = choiceTextOf(choices.data);
  const c = (
    key:
      | 'course'
      | 'session'
      | 'dates'
      | 'status'
      | 'waitlistPosition'
      | 'region'
      | 'deliveryMethod'
      | 'seatsLeft',
  ) => t(`trainingCalendar.columns.${key}`);
  const common: [ListColumn<TSessionSummary>, ...ListColumn<TSessionSummary>[]] = [
    { id: 'course', header: c('course'), cell: (row) => row.courseName },
    { id: 'session', header: c('session'), cell: (row) => row.sectionName },
    {
      id: 'dates',
      header: c('dates'),
      cell: (row) =>
        `${formatWallRange(row.trainingStartDate, row.trainingEndDate)} (${timeZoneName(row.timeZone)})`,
    },
  ];
  const more: ListColumn<TSessionSummary>[] =
    columns === 'enrollment'
      ? [
          {
            id: 'status',
            header: c('status'),
            cell: (row) => row.enrollmentStatus ?? t('trainingCalendar.noStatus'),
          },
          { id: 'waitlist', header: c('waitlistPosition'), cell: (row) => row.waitlistPosition ?? '' },
        ]
      : [
          { id: 'region', header: c('region'), cell: (row) => row.regionName ?? '' },
          {
            id: 'delivery',
            header: c('deliveryMethod'),
            cell: (row) => (row.deliveryMethod ? textOf('delivery-methods', row.deliveryMethod) : ''),
          },
          { id: 'seats', header: c('seatsLeft'), cell: (row) => Math.max(0, row.seatsLeft) },
        ];
  return (
    <ListTable<TSessionSummary>
      label={label}
      rows={sessions}
      rowKey={(row) => row.id}
      rowTestId={rowTestId}
      busy={busy}
      columns={[...common, ...more]}
      actions={{
        header: t('trainingCalendar.columns.actions'),
        cell: (row) => (
          <Button
            variant="outlined"
            size="small"
            aria-label={t('trainingCalendar.viewDetailsOf', {
              name: `${row.courseName}: ${row.sectionName}`,
            })}
            onClick={() => onOpen(row.id)}
          >
            {t('trainingCalendar.viewDetails')}
          </Button>
        ),
      }}
    />
  );
}
