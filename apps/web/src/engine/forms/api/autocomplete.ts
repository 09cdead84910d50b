import type { TAutocompleteItem, TAutocompleteRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/**
 * POST /api/form/autocomplete: the choices of an autocomplete element that match the text. Asked as the
 * user types (not cached): a failure is shown by the field (spec 3 §8: selection cleared, no matches).
 */
export function searchAutocomplete(request: TAutocompleteRequest): Promise<TAutocompleteItem[]> {
  return api<TAutocompleteItem[]>(API_PATHS.autocomplete, { method: 'POST', body: request });
}
