import type { TEntityReference, TFormRequest, TFormResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const formKeys = {
  all: ['form'] as const,
  /** One record's form (or a new record's, primaryEntity null). */
  form: (formId: number, primaryEntity: TEntityReference | null) =>
    ['form', formId, primaryEntity?.entityTypeId ?? null, primaryEntity?.id ?? null] as const,
};

/**
 * POST /api/form: the form with the record's values, read-only where the viewer may not edit. A load
 * failure shows the server's error body (spec 3 §8) where the form would be, not in a toast.
 */
export function formQuery(formId: number, primaryEntity: TEntityReference | null) {
  const request: TFormRequest = { formId, entities: [], primaryEntity };
  return queryOptions({
    queryKey: formKeys.form(formId, primaryEntity),
    queryFn: ({ signal }) => api<TFormResponse>(API_PATHS.form, { method: 'POST', body: request, signal }),
    meta: { silent: true },
  });
}
