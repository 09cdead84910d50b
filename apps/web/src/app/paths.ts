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

export { HOME_PATH, LOGIN_PATH, REDIRECT_PARAM, REGISTER_PATH, safeRedirect } from '../lib/paths';
