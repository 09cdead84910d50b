import type { TMyCertificate } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { certificateKeys } from './query-keys';

/** GET /api/certificate/mine: the signed-in person's certificates (their completed trainings), newest first. */
export function myCertificatesQuery() {
  return queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: ({ signal }) => api<TMyCertificate[]>(API_PATHS.myCertificates, { signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
