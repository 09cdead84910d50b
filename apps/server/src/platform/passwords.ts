import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '../config.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `stored`. With no stored hash (unknown user, or an account without a
   * password) a dummy hash of the same cost is verified, so the answer takes as long as a real one.
   */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
}

/** argon2id (the library's default algorithm) with the configured cost. */
export function createPasswordHasher(cost: PasswordHashing): PasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: cost.parallelism };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (!stored) {
        dummy ??= hash('dummy password for timing only', options);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      // A malformed stored value is a failed match, not a server error.
      return verify(stored, password).catch(() => false);
    },
  };
}
