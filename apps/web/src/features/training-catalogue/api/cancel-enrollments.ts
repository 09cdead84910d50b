import type { TCancelRegistration, TCancelRegistrationResult } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { trainingKeys } from '../../training-calendar/index';

/**
 * POST /api/enrollment/cancelregistration, as the session's trainer: one person (userId) or the chosen
 * (userIds), with an optional comment. The freed seats go to the waitlist (the server's); the
 * enrollments, the sessions' counts and the calendars load again.
 */
export function useCancelEnrollments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelRegistration) =>
      api<TCancelRegistrationResult>(API_PATHS.cancelRegistration, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Enrollment) }),
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CourseSection) }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
}
