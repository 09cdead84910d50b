import { API_ERRORS } from '@registry/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { findConfigurationValue } from './configuration.repository.js';

export type ConfigurationService = ReturnType<typeof createConfigurationService>;

export function createConfigurationService({ db }: { db: Db }) {
  return {
    /**
     * The value of one configuration key. Public for now: the web reads `closed` and the terms before
     * anyone signs in. When the accounts issue brings sign-in, keys that are not public get a claim check.
     */
    async get(key: string): Promise<string> {
      const value = await findConfigurationValue(db, key);
      if (value === undefined) throw notFound(API_ERRORS.configurationKeyUnknown(key));
      return value;
    },
  };
}
