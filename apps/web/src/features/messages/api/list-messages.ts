import type { TMessage, TMessageListRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messageKeys } from '../query-keys';

/** POST /api/message/list: rows from..to (1-based, inclusive) of a folder under a filter, newest first. */
export function messageListQuery(request: TMessageListRequest) {
  const { folder, filter, from, to } = request;
  return queryOptions({
    queryKey: messageKeys.list(folder, filter, from, to),
    queryFn: ({ signal }) =>
      api<TMessage[]>(API_PATHS.messageList, { method: 'POST', body: request, signal }),
    placeholderData: keepPreviousData,
    // The page shows the failure where the list would be.
    meta: { silent: true },
  });
}
