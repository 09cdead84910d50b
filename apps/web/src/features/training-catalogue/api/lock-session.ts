import type { TLockSession, TLockSessionResult } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { trainingKeys } from '../../training-calendar/index';

/** POST /api/enrollment/locksession: the session's attendance becomes final (recordIsLocked). */
export function useLockSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLockSession) =>
      api<TLockSessionResult>(API_PATHS.lockSession, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Enrollment) }),
        queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CourseSection) }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
}
