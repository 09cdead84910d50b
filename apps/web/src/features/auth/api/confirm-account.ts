import type { TConfirmRequest, TConfirmResponse } from '@registry/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const CONFIRM_PATH = '/api/accounts/confirm';

/** POST /api/accounts/confirm; an answer with `code` means the user goes on to set a password. */
export function useConfirmAccount() {
  return useMutation({
    mutationFn: (request: TConfirmRequest) =>
      api<TConfirmResponse>(CONFIRM_PATH, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
