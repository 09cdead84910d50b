import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { KeyValue } from '../key-value-search';

/**
 * GET /api/userorganizationroles/searchagencybycounty?countyId=: every organization of a county (the
 * contract names the county by its FIPS code, the county search's key). A failure is shown by the caller.
 */
export function agenciesByCountyQuery(countyId: string) {
  return queryOptions({
    queryKey: ['agencies-by-county', countyId] as const,
    queryFn: ({ signal }) => api<KeyValue[]>(API_PATHS.agenciesByCounty, { query: { countyId }, signal }),
    meta: { silent: true },
  });
}
