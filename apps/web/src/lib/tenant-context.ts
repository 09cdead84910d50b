import type { PublicTenant, RegistryEnv } from '@registry/domain';
import { createContext, useContext } from 'react';
import type { BootInfo } from './boot';

export const TenantContext = createContext<BootInfo | null>(null);

function useBootInfo(): BootInfo {
  const boot = useContext(TenantContext);
  if (!boot) throw new Error('Tenant hooks must be used inside <TenantContext>');
  return boot;
}

/** The deployment's tenant (terms, labels, features, contact): ask it, never the tenant code. */
export function useTenant(): PublicTenant {
  return useBootInfo().tenant;
}

export function useEnvironment(): RegistryEnv {
  return useBootInfo().environment;
}

export function useAppVersion(): string {
  return useBootInfo().version;
}
