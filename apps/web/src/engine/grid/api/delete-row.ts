import type { TGridDeleteRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { gridKeys } from './get-grid';

/** POST /api/grid/delete: delete one row; its grids load again. */
export function useDeleteRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TGridDeleteRequest) =>
      api<unknown>(API_PATHS.gridDelete, { method: 'POST', body: request }),
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(request.entityTypeId) }),
  });
}
