import type { TFormResponseRequest, TFormSaved } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formKeys } from './get-form';

/**
 * POST /api/form/formresponse. A refusal (400) carries each failure with its element; the form shows
 * them itself, so no toast. A saved form is fetched again (its values as stored, its version).
 */
export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TFormResponseRequest) =>
      api<TFormSaved>(API_PATHS.formResponse, { method: 'POST', body: request }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: [...formKeys.all, saved.formId] }),
  });
}
