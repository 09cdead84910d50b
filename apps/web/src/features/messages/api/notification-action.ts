import type { TActionResponse, TNotificationActionRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../query-keys';

/**
 * POST /api/notification/action: Star, Unstar, Read, Unread, Archive or Unarchive one's notifications.
 * A failure is silently ignored (spec 2 §8); the counts and lists load again either way.
 */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TNotificationActionRequest) =>
      api<TActionResponse>(API_PATHS.notificationAction, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
