import { roleLabel } from '../dashboard.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)!}`;
}

/** The roles' names as the registry shows them in this tenant ('Child Care Consultant', 'Manager'). */
export function roleNames(roles: readonly RoleName[], tenant: Tenant): string[] {
  return roles.map((role) => roleLabel(role, tenant));
}

/** The first letter in capitals ('facility' → 'Facility'). */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The word with its indefinite article ('a facility', 'an agency'). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
