/**
 * The fixed paths of the app and the guard's redirect rule: what every layer may need (the route table in
 * app/ builds every other path).
 */
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
