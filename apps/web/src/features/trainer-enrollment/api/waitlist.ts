import type { TRegistrationAnswer, TWaitlist } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfterRegistration } from './register';

/** POST /api/enrollment/waitlist, the trainer for a person: the place in line (1 or more), or -2, -3, 0. */
export function useWaitlist() {
  const refresh = useRefreshAfterRegistration();
  return useMutation({
    mutationFn: (body: TWaitlist) => api<TRegistrationAnswer>(API_PATHS.waitlist, { method: 'POST', body }),
    onSettled: refresh,
  });
}
