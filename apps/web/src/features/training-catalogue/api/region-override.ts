import type { TRegionOverride, TRegistrationAnswer } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { trainingKeys } from '../../training-calendar/index';

/**
 * POST /api/enrollment/regionoverride (accepted, courseSectionId, userId, comment: required): the trainer
 * approves or declines an out-of-region request; above 0 success, -2 already registered, -3 or -4 full.
 * The enrollments, the sessions' counts and the calendars load again.
 */
export function useRegionOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegionOverride) =>
      api<TRegistrationAnswer>(API_PATHS.regionOverride, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Enrollment) }),
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CourseSection) }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
}
