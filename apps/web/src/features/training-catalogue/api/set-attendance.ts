import type { TSetAttendance, TSetAttendanceResult } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';

/**
 * POST /api/enrollment/setattendance, as the session's trainer: the chosen enrollments' attendance (1
 * Completed, 2 Partially Completed, 3 Absent, 0 clears). The enrollments and the sessions (a session may
 * have locked) load again.
 */
export function useSetAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetAttendance) =>
      api<TSetAttendanceResult>(API_PATHS.setAttendance, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Enrollment) }),
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CourseSection) }),
      ]),
  });
}
