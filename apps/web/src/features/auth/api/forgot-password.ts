import type { TForgotPasswordRequest, TMessageResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/accounts/forgotpassword: mails a reset link (the answer is the same for unknown addresses). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: TForgotPasswordRequest) =>
      api<TMessageResponse>(API_PATHS.forgotPassword, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
