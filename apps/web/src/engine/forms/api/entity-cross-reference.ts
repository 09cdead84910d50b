import type { TAutocompleteItem, TEntityCrossReferenceRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/**
 * POST /api/form/entitycrossreference: the entities of a type whose search property matches the text,
 * filtered by the element's named filter and its peers' values, as key (the id) and value (the name).
 */
export function searchEntities(request: TEntityCrossReferenceRequest): Promise<TAutocompleteItem[]> {
  return api<TAutocompleteItem[]>(API_PATHS.entityCrossReference, { method: 'POST', body: request });
}
