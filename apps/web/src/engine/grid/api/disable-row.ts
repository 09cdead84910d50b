import type { TGridDisableRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { gridKeys } from './get-grid';

/** POST /api/grid/disable: disable (or enable again) one row; its grids load again. */
export function useDisableRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TGridDisableRequest) =>
      api<unknown>(API_PATHS.gridDisable, { method: 'POST', body: request }),
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(request.entityTypeId) }),
  });
}
