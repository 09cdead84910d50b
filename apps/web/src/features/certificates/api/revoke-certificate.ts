import type { TRevokeCertificate, TRevokeCertificateResult } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** POST /api/certificate/revoke (400, 500, AdminUser): the code and the reason (required). */
export function revokeCertificate(body: TRevokeCertificate): Promise<TRevokeCertificateResult> {
  return api<TRevokeCertificateResult>(API_PATHS.certificateRevoke, { method: 'POST', body });
}
