import type { TMessageResponse, TResetPasswordRequest } from '@registry/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const RESET_PASSWORD_PATH = '/api/accounts/resetpassword';

/** POST /api/accounts/resetpassword with the userId and code of the mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: TResetPasswordRequest) =>
      api<TMessageResponse>(RESET_PASSWORD_PATH, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
