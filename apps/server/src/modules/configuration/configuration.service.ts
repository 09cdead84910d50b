import {
  API_ERRORS,
  CLAIMS,
  CLOSED_CONFIGURATION_KEY,
  hasClaims,
  isConfigurationFlagOn,
  isPublicConfigurationKey,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import { forbidden, notSignedIn } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import { findConfigurationValue } from './configuration.repository.js';

export type ConfigurationService = ReturnType<typeof createConfigurationService>;

export function createConfigurationService({ db }: { db: Db }) {
  return {
    /**
     * The value of one configuration key. The public keys answer anyone; any other key needs a signed-in
     * user with the claim (401, 403), so a stranger learns nothing, not even which keys exist.
     */
    async get(key: string, auth: AuthContext | null): Promise<string> {
      if (!isPublicConfigurationKey(key)) {
        if (auth === null) throw notSignedIn();
        if (!hasClaims(auth.claims, [CLAIMS.readConfiguration])) throw forbidden();
      }
      const value = await findConfigurationValue(db, key);
      if (value === undefined) throw notFound(API_ERRORS.configurationKeyUnknown(key));
      return value;
    },

    /** Whether the site is closed (the maintenance page): the key 'closed' is 'True'; unset means open. */
    async closed(): Promise<boolean> {
      return isConfigurationFlagOn(await findConfigurationValue(db, CLOSED_CONFIGURATION_KEY));
    },
  };
}
