import type { TResumePublished } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { resumeKeys } from './resume-keys';

/**
 * GET /api/generatedResume/published?userId=: the person's published resume, for those who may read it; null
 * when there is none or the viewer may not read it (404), so that nothing is offered and nothing is said.
 */
export function publishedResumeQuery(userId: number) {
  return queryOptions({
    queryKey: resumeKeys.published(userId),
    queryFn: async ({ signal }) => {
      try {
        return await api<TResumePublished>(API_PATHS.resumePublished, { query: { userId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });
}
