import { ROLE_ORDER, type RoleName } from '@registry/domain';

/** A role name from the session or the server as a known RoleName; anything else reads as no role. */
export function asRoleName(role: string | null | undefined): RoleName | null {
  return ROLE_ORDER.find((name) => name === role) ?? null;
}
