import type { TFeedbackListResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const feedbackKeys = {
  all: ['feedback'] as const,
  page: (from: number, to: number) => ['feedback', from, to] as const,
};

/** GET /api/feedback: one page of what users sent (positions from..to, newest first). */
export function feedbackListQuery(from: number, to: number) {
  return queryOptions({
    queryKey: feedbackKeys.page(from, to),
    queryFn: ({ signal }) => api<TFeedbackListResponse>(API_PATHS.feedback, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}
