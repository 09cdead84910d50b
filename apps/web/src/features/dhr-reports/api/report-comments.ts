import type { TReportComment } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const reportCommentKeys = {
  all: ['report-comments'] as const,
  of: (reportId: number) => ['report-comments', reportId] as const,
};

/** GET /api/reporting/comments: a report's Review Comments (each submission and decision), oldest first. */
export function reportCommentsQuery(reportId: number) {
  return queryOptions({
    queryKey: reportCommentKeys.of(reportId),
    queryFn: ({ signal }) => api<TReportComment[]>(API_PATHS.reportComments, { query: { reportId }, signal }),
    meta: { silent: true },
  });
}
