import type { TMessageResponse, TSendConfirmationRequest } from '@registry/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const SEND_CONFIRMATION_PATH = '/api/accounts/sendconfemail';

/** POST /api/accounts/sendconfemail: a new confirmation e-mail; the password proves the account is theirs. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: (request: TSendConfirmationRequest) =>
      api<TMessageResponse>(SEND_CONFIRMATION_PATH, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
