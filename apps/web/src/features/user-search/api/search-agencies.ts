import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';
import type { KeyValue } from '../key-value-search';

/** GET /api/userorganizationroles/agencysearch: organizations whose name matches (spec 2 §7 agency search). */
export function searchAgencies(searchString: string, signal?: AbortSignal): Promise<KeyValue[]> {
  return api<KeyValue[]>(API_PATHS.agencySearch, { query: { searchString }, ...(signal ? { signal } : {}) });
}
