import type { TRegisterRequest, TRegisterResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/accounts: create an account; the form shows a failure in its errors box. */
export function useRegister() {
  return useMutation({
    mutationFn: (request: TRegisterRequest) =>
      api<TRegisterResponse>(API_PATHS.accounts, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
