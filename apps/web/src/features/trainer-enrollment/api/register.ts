import type { TRegister, TRegistrationAnswer } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { EntityType } from '@registry/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';
import { trainingKeys } from '../../training-calendar/index';
import { trainerEnrollmentKeys } from './query-keys';

/**
 * What a registration changes, refreshed once it is done: the people's rows (Already Registered), Student
 * Details, and the calendar's answers (the trainer's Upcoming Trainings, the session's seats).
 */
export function useRefreshAfterRegistration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.User) }),
      queryClient.invalidateQueries({ queryKey: trainerEnrollmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
    ]);
}

/** POST /api/enrollment/register, the trainer for a person: 1 registered, 2 already, 3 full, 4 waitlist offered. */
export function useRegister() {
  const refresh = useRefreshAfterRegistration();
  return useMutation({
    mutationFn: (body: TRegister) => api<TRegistrationAnswer>(API_PATHS.register, { method: 'POST', body }),
    onSettled: refresh,
  });
}
