import type {
  TCancelRegistration,
  TCancelRegistrationResult,
  TRegister,
  TRegistrationAnswer,
  TRequestRegistration,
  TWaitlist,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/** A registration call's mutation: posted, and every registration answer refreshed once it is done. */
function useRegistrationCall<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

/** POST /api/enrollment/register: 1 registered, 2 already, 3 full and declined, 4 full with a waitlist. */
export const useRegister = () => useRegistrationCall<TRegister, TRegistrationAnswer>(API_PATHS.register);

/** POST /api/enrollment/waitlist: the place on the waitlist (1 or more), or -2, -3. */
export const useWaitlist = () => useRegistrationCall<TWaitlist, TRegistrationAnswer>(API_PATHS.waitlist);

/** POST /api/enrollment/requestregistration: an out-of-region request, Pending Approval. */
export const useRequestRegistration = () =>
  useRegistrationCall<TRequestRegistration, TRegistrationAnswer>(API_PATHS.requestRegistration);

/** POST /api/enrollment/cancelregistration: one person (userId) or several (userIds). */
export const useCancelRegistration = () =>
  useRegistrationCall<TCancelRegistration, TCancelRegistrationResult>(API_PATHS.cancelRegistration);
