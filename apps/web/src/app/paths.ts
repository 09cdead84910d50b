import { generatePath } from 'react-router';
import { findRoutePath } from './route-helpers';
import { appRoutes } from './routes';

/** The absolute path of the named route of the table, with its params and query filled in. */
export function pathTo(
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const pattern = findRoutePath(appRoutes, name);
  if (pattern === null) throw new Error(`The route table has no route named '${name}'`);
  const path = generatePath(
    pattern,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/login/register';

/** The query parameter in which the guard keeps the page a visitor wanted before signing in. */
export const REDIRECT_PARAM = 'redirect';

/** A redirect target is honoured only inside the app: a path, never another origin ('//x', 'http:'). */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
