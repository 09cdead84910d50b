import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

export interface RegionCheck {
  courseSectionId: number;
  userId: number;
  organizationId: number;
}

/**
 * GET /api/coursesection/regioncheck?courseSectionId=&userId=&organizationId= (spec 3 §4): whether the
 * organization a person registers from lies in the session's region; anything but true (or 1) asks the
 * trainer's approval. Asked afresh each time a person registers.
 */
export function regionCheckQuery(check: RegionCheck) {
  return queryOptions({
    queryKey: [...trainingKeys.all, 'region-check', check.courseSectionId, check.organizationId] as const,
    queryFn: async ({ signal }) => {
      const answer = await api<unknown>(API_PATHS.regionCheck, {
        query: {
          courseSectionId: check.courseSectionId,
          userId: check.userId,
          organizationId: check.organizationId,
        },
        signal,
      });
      return answer === true || answer === 1;
    },
    staleTime: 0,
  });
}
