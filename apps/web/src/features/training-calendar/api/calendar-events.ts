import type { TCalendarEvent } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/**
 * GET /api/enrollment/calendarevents?start=&end= (a professional's: the open sessions and their own
 * enrollments, coloured by the legend) or trainercalendarevents (a trainer's own sessions), for the days
 * the calendar shows (start inclusive, end exclusive, 'YYYY-MM-DD').
 */
export function calendarEventsQuery(trainer: boolean, start: string, end: string) {
  return queryOptions({
    queryKey: trainingKeys.calendar(trainer, start, end),
    queryFn: ({ signal }) =>
      api<TCalendarEvent[]>(trainer ? API_PATHS.trainerCalendarEvents : API_PATHS.calendarEvents, {
        query: { start, end },
        signal,
      }),
    staleTime: 0,
  });
}
