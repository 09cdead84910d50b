import type { TRegisterRequest, TRegisterResponse } from '@registry/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const REGISTER_PATH = '/api/accounts';

/** POST /api/accounts: create an account; the form shows a failure in its errors box. */
export function useRegister() {
  return useMutation({
    mutationFn: (request: TRegisterRequest) =>
      api<TRegisterResponse>(REGISTER_PATH, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
