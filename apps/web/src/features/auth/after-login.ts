import type { TNextRoute } from '@registry/contracts';
import { pathTo, safeRedirect } from '../../app/paths';

/**
 * Where a successful login goes (spec 1 §2): a limited-login route with the user id (profile-personal
 * takes it as a query, accept-terms as a param), otherwise the page the guard kept in `redirect`, else
 * the dashboard.
 */
export function afterLoginPath(route: TNextRoute, userId: number, redirect: string | null): string {
  switch (route) {
    case 'profile-personal':
      return pathTo('profile-personal', {}, { userId });
    case 'accept-terms':
      return pathTo('accept-terms', { userId });
    case 'default':
      return safeRedirect(redirect) ?? pathTo('dashboard-main');
  }
}
