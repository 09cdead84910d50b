import type { TReportRun, TReportRunRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { apiResponse } from '../../../lib/api';
import { fileNameOf, saveFile } from '../../../lib/download';

/** What running a report came to: the file, downloaded at once, or the run of a job to follow. */
export type ReportRunAnswer = { kind: 'file'; fileName: string } | { kind: 'run'; run: TReportRun };

/**
 * POST /api/reports/run: a report that answers at once is the CSV itself (200, text/csv), saved under the
 * name the server gives it (`{reportType}_{timestamp}.csv`; `{reportType}.csv` only if it gives none); a
 * report that runs as a job, or the same report already queued or running, answers its run (202). A
 * failure is an ApiError.
 */
export async function runReport(request: TReportRunRequest): Promise<ReportRunAnswer> {
  const response = await apiResponse(API_PATHS.reportRun, { method: 'POST', body: request });
  if (response.status === 202) return { kind: 'run', run: (await response.json()) as TReportRun };
  const fileName =
    fileNameOf(response.headers.get('content-disposition')) ?? `${request.reportType}.${request.fileType}`;
  saveFile(await response.blob(), fileName);
  return { kind: 'file', fileName };
}
