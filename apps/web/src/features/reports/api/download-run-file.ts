import type { TReportRun } from '@registry/contracts';
import { API_PATHS, apiPath } from '@registry/contracts/paths';
import { apiDownload, saveFile } from '../../../lib/download';

/**
 * GET /api/reports/runs/:runId/file: the file of a run that is done, saved under the server's name (the
 * run's own name, else `{reportType}.csv`). Answers the name it was saved under; a failure is an ApiError.
 */
export async function downloadRunFile(run: TReportRun): Promise<string> {
  const file = await apiDownload(apiPath(API_PATHS.reportRunFile, { runId: run.runId }));
  const name = file.fileName ?? run.fileName ?? `${run.reportType}.csv`;
  saveFile(file.blob, name);
  return name;
}
