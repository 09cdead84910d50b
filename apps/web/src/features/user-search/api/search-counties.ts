import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';
import type { KeyValue } from '../key-value-search';

/** GET /api/userorganizationroles/countysearch: the state's counties by name (key: the county's FIPS code). */
export function searchCounties(searchString: string, signal?: AbortSignal): Promise<KeyValue[]> {
  return api<KeyValue[]>(API_PATHS.countySearch, { query: { searchString }, ...(signal ? { signal } : {}) });
}
