import type { TJwt, TTokenPayload } from '@registry/contracts';
import {
  accessState,
  claimsForRole,
  isLimitedLogin,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  type AccessState,
  type RoleName,
  type Tenant,
} from '@registry/domain';
import { sql } from 'kysely';
import { compiledStatement, type Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { holdsRole, roleRowsSql, rolesFromRows, type RoleRow, type UserRoles } from './role-holdings.js';
import type { TokenService } from './tokens.js';

/** Who is asking, as every authenticated request sees it (request.auth). */
export interface AuthContext extends AccessState {
  userId: number;
  sessionId: string;
  activeRole: RoleName | null;
  /** Recomputed from the active role on every request; never taken from the token. */
  claims: string[];
  /** The session's absolute end: no token of it outlives this. */
  sessionEndsAt: Date;
  /** When the session ends unless it is used again: its idle end, or its absolute end if sooner. */
  activeUntil: Date;
  /** The signed-in user's own account and roles, read by the same query (the profile needs nothing more). */
  account: SignedInAccount;
  roles: UserRoles;
}

interface SessionRow {
  id: string;
  activeRole: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  registryId: string;
  profileCompletedAt: Date | null;
  termsAcceptedAt: Date | null;
  termsUpdatedAt: Date | null;
  roles: RoleRow[];
}

export interface SignedInAccount {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  registryId: string;
}

/** Why sessions end; kept in sessions.revoked_reason. */
export type RevokeReason = 'logout' | 'password-reset' | 'role-removed' | 'email-changed' | 'locked';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TERMS_KEY = 'TermsAndConditionsText';

/**
 * last_seen_at is written at most this often (not on every request), so a session's idle clock may lag by
 * up to this much; the idle check allows for it.
 */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Server-side sessions behind the tokens (DESIGN §2 "tokens"): a token names its session, and every
 * request checks the session row, so logout, lock, password reset and role removal take effect at once.
 * A session also ends by itself: SESSION_IDLE_TIMEOUT_MS after its last request, and
 * SESSION_ABSOLUTE_LIFETIME_MS after sign-in, whatever the browser does.
 */
/**
 * One statement, written out, compiled once and prepared (see compiledStatement): the session,
 * its user, the terms' date and the user's roles, which decide whether the active role is still held and
 * serve the profile. Every signed-in request runs it.
 */
function resumeQuery(sessionId: string, userId: number, now: Date, idleSince: Date) {
  return sql<SessionRow>`
    select s.id, s.active_role as "activeRole", s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt",
           u.user_name as "userName", u.email, u.first_name as "firstName", u.last_name as "lastName",
           u.registry_id as "registryId", u.profile_completed_at as "profileCompletedAt",
           u.terms_accepted_at as "termsAcceptedAt",
           (select c.updated_at from configuration c where c.key = ${TERMS_KEY}) as "termsUpdatedAt",
           (select coalesce(json_agg(x), '[]'::json) from (${roleRowsSql(sql`s.user_id`)}) x) as roles
      from sessions s
      join users u on u.id = s.user_id
     where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null
       and s.expires_at > ${now} and s.last_seen_at > ${idleSince} and not u.user_locked`;
}

export function createSessions(deps: { db: Db; clock: Clock; tenant: Tenant; tokens: TokenService }) {
  const { db, clock, tenant, tokens } = deps;
  const resumeStatement = compiledStatement(db, 'session_resume', resumeQuery);

  function claimsFor(activeRole: RoleName | null, state: AccessState): string[] {
    if (activeRole === null || isLimitedLogin(state)) return [];
    return claimsForRole(activeRole, tenant);
  }

  return {
    claimsFor,

    /** The updated_at of the terms, to tell whether a user's acceptance is older. */
    async termsUpdatedAt(executor: Db = db): Promise<Date | null> {
      const row = await executor
        .selectFrom('configuration')
        .select('updatedAt')
        .where('key', '=', TERMS_KEY)
        .executeTakeFirst();
      return row?.updatedAt ?? null;
    },

    /** Opens a session, which ends SESSION_ABSOLUTE_LIFETIME_MS from now at the latest; pass the sign-in's transaction. */
    async start(
      executor: Db,
      userId: number,
      activeRole: RoleName | null,
    ): Promise<{ sessionId: string; sessionEndsAt: Date }> {
      const now = clock.now();
      const sessionEndsAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
      const row = await executor
        .insertInto('sessions')
        .values({ userId, activeRole, createdAt: now, lastSeenAt: now, expiresAt: sessionEndsAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { sessionId: row.id, sessionEndsAt };
    },

    /** A signed token carrying the context's role and claims; it expires with the session at the latest. */
    issue(
      context: Pick<AuthContext, 'userId' | 'sessionId' | 'activeRole' | 'claims' | 'sessionEndsAt'>,
    ): Promise<TJwt> {
      return tokens.issue(context, clock.now(), context.sessionEndsAt);
    },

    /** The payload of a correctly signed, unexpired token, or null; it still names a session to check. */
    verify(token: string): TTokenPayload | null {
      return tokens.verify(token, clock.now());
    },

    /**
     * The context of a verified token's session, or null. One query reads the session and its user: not
     * revoked, not past its end, not idle, the user not locked, the active role still held; the terms'
     * date comes along for the limited-login state. The request counts as activity (last_seen_at), unless
     * `touch: false` (the hub's checks of an open connection: a socket alone keeps no session alive).
     * Claims are the active role's, never the token's.
     */
    async resume(payload: TTokenPayload, options: { touch?: boolean } = {}): Promise<AuthContext | null> {
      const now = clock.now();
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || !UUID.test(payload.sid)) return null;
      const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS - LAST_SEEN_RESOLUTION_MS);
      const result = await db.executeQuery(resumeStatement(payload.sid, userId, now, idleSince));
      const row = result.rows[0];
      if (row === undefined) return null;
      const roles = rolesFromRows(row.roles);
      const activeRole = row.activeRole as RoleName | null;
      if (activeRole !== null && !holdsRole(roles, activeRole)) return null;
      let lastSeen = row.lastSeenAt.getTime();
      if (options.touch !== false && now.getTime() - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
        await touch(row.id, now);
        lastSeen = now.getTime();
      }
      const idleEnd = lastSeen + SESSION_IDLE_TIMEOUT_MS + LAST_SEEN_RESOLUTION_MS;
      const state = accessState(row, row.termsUpdatedAt);
      return {
        userId,
        sessionId: row.id,
        activeRole,
        claims: claimsFor(activeRole, state),
        sessionEndsAt: row.expiresAt,
        activeUntil: new Date(Math.min(row.expiresAt.getTime(), idleEnd)),
        account: {
          userName: row.userName,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          registryId: row.registryId,
        },
        roles,
        ...state,
      };
    },

    /** Records activity now (the heartbeat: the web is in use). */
    async touch(sessionId: string): Promise<void> {
      await touch(sessionId, clock.now());
    },

    /** verify() then resume(): the context of a bearer token, or null. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const payload = tokens.verify(token, clock.now());
      return payload === null ? null : this.resume(payload);
    },

    async setActiveRole(sessionId: string, role: RoleName | null): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ activeRole: role, lastSeenAt: clock.now() })
        .where('id', '=', sessionId)
        .execute();
    },

    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Ends the user's live sessions (only those whose active role is `activeRole`, when given). */
    async revokeUser(
      executor: Db,
      userId: number,
      reason: RevokeReason,
      activeRole?: string,
    ): Promise<number> {
      let query = executor
        .updateTable('sessions')
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null);
      if (activeRole !== undefined) query = query.where('activeRole', '=', activeRole);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };

  async function touch(sessionId: string, now: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }
}
