import type { TSendMessageRequest, TSendMessageResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messageKeys } from '../query-keys';

/**
 * POST /api/message/send. A refusal (400: a string or `{ errors: { field: message } }`) is shown by the
 * compose form in its errors box (spec 1 §8's text), not as a toast: a toast outside an open modal is
 * hidden from screen readers. The form stays open so the user can put it right. Sent, the folders change.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendMessageRequest) =>
      api<TSendMessageResponse>(API_PATHS.messageSend, { method: 'POST', body: request }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
