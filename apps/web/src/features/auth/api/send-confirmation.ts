import type { TMessageResponse, TSendConfirmationRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/accounts/sendconfemail: a new confirmation e-mail; the password proves the account is theirs. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: (request: TSendConfirmationRequest) =>
      api<TMessageResponse>(API_PATHS.sendConfirmation, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
