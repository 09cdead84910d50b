import type { TEntityReference, TFormRequest, TFormResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const formKeys = {
  all: ['form'] as const,
  /** One record's form (or a new record's, primaryEntity null, under its parents `entities`). */
  form: (
    formId: number,
    primaryEntity: TEntityReference | null,
    entities: readonly TEntityReference[] = [],
  ) =>
    [
      'form',
      formId,
      primaryEntity?.entityTypeId ?? null,
      primaryEntity?.id ?? null,
      entities.map((entity) => `${entity.entityTypeId}:${entity.id}`).join(','),
    ] as const,
};

/**
 * POST /api/form: the form with the record's values, read-only where the viewer may not edit. `entities`
 * are the record's parents (the person a new record is for). A load failure shows the server's error
 * body (spec 3 §8) where the form would be, not in a toast.
 */
export function formQuery(
  formId: number,
  primaryEntity: TEntityReference | null,
  entities: readonly TEntityReference[] = [],
) {
  const request: TFormRequest = { formId, entities: [...entities], primaryEntity };
  return queryOptions({
    queryKey: formKeys.form(formId, primaryEntity, entities),
    queryFn: ({ signal }) => api<TFormResponse>(API_PATHS.form, { method: 'POST', body: request, signal }),
    meta: { silent: true },
  });
}
