import type { TCertificateVerification } from '@registry/contracts';
import { API_PATHS, apiPath } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { certificateKeys } from './query-keys';

/**
 * GET /api/certificate/verify/{code} (public): whether a code is a genuine certificate, a revoked one or
 * none. A failure (too many checks: 429) is said on the page, not in a toast.
 */
export function verifyCertificateQuery(code: string) {
  return queryOptions({
    queryKey: certificateKeys.verify(code),
    queryFn: ({ signal }) =>
      api<TCertificateVerification>(apiPath(API_PATHS.certificateVerify, { code }), { signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
