import type {
  TCoachActionAnswer,
  TCoachActionRequest,
  TCoachRelationship,
  TCoachRequest,
} from '@registry/contracts';
import {
  actsAsCoach,
  actsAsCoachee,
  COACH_ACTIONS,
  COACH_REQUEST_DAYS,
  COACHING_NOTICES,
  COACHING_TEXTS,
  coachCommentRequired,
  coachingOffers,
  mayBeCoach,
  mayBeCoached,
  offers,
  sideOf,
  type CoachAction,
  type CoachingState,
  type EntityViewer,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  closeRequest,
  findCoaches,
  findPendingRequest,
  findPerson,
  insertAction,
  listPendingRequests,
  listRelationships,
  lockPair,
  lockRelationship,
  lockRelationshipsOfActions,
  updateRelationship,
  type LockedRelationship,
  type PendingRequest,
  type RelationshipRow,
} from './coaching.repository.js';

export type CoachingService = ReturnType<typeof createCoachingService>;

type Deps = Pick<ServiceDeps, 'db' | 'transaction' | 'clock' | 'tenant' | 'deliveries' | 'mail'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A comment as kept: trimmed (the contract's), an empty one none. */
const commentOf = (comment: string | null | undefined): string | null =>
  comment === undefined || comment === null || comment === '' ? null : comment;

const viewerOf = (auth: AuthContext): EntityViewer => ({
  userId: auth.userId,
  activeRole: auth.activeRole,
  claims: auth.claims,
});

/**
 * Coaching (issue 25; spec 3 §3 entities 21 and 22, §4 the statuses and offers, §5 comments, §7 the calls):
 * each action is one row of coach_relationship_actions written with the relationship's change in one
 * transaction that holds the relationship's row (FOR UPDATE): two answers to one request, or an answer
 * racing a withdrawal, take turns, and the second finds the request answered (409). The other side is told
 * (a notification, live through the hub, and a mail) in the same transaction.
 *
 * Refusals: a tenant without coaching (al) 404; a caller acting neither as a professional (100) nor as a
 * coach (300) 403; a relationship or request that is not the caller's 404; an action not offered now
 * (spec 3 §4) 409; End Coaching without a comment 400.
 */
export function createCoachingService(deps: Deps) {
  const { db, transaction, clock, tenant, deliveries, mail } = deps;

  /** The caller's side by their active role; 404 where the tenant has no coaching, 403 for other roles. */
  function sideOfCaller(auth: AuthContext): 'coach' | 'professional' {
    if (!tenant.features.coaches) throw notFound();
    const viewer = viewerOf(auth);
    if (actsAsCoach(viewer)) return 'coach';
    if (actsAsCoachee(viewer)) return 'professional';
    throw forbidden();
  }

  /** The relationship's state as the offers read it, the pending request read under its lock. */
  function stateOf(relationship: LockedRelationship, pending: PendingRequest | undefined): CoachingState {
    return {
      coachUserId: relationship.coachUserId,
      userId: relationship.userId,
      active: relationship.active,
      pdpShared: relationship.pdpShared,
      pending: pending === undefined ? null : { actionId: pending.id, requestedBy: pending.actorUserId ?? 0 },
      hasHistory: true,
    };
  }

  /** The pending request of a locked relationship; one past its expiry is closed at its expiry first. */
  async function livePending(trx: Db, relationshipId: number, now: Date) {
    const pending = await findPendingRequest(trx, relationshipId);
    if (pending !== undefined && pending.expiresAt <= now) {
      await closeRequest(trx, pending.id, pending.expiresAt);
      return undefined;
    }
    return pending;
  }

  /** Tells the other side of the relationship of the caller's action: a notification and a mail. */
  async function tellOtherSide(
    trx: Db,
    auth: AuthContext,
    relationship: Pick<LockedRelationship, 'coachUserId' | 'userId'>,
    action: CoachAction,
    comment: string | null,
  ) {
    const actorIsCoach = relationship.coachUserId === auth.userId;
    const otherId = actorIsCoach ? relationship.userId : relationship.coachUserId;
    const [actor, other] = await Promise.all([findPerson(trx, auth.userId), findPerson(trx, otherId)]);
    if (actor === undefined || other === undefined) return;
    const input = { action, actorName: actor.name, actorIsCoach, comment };
    await deliveries.notify(trx, [other.id], COACHING_NOTICES.notification(input));
    await mail.enqueue(trx, {
      to: other.email,
      ...COACHING_NOTICES.mail(input, other.name, tenant.productName),
    });
  }

  async function audit(
    trx: Db,
    auth: AuthContext,
    relationshipId: number,
    action: CoachAction,
    after: Record<string, unknown>,
    at: Date,
  ) {
    await recordAudit(trx, {
      actorUserId: auth.userId,
      action: `coaching.${action.toLowerCase()}`,
      entity: 'Coach Relationship',
      entityId: relationshipId,
      before: null,
      after,
      at,
    });
  }

  /** A request, from either side: the professional asks a coach, or a coach asks a professional. */
  async function request(
    auth: AuthContext,
    side: 'coach' | 'professional',
    body: Extract<TCoachActionRequest, { action: 'Requested' }>,
  ): Promise<TCoachActionAnswer> {
    const comment = commentOf(body.comments);
    const own = side === 'coach' ? body.coachId : body.primaryEntityId;
    if (own !== auth.userId) throw forbidden();
    if (body.coachId === body.primaryEntityId) throw badRequest({ coachId: COACHING_TEXTS.ownRequest });
    const otherId = side === 'coach' ? body.primaryEntityId : body.coachId;
    const other = await findPerson(db, otherId);
    if (side === 'professional' && (other === undefined || !mayBeCoach(other)))
      throw notFound(COACHING_TEXTS.notACoach);
    if (side === 'coach' && (other === undefined || !mayBeCoached(other)))
      throw notFound(COACHING_TEXTS.notCoachable);
    return transaction(async (trx) => {
      const now = clock.now();
      const relationship = await lockPair(trx, body.coachId, body.primaryEntityId);
      const pending = await livePending(trx, relationship.id, now);
      const offered = coachingOffers(viewerOf(auth), relationship, stateOf(relationship, pending));
      if (!offered.mayRequest) throw conflict(COACHING_TEXTS.notOffered);
      const pdpShared = side === 'professional' ? (body.pdpShared ?? false) : null;
      await insertAction(trx, {
        coachRelationshipId: relationship.id,
        status: COACH_ACTIONS.Requested,
        actorUserId: auth.userId,
        comments: comment,
        at: now,
        expiresAt: new Date(now.getTime() + COACH_REQUEST_DAYS * DAY_MS),
        pdpShared,
      });
      await updateRelationship(trx, relationship.id, { status: COACH_ACTIONS.Requested, at: now });
      await audit(trx, auth, relationship.id, 'Requested', { comment, pdpShared }, now);
      await tellOtherSide(trx, auth, relationship, 'Requested', comment);
      return { coachRelationshipIds: [relationship.id], active: false, message: COACHING_TEXTS.requested };
    });
  }

  /** Approve, reject or withdraw requests, each under its relationship's lock. */
  async function answer(
    auth: AuthContext,
    body: Extract<TCoachActionRequest, { action: 'Approved' | 'Rejected' | 'Withdrawn' }>,
  ): Promise<TCoachActionAnswer> {
    const comment = commentOf(body.comments);
    const ids = [...new Set(body.coachRelationshipActionIds)];
    const viewer = viewerOf(auth);
    return transaction(async (trx) => {
      const now = clock.now();
      const relationships = await lockRelationshipsOfActions(trx, ids);
      const changed: number[] = [];
      let active = false;
      for (const actionId of ids) {
        const relationship = relationships.get(actionId);
        // Another's request, or none: outside the caller's reach.
        if (relationship === undefined || sideOf(viewer, relationship) === null) throw notFound();
        const pending = await livePending(trx, relationship.id, now);
        if (pending?.id !== actionId) throw conflict(COACHING_TEXTS.notOffered);
        if (!offers(coachingOffers(viewer, relationship, stateOf(relationship, pending)), body.action))
          throw conflict(COACHING_TEXTS.notOffered);
        const byProfessional = relationship.userId === auth.userId;
        const pdpShared =
          body.action === 'Approved'
            ? byProfessional
              ? 'pdpShared' in body && body.pdpShared === true
              : pending.pdpShared === true
            : null;
        await closeRequest(trx, pending.id, now);
        await insertAction(trx, {
          coachRelationshipId: relationship.id,
          status: COACH_ACTIONS[body.action],
          actorUserId: auth.userId,
          comments: comment,
          at: now,
          expiresAt: null,
          pdpShared: body.action === 'Approved' && byProfessional ? pdpShared : null,
        });
        await updateRelationship(
          trx,
          relationship.id,
          body.action === 'Approved'
            ? {
                status: COACH_ACTIONS.Approved,
                active: true,
                pdpShared: pdpShared === true,
                startedAt: now,
                endedAt: null,
                at: now,
              }
            : { status: COACH_ACTIONS[body.action], at: now },
        );
        await audit(trx, auth, relationship.id, body.action, { comment, pdpShared, request: actionId }, now);
        await tellOtherSide(trx, auth, relationship, body.action, comment);
        changed.push(relationship.id);
        active = body.action === 'Approved';
      }
      return {
        coachRelationshipIds: changed,
        active,
        message:
          body.action === 'Approved'
            ? COACHING_TEXTS.approved
            : body.action === 'Rejected'
              ? COACHING_TEXTS.rejected
              : COACHING_TEXTS.withdrawn,
      };
    });
  }

  /** End Coaching (either side, a comment required) and the professional's PDP commenting switch. */
  async function onRelationship(
    auth: AuthContext,
    body: Extract<TCoachActionRequest, { action: 'Closed' | 'PdpShared' | 'PdpShareRemoved' }>,
  ): Promise<TCoachActionAnswer> {
    const comment = commentOf(body.comments);
    if (coachCommentRequired(body.action) && comment === null)
      throw badRequest({ comments: COACHING_TEXTS.commentRequired });
    const viewer = viewerOf(auth);
    return transaction(async (trx) => {
      const now = clock.now();
      const relationship = await lockRelationship(trx, body.coachRelationshipId);
      if (relationship === undefined || sideOf(viewer, relationship) === null) throw notFound();
      const pending = await livePending(trx, relationship.id, now);
      if (!offers(coachingOffers(viewer, relationship, stateOf(relationship, pending)), body.action))
        throw conflict(COACHING_TEXTS.notOffered);
      const status = COACH_ACTIONS[body.action];
      const pdpShared = body.action === 'PdpShared';
      await insertAction(trx, {
        coachRelationshipId: relationship.id,
        status,
        actorUserId: auth.userId,
        comments: comment,
        at: now,
        expiresAt: null,
        pdpShared: body.action === 'Closed' ? null : pdpShared,
      });
      await updateRelationship(
        trx,
        relationship.id,
        body.action === 'Closed'
          ? { status, active: false, pdpShared: false, endedAt: now, at: now }
          : { status, pdpShared, at: now },
      );
      await audit(trx, auth, relationship.id, body.action, { comment }, now);
      await tellOtherSide(trx, auth, relationship, body.action, comment);
      return {
        coachRelationshipIds: [relationship.id],
        active: body.action !== 'Closed',
        message:
          body.action === 'Closed'
            ? COACHING_TEXTS.closed
            : pdpShared
              ? COACHING_TEXTS.pdpShared
              : COACHING_TEXTS.pdpShareRemoved,
      };
    });
  }

  /** A relationship row as the caller's list of them sends it, with the offers. */
  function toRelationship(auth: AuthContext, row: RelationshipRow): TCoachRelationship {
    const state: CoachingState = {
      coachUserId: row.coachUserId,
      userId: row.userId,
      active: row.active,
      pdpShared: row.pdpShared,
      pending:
        row.pendingActionId === null
          ? null
          : { actionId: row.pendingActionId, requestedBy: row.pendingBy ?? 0 },
      hasHistory: row.hasHistory,
    };
    return {
      coachRelationshipId: row.relationshipId,
      person: row.person,
      active: row.active,
      pdpShared: row.pdpShared,
      pendingActionId: row.pendingActionId,
      offers: coachingOffers(viewerOf(auth), row, state),
    };
  }

  return {
    /** POST /api/coach/coachrelationshipaction. */
    act(auth: AuthContext, body: TCoachActionRequest): Promise<TCoachActionAnswer> {
      const side = sideOfCaller(auth);
      switch (body.action) {
        case 'Requested':
          return request(auth, side, body);
        case 'Approved':
        case 'Rejected':
        case 'Withdrawn':
          return answer(auth, body);
        case 'Closed':
        case 'PdpShared':
        case 'PdpShareRemoved':
          return onRelationship(auth, body);
      }
    },

    /** GET /api/coach/requests: the caller's pending requests on their side (sent and received). */
    async requests(auth: AuthContext): Promise<TCoachRequest[]> {
      const side = sideOfCaller(auth);
      const rows = await listPendingRequests(db, auth.userId, side, clock.now());
      return rows.map((row) => ({
        coachRelationshipActionId: row.actionId,
        coachRelationshipId: row.relationshipId,
        userRequesting: row.requester,
        primaryEntity: row.professional,
        coach: row.coach,
        lastChangeDateTime: new Date(row.at).toISOString(),
        expirationDate: new Date(row.expiresAt).toISOString(),
        comments: row.comments,
        pdpShared: row.pdpShared === true,
        offers: coachingOffers(viewerOf(auth), row, {
          coachUserId: row.coachUserId,
          userId: row.userId,
          active: row.active,
          pdpShared: false,
          pending: { actionId: row.actionId, requestedBy: row.actorUserId },
          hasHistory: true,
        }),
      }));
    },

    /** GET /api/coach/relationships: the caller's relationships on their side, with the offers. */
    async relationships(auth: AuthContext): Promise<TCoachRelationship[]> {
      const side = sideOfCaller(auth);
      const rows = await listRelationships(db, auth.userId, side, clock.now());
      return rows.map((row) => toRelationship(auth, row));
    },

    /** GET /api/coach/coaches?name=: a professional finds coaches by name, each with their offers. */
    async findCoaches(auth: AuthContext, name: string): Promise<TCoachRelationship[]> {
      if (sideOfCaller(auth) !== 'professional') throw forbidden();
      const [coaches, mine] = await Promise.all([
        findCoaches(db, name, auth.userId),
        listRelationships(db, auth.userId, 'professional', clock.now()),
      ]);
      const byCoach = new Map(mine.map((row) => [row.coachUserId, row]));
      return coaches.map((coach) => {
        const row = byCoach.get(coach.id);
        if (row) return toRelationship(auth, row);
        return {
          coachRelationshipId: null,
          person: coach,
          active: false,
          pdpShared: false,
          pendingActionId: null,
          offers: coachingOffers(viewerOf(auth), { coachUserId: coach.id, userId: auth.userId }, null),
        };
      });
    },
  };
}
