import type { TBootResponse, THealthResponse, TReadyResponse } from '@registry/contracts';
import { API_ERRORS, publicTenant, type RegistryEnv, type Tenant } from '@registry/domain';
import type { Db } from '../../db/database.js';
import { serviceUnavailable } from '../../platform/errors.js';
import { pingDatabase } from './system.repository.js';

export interface SystemServiceDeps {
  db: Db;
  tenant: Tenant;
  environment: RegistryEnv;
  version: string;
}

export type SystemService = ReturnType<typeof createSystemService>;

/** Liveness, readiness and what the web needs before it renders. All public: no sign-in. */
export function createSystemService({ db, tenant, environment, version }: SystemServiceDeps) {
  return {
    /** The process is up; says nothing about the database. */
    health(): THealthResponse {
      return { status: 'ok', uptimeSeconds: Math.floor(process.uptime()) };
    },

    /** The server can serve requests: its database answers. A 503 otherwise. */
    async ready(): Promise<TReadyResponse> {
      try {
        await pingDatabase(db);
      } catch (error) {
        throw serviceUnavailable({ database: API_ERRORS.databaseUnavailable }, error);
      }
      return { status: 'ready', database: 'ok' };
    },

    /** The tenant's public configuration, the environment and the version. */
    boot(): TBootResponse {
      // Spread into a plain object: the contract types the tenant as a record, which an interface is not.
      return { tenant: { ...publicTenant(tenant) }, environment, version };
    },
  };
}
