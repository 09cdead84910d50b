import { ROLE_COOKIE } from '@registry/domain';
import { SIGNED_OUT, type SessionState } from './session-state';
import { readToken } from './token';

/** Where the session is kept: the token and the rest of the session in session storage, so a reload keeps it. */
export const TOKEN_KEY = 'registry.token';
export const SESSION_KEY = 'registry.session';
/** The cookie that marks an AdminUser session (spec 1 §4). */
export const ADMIN_COOKIE = 'admin';

/** The part of the state kept in session storage besides the token. */
type Persisted = Pick<
  SessionState,
  | 'userId'
  | 'activeRole'
  | 'activeRoleId'
  | 'firstTime'
  | 'termsPending'
  | 'profileSetup'
  | 'tokenReceivedAt'
  | 'expiresIn'
  | 'refreshAt'
>;

/**
 * The session kept in storage, or SIGNED_OUT when no token is. Role and claims are read from the token (the
 * role kept beside it only when the token has none); anything unreadable beside the token is ignored.
 */
export function restoreSession(storage: Storage): SessionState {
  const token = storage.getItem(TOKEN_KEY);
  if (!token) return SIGNED_OUT;
  let persisted: Partial<Persisted>;
  try {
    persisted = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as Partial<Persisted>;
  } catch {
    persisted = {};
  }
  const read = readToken(token);
  return {
    ...SIGNED_OUT,
    ...persisted,
    token,
    userId: persisted.userId ?? read?.userId ?? null,
    activeRole: read?.role ?? persisted.activeRole ?? null,
    claims: read?.claims ?? [],
  };
}

/** Keeps the session in storage; a state without a token removes it. */
export function persistSession(storage: Storage, state: SessionState): void {
  setRoleCookie(state.token ? state.activeRole : null);
  if (!state.token) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(SESSION_KEY);
    return;
  }
  const persisted: Persisted = {
    userId: state.userId,
    activeRole: state.activeRole,
    activeRoleId: state.activeRoleId,
    firstTime: state.firstTime,
    termsPending: state.termsPending,
    profileSetup: state.profileSetup,
    tokenReceivedAt: state.tokenReceivedAt,
    expiresIn: state.expiresIn,
    refreshAt: state.refreshAt,
  };
  storage.setItem(TOKEN_KEY, state.token);
  storage.setItem(SESSION_KEY, JSON.stringify(persisted));
}

export function setAdminCookie(on: boolean): void {
  document.cookie = on
    ? `${ADMIN_COOKIE}=true; path=/; SameSite=Strict`
    : `${ADMIN_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
}

/**
 * The active role in the role cookie (ROLE_COOKIE) while signed in, so that the server can send the frame of
 * that role's dashboard (apps/server platform/web-app.ts); removed when the session ends. The role's name
 * only, never the token. Written only when it differs from the cookie's value (another tab may have changed it).
 */
export function setRoleCookie(role: string | null): void {
  if (typeof document === 'undefined') return;
  const current = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${ROLE_COOKIE}=`))
    ?.slice(ROLE_COOKIE.length + 1);
  if ((current ? decodeURIComponent(current) : null) === role) return;
  document.cookie =
    role === null
      ? `${ROLE_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`
      : `${ROLE_COOKIE}=${encodeURIComponent(role)}; path=/; SameSite=Strict`;
}
