import { API_PATHS } from '@registry/contracts/paths';
import { ENVIRONMENTS, isTenantCode, type PublicTenant, type RegistryEnv } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** GET /api/boot: the tenant's public configuration, the environment and the server's version. */
export interface BootInfo {
  tenant: PublicTenant;
  environment: RegistryEnv;
  version: string;
}

export const bootKeys = {
  all: ['boot'] as const,
};

/**
 * Whether a response is a usable boot payload. A proxy or the history fallback can answer 200 with an
 * HTML page; that must end on the boot error page, not in a crash deep inside the shell.
 */
export function isBootInfo(value: unknown): value is BootInfo {
  if (value === null || typeof value !== 'object') return false;
  const boot = value as Partial<Record<keyof BootInfo, unknown>>;
  const tenant = boot.tenant as Partial<PublicTenant> | undefined;
  return (
    typeof boot.version === 'string' &&
    typeof boot.environment === 'string' &&
    (ENVIRONMENTS as readonly string[]).includes(boot.environment) &&
    typeof tenant?.code === 'string' &&
    isTenantCode(tenant.code) &&
    typeof tenant.productName === 'string' &&
    typeof tenant.features === 'object'
  );
}

export async function fetchBoot(signal?: AbortSignal): Promise<BootInfo> {
  const body = await api<unknown>(API_PATHS.boot, { signal });
  if (!isBootInfo(body)) throw new Error('The server answered /api/boot with an unexpected response.');
  return body;
}

export function bootQuery() {
  return queryOptions({
    queryKey: bootKeys.all,
    queryFn: ({ signal }) => fetchBoot(signal),
    staleTime: Infinity,
    // The boot error page reports the failure; no toast.
    meta: { silent: true },
  });
}
