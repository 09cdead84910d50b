import type { TReportRun } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import type { ReportScreen } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const reportRunKeys = {
  all: ['report-runs'] as const,
  of: (screen: ReportScreen) => ['report-runs', screen] as const,
};

/** How often the runs are read again while one of them is queued or running. */
export const REPORT_RUNS_POLL_MS = 2000;

/** Whether a run is still being prepared. */
export const isPending = (run: TReportRun): boolean => run.status === 'queued' || run.status === 'running';

/**
 * GET /api/reports/runs?screen=: the viewer's reports of the screen that ran as jobs, newest first (at most
 * 20). Read again every 2 s while any is queued or running, and not at all once none is (nor after the
 * page is left: the query then has no observer).
 */
export function reportRunsQuery(screen: ReportScreen) {
  return queryOptions({
    queryKey: reportRunKeys.of(screen),
    queryFn: ({ signal }) => api<TReportRun[]>(API_PATHS.reportRuns, { query: { screen }, signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(isPending) ? REPORT_RUNS_POLL_MS : false),
    staleTime: 0,
  });
}
