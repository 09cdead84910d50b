import type { TForgotPasswordRequest, TMessageResponse } from '@registry/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const FORGOT_PASSWORD_PATH = '/api/accounts/forgotpassword';

/** POST /api/accounts/forgotpassword: mails a reset link (the answer is the same for unknown addresses). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: TForgotPasswordRequest) =>
      api<TMessageResponse>(FORGOT_PASSWORD_PATH, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
