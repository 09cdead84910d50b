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
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
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
  /** The signed-in user's own account, read by the same query (the profile needs nothing more). */
  account: SignedInAccount;
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
export function createSessions(deps: { db: Db; clock: Clock; tenant: Tenant; tokens: TokenService }) {
  const { db, clock, tenant, tokens } = deps;

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
    verify(token: string): Promise<TTokenPayload | null> {
      return tokens.verify(token, clock.now());
    },

    /**
     * The context of a verified token's session, or null. One query reads the session and its user: not
     * revoked, not past its end, not idle, the user not locked, the active role still held; the terms'
     * date comes along for the limited-login state. The request counts as activity (last_seen_at).
     * Claims are the active role's, never the token's.
     */
    async resume(payload: TTokenPayload): Promise<AuthContext | null> {
      const now = clock.now();
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || !UUID.test(payload.sid)) return null;
      const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS - LAST_SEEN_RESOLUTION_MS);
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.userId')
        .select([
          's.id',
          's.activeRole',
          's.lastSeenAt',
          's.expiresAt',
          'u.userName',
          'u.email',
          'u.firstName',
          'u.lastName',
          'u.registryId',
          'u.profileCompletedAt',
          'u.termsAcceptedAt',
          sql<Date | null>`(select c.updated_at from configuration c where c.key = ${TERMS_KEY})`.as(
            'termsUpdatedAt',
          ),
          sql<boolean>`(
            s.active_role is null
            or exists (select 1 from user_general_roles g where g.user_id = s.user_id and g.role_name = s.active_role)
            or exists (
              select 1 from organization_roles r join employment_records e on e.id = r.employment_record_id
              where e.user_id = s.user_id and r.active and r.role_name = s.active_role
            )
          )`.as('roleHeld'),
        ])
        .where('s.id', '=', payload.sid)
        .where('s.userId', '=', userId)
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', now)
        .where('s.lastSeenAt', '>', idleSince)
        .where('u.userLocked', '=', false)
        .executeTakeFirst();
      if (row === undefined || !row.roleHeld) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) await touch(row.id, now);
      const state = accessState(row, row.termsUpdatedAt);
      const activeRole = row.activeRole as RoleName | null;
      return {
        userId,
        sessionId: row.id,
        activeRole,
        claims: claimsFor(activeRole, state),
        sessionEndsAt: row.expiresAt,
        account: {
          userName: row.userName,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          registryId: row.registryId,
        },
        ...state,
      };
    },

    /** Records activity now (the heartbeat: the web is in use). */
    async touch(sessionId: string): Promise<void> {
      await touch(sessionId, clock.now());
    },

    /** verify() then resume(): the context of a bearer token, or null. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const payload = await tokens.verify(token, clock.now());
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
