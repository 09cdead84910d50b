import type { TMessageResponse, TResetPasswordRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/accounts/resetpassword with the userId and code of the mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: TResetPasswordRequest) =>
      api<TMessageResponse>(API_PATHS.resetPassword, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
