import type { TOrganizationRolesResponse, TTrainTnAccessRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/accounts/trainTNAccess (tn): grant (accessStatus true) or remove (false) TrainTN access for one
 * employment. The person may only remove their own; a refusal is the caller's to say.
 */
export function useTrainTnAccess() {
  return useMutation({
    mutationFn: (request: TTrainTnAccessRequest) =>
      api<TOrganizationRolesResponse>(API_PATHS.trainTnAccess, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
