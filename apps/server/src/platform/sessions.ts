import type { TJwt, TNextRoute } from '@registry/contracts';
import { claimsForRole, TOKEN_LIFETIME_SECONDS, type RoleName, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { TokenService } from './tokens.js';

/** Who is asking, as every authenticated request sees it (request.auth). */
export interface AuthContext {
  userId: number;
  sessionId: string;
  activeRole: RoleName | null;
  /** Recomputed from the active role on every request; never taken from the token. */
  claims: string[];
  /** The personal profile has not been saved yet (limited login). */
  firstTime: boolean;
  /** The terms changed since the user accepted them, or were never accepted (limited login). */
  termsPending: boolean;
}

export interface AccessState {
  firstTime: boolean;
  termsPending: boolean;
}

/** Why sessions end; kept in sessions.revoked_reason. */
export type RevokeReason = 'logout' | 'password-reset' | 'role-removed' | 'email-changed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TERMS_KEY = 'TermsAndConditionsText';

/** First-time while the profile is not completed; terms pending when never accepted or accepted before they changed. */
export function accessState(
  user: { profileCompletedAt: Date | null; termsAcceptedAt: Date | null },
  termsUpdatedAt: Date | null,
): AccessState {
  return {
    firstTime: user.profileCompletedAt === null,
    termsPending:
      user.termsAcceptedAt === null ||
      (termsUpdatedAt !== null && user.termsAcceptedAt.getTime() < termsUpdatedAt.getTime()),
  };
}

/** Where the web goes after sign-in (spec 1 §2): the limited-login steps first. */
export function nextRoute(state: AccessState): TNextRoute {
  if (state.firstTime) return 'profile-personal';
  if (state.termsPending) return 'accept-terms';
  return 'default';
}

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Server-side sessions behind the tokens (DESIGN §2 "tokens"): a token names its session, and every
 * request checks the session row, so logout, lock, password reset and role removal take effect at once.
 */
export function createSessions(deps: { db: Db; clock: Clock; tenant: Tenant; tokens: TokenService }) {
  const { db, clock, tenant, tokens } = deps;

  function claimsFor(activeRole: RoleName | null, state: AccessState): string[] {
    // A limited login (first-time or terms pending) carries no claims until the step is done.
    if (activeRole === null || state.firstTime || state.termsPending) return [];
    return claimsForRole(activeRole, tenant);
  }

  function expiry(now: Date): Date {
    return new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
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

    /** Opens a session; pass the sign-in's transaction. */
    async start(executor: Db, userId: number, activeRole: RoleName | null): Promise<string> {
      const now = clock.now();
      const row = await executor
        .insertInto('sessions')
        .values({ userId, activeRole, createdAt: now, lastSeenAt: now, expiresAt: expiry(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A signed token carrying the context's role and claims. */
    issue(context: AuthContext): Promise<TJwt> {
      return tokens.issue(context, clock.now());
    },

    /**
     * The context of a bearer token, or null. One query reads the session and its user: not revoked, not
     * expired, the user not locked, the active role still held; the terms' date comes along for the
     * limited-login state.
     */
    async authenticate(token: string): Promise<AuthContext | null> {
      const now = clock.now();
      const payload = await tokens.verify(token, now);
      const userId = Number(payload?.sub);
      if (payload === null || !Number.isSafeInteger(userId) || !UUID.test(payload.sid)) return null;
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.userId')
        .select([
          's.id',
          's.activeRole',
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
        .where('u.userLocked', '=', false)
        .executeTakeFirst();
      if (row === undefined || !row.roleHeld) return null;
      const state = accessState(row, row.termsUpdatedAt);
      const activeRole = row.activeRole as RoleName | null;
      return { userId, sessionId: row.id, activeRole, claims: claimsFor(activeRole, state), ...state };
    },

    /** Extends the session's expiry (heartbeat). */
    async extend(sessionId: string): Promise<void> {
      const now = clock.now();
      await db
        .updateTable('sessions')
        .set({ lastSeenAt: now, expiresAt: expiry(now) })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
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
}
