import type { TEmailChangeRequest, TMessageResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/accounts/unlock?userId= (the server reads the user from the query string: ZUserIdQuery):
 * unlocks an account locked by failed sign-ins.
 */
export function useUnlockUser() {
  return useMutation({
    mutationFn: (userId: number) =>
      api<TMessageResponse>(API_PATHS.unlock, { method: 'POST', query: { userId } }),
    meta: { silent: true },
  });
}

/** POST /api/accounts/emailconfirm {userName} (spec 2 §7): an administrator confirms an account. */
export function useConfirmUser() {
  return useMutation({
    mutationFn: (userName: string) =>
      api<TMessageResponse>(API_PATHS.emailConfirm, { method: 'POST', body: { userName } }),
    meta: { silent: true },
  });
}

/** POST /api/accounts/emailchange {email, userName, fullName} (spec 2 §7): a new sign-in e-mail. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (request: TEmailChangeRequest) =>
      api<TMessageResponse>(API_PATHS.emailChange, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
