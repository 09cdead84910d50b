import type { TResumeFields } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resumeKeys } from './resume-keys';

/**
 * GET /api/generatedResume/viewFields?resumeId=: what the editor shows (the name, the description, the
 * tenant's sections with their records, and the state: saved, previewed, published, mayPublish). A
 * failure (404: not the viewer's) is shown in the page, not as a toast.
 */
export function resumeFieldsQuery(resumeId: number) {
  return queryOptions({
    queryKey: resumeKeys.fields(resumeId),
    queryFn: ({ signal }) => api<TResumeFields>(API_PATHS.resumeViewFields, { query: { resumeId }, signal }),
    meta: { silent: true },
  });
}
