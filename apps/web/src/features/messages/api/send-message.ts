import type { TSendMessageRequest, TSendMessageResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messageKeys } from '../query-keys';

/**
 * POST /api/message/send. A refusal (400: a string or `{ errors: { field: message } }`) is the error
 * toast of spec 1 §8; the form stays open so the user can put it right. Sent, the Sent folder changes.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendMessageRequest) =>
      api<TSendMessageResponse>(API_PATHS.messageSend, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
