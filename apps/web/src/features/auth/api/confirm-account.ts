import type { TConfirmRequest, TConfirmResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/accounts/confirm; an answer with `code` means the user goes on to set a password. */
export function useConfirmAccount() {
  return useMutation({
    mutationFn: (request: TConfirmRequest) =>
      api<TConfirmResponse>(API_PATHS.confirm, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
