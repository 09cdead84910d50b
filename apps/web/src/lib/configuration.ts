import { isConfigurationFlagOn } from '@registry/domain';
import type { TConfigurationKey } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** GET /api/configuration?key=: one configuration value as text ('True' turns a flag on). */
export const configurationKeys = {
  all: ['configuration'] as const,
  value: (key: TConfigurationKey) => ['configuration', key] as const,
};

export function fetchConfiguration(key: TConfigurationKey, signal?: AbortSignal): Promise<string> {
  return api<string>(API_PATHS.configuration, { query: { key }, signal });
}

export function configurationQuery(key: TConfigurationKey, options: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: configurationKeys.value(key),
    queryFn: ({ signal }) => fetchConfiguration(key, signal),
    staleTime: 5 * 60_000,
    meta: { silent: options.silent ?? false },
  });
}

/** The spec's flag convention: a configuration value turns a feature on when it is exactly 'True'. */
export const isFlagOn = isConfigurationFlagOn;
