import type { TActionResponse, TMessageActionRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messageKeys } from '../query-keys';

/**
 * POST /api/message/action: Star, Unstar, Read, Unread, Archive, Unarchive or Delete one's own copies.
 * A failure is silently ignored (spec 2 §8); the counts and lists load again either way.
 */
export function useMessageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TMessageActionRequest) =>
      api<TActionResponse>(API_PATHS.messageAction, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
