import type { TTrainingSearchQuery } from '@registry/contracts';

/**
 * The query keys of training registration: every answer that a registration, a waitlist place, a request
 * or a cancellation changes lives under `all`, so one invalidation refreshes the calendar, Upcoming
 * Trainings, the search's results and the details modal together.
 */
export const trainingKeys = {
  all: ['training-registration'] as const,
  calendar: (trainer: boolean, start: string, end: string) =>
    ['training-registration', 'calendar', trainer ? 'trainer' : 'own', start, end] as const,
  upcoming: () => ['training-registration', 'upcoming'] as const,
  search: (query: TTrainingSearchQuery) => ['training-registration', 'search', query] as const,
  section: (id: number) => ['training-registration', 'section', id] as const,
  ownOrganizations: () => ['training-registration', 'own-organizations'] as const,
};

/** The search lists change only when the state edits them: kept apart from the registration answers. */
export const searchChoiceKeys = { all: ['training-search-choices'] as const };
