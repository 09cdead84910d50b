import type { TWorkforceSummary, WorkforceChart } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiDownload, saveFile } from '../../../lib/download';

/** GET /api/workforce/summary: every chart's numbers, as last computed. */
export function workforceSummaryQuery() {
  return queryOptions({
    queryKey: ['workforce', 'summary'] as const,
    queryFn: ({ signal }) => api<TWorkforceSummary>(API_PATHS.workforceSummary, { signal }),
  });
}

/** GET /api/workforce/export?chart=: one chart's de-identified CSV, saved under the name the server gives it. */
export async function downloadWorkforceChart(chart: WorkforceChart): Promise<void> {
  const file = await apiDownload(API_PATHS.workforceExport, { query: { chart } });
  saveFile(file.blob, file.fileName ?? `${chart}.csv`);
}
