import type {
  TCancelRegistration,
  TCancelRegistrationResult,
  TRegionOverride,
  TRegister,
  TRegistrationAnswer,
  TWaitlist,
} from '@registry/contracts';
import {
  FormId,
  REGISTER_RESULT,
  REVIEW_RESULT,
  TIME_ZONE_NAMES,
  TRAINING_NOTICES,
  TRAINING_TEXTS,
  WAITLIST_RESULT,
  actsAsTrainer,
  isInRegion,
  mayCancelEnrollment,
  registerOffer,
  registrationDecision,
  sessionTimeText,
  wallTimeIn,
  type RegistrationAct,
  type TrainingNoticeKind,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  findCurrentOrganizations,
  findPeople,
  findRegistrant,
  findSession,
  firstWaitlisted,
  findPlaces,
  insertEnrollmentAction,
  insertOpenEnrollment,
  lockOpenEnrollments,
  lockSession,
  markHadEnrollments,
  releasePlaces,
  rollbackToSavepoint,
  savepoint,
  setStatus,
  takeSeat,
  takeWaitlistPlace,
  type Registrant,
  type SessionForRegistration,
} from './registration.repository.js';

export type TrainingRegistrationService = ReturnType<typeof createTrainingRegistrationService>;

/** Thrown inside a registration's transaction to undo it and answer with a code instead. */
class Declined extends Error {
  constructor(readonly answer: TRegistrationAnswer) {
    super('declined');
  }
}

type Deps = Pick<ServiceDeps, 'db' | 'transaction' | 'clock' | 'tenant' | 'deliveries' | 'mail'>;

/**
 * Registration for training sessions (issue 23; spec 3 §4, §5, §7, §8): register, the waitlist, the
 * out-of-region request and its review, cancellation with the waitlist's first moving into the freed seat.
 *
 * Correct under contention: every seat or waitlist place is taken by one conditional update of the
 * session's row (takeSeat, takeWaitlistPlace) as the transaction's last write, so its row lock orders the
 * takers and is held only until the commit; "already registered" is the partial unique index's answer.
 * Whatever refuses the registration after the enrollment was written throws Declined, which rolls the
 * transaction back (nothing written, nothing sent) and answers the spec's code.
 */
export function createTrainingRegistrationService(deps: Deps) {
  const { db, transaction, clock, tenant, deliveries, mail } = deps;

  const localNow = (session: SessionForRegistration) => wallTimeIn(clock.now(), session.timeZone);
  const today = () => wallTimeIn(clock.now(), tenant.timeZone).slice(0, 10);
  const whenOf = (session: SessionForRegistration) =>
    sessionTimeText(session.trainingStart, TIME_ZONE_NAMES[session.timeZone] ?? session.timeZone);

  /** The session, the person and the decision: 404 beyond reach (or a closed session), 403 a role that never may. */
  async function prepare(auth: AuthContext, act: RegistrationAct, sessionId: number, personId: number) {
    const session = await findSession(db, sessionId);
    if (session === undefined || session.disabled) throw notFound();
    const decision = registrationDecision(auth, act, personId, session.trainerId);
    if (decision === 'role') throw forbidden();
    if (decision === 'reach') throw notFound();
    return session;
  }

  /** Refuses a registration outside the window (by the rules of spec 3 §5) or on a locked session. */
  function assertOpen(auth: AuthContext, session: SessionForRegistration): void {
    if (session.recordIsLocked) throw conflict(TRAINING_TEXTS.sessionClosed);
    const offer = registerOffer(
      session,
      localNow(session),
      actsAsTrainer(auth, session.trainerId) ? '250' : '100',
      null,
    );
    if (offer.disabled) throw conflict(offer.title);
  }

  /**
   * The organization the person registers from, and whether it lies in the session's region: the one
   * named (it must be one they work at now), else their current organizations (in region when any is).
   */
  async function organizationOf(
    person: number,
    organizationId: number | null | undefined,
    session: SessionForRegistration,
  ) {
    const organizations = await findCurrentOrganizations(db, person, today());
    if (organizationId !== null && organizationId !== undefined) {
      const organization = organizations.find((o) => o.id === organizationId);
      if (organization === undefined)
        throw badRequest({ organizationId: 'Choose an organization the person works at now.' });
      return { organizationId, inRegion: isInRegion(tenant, session.region, organization.countyFips) };
    }
    const inRegion =
      organizations.length === 0 ||
      organizations.some((o) => isInRegion(tenant, session.region, o.countyFips));
    return { organizationId: organizations.length === 1 ? organizations[0]!.id : null, inRegion };
  }

  async function registrant(personId: number): Promise<Registrant> {
    const person = await findRegistrant(db, personId);
    if (person === undefined) throw notFound();
    return person;
  }

  /** Tells the person (a notification, live, and a mail), in the transaction that made it true. */
  async function tell(
    trx: Db,
    person: Registrant,
    kind: TrainingNoticeKind,
    session: SessionForRegistration,
    more: { comment?: string | null } = {},
  ) {
    const input = {
      course: session.courseName,
      session: session.sectionName,
      when: whenOf(session),
      ...more,
    };
    await deliveries.notify(trx, [person.id], TRAINING_NOTICES.notification(kind, input));
    await mail.enqueue(trx, {
      to: person.email,
      ...TRAINING_NOTICES.mail(kind, input, person.name, tenant.productName),
    });
  }

  /**
   * What the three ways to ask for a place share: the session open to the caller (the window, not locked),
   * the person, and the organization they register from; `inRegionOnly` refuses an out-of-region person
   * (409: they ask approval instead) unless the session's trainer enrolls them.
   */
  async function opening(auth: AuthContext, body: TRegister | TWaitlist, inRegionOnly: boolean) {
    const session = await prepare(auth, 'register', body.courseSectionId, body.userId);
    assertOpen(auth, session);
    const person = await registrant(body.userId);
    const { organizationId, inRegion } = await organizationOf(person.id, body.organizationId, session);
    if (inRegionOnly && !inRegion && !actsAsTrainer(auth, session.trainerId))
      throw conflict(TRAINING_TEXTS.outOfRegion);
    return { session, person, organizationId, now: clock.now() };
  }

  /**
   * Writes the person's open enrollment and its history step, or answers undefined when they hold one
   * already (the partial unique index's answer).
   */
  async function writeEnrollment(
    trx: Db,
    auth: AuthContext,
    opened: Awaited<ReturnType<typeof opening>>,
    status: 'Registered' | 'Waitlisted' | 'Pending Approval',
    comment: string | null,
  ): Promise<number | undefined> {
    const { session, person, organizationId, now } = opened;
    return insertOpenEnrollment(trx, {
      sessionId: session.id,
      userId: person.id,
      organizationId,
      status,
      comment,
      enrolledBy: auth.userId,
      formId: FormId.Enrollment,
      action: status === 'Pending Approval' ? 'Requested' : status,
      now,
    });
  }

  /** Runs a registration's transaction; a Declined inside it rolls everything back and answers its code. */
  async function attempt(work: (trx: Db) => Promise<TRegistrationAnswer>): Promise<TRegistrationAnswer> {
    try {
      return await transaction(work);
    } catch (error) {
      if (error instanceof Declined) return error.answer;
      throw error;
    }
  }

  const personTitle = (auth: AuthContext, person: Registrant) =>
    person.id === auth.userId ? 'You' : person.name;

  return {
    /**
     * POST /api/enrollment/register: 1 registered, 2 already registered (waitlisted or pending too), 3 full
     * with no waitlist place, 4 full with the waitlist offered. Out of region (al) the professional asks
     * approval instead (requestregistration): a 409 says so.
     */
    async register(auth: AuthContext, body: TRegister): Promise<TRegistrationAnswer> {
      const opened = await opening(auth, body, true);
      const { session, person, now } = opened;
      const already = () => ({
        result: REGISTER_RESULT.AlreadyRegistered,
        message: TRAINING_TEXTS.alreadyRegistered(
          personTitle(auth, person),
          session.courseName,
          session.sectionName,
        ),
      });
      const full = (seen: SessionForRegistration) =>
        seen.waitlistedCount < seen.waitlistCapacity
          ? {
              result: REGISTER_RESULT.WaitlistOffered,
              message: TRAINING_TEXTS.waitlistOffer(session.courseName, session.sectionName),
            }
          : {
              result: REGISTER_RESULT.FullDeclined,
              message: TRAINING_TEXTS.fullDeclined(session.courseName, session.sectionName),
            };
      // Full as the transaction would begin (the session's counts read last, after the checks above):
      // answered without one, so that in a stampede everyone after the last seat is answered at once
      // instead of writing and undoing a registration behind the seat's lock. A seat given back since is
      // not lost: the waitlist call that follows the offer takes it.
      const places = await findPlaces(db, session.id, person.id);
      if (places !== undefined && places.registeredCount >= places.capacity)
        return places.held ? already() : full({ ...session, ...places });
      return attempt(async (trx) => {
        const comment = body.comment ?? null;
        if ((await writeEnrollment(trx, auth, opened, 'Registered', comment)) === undefined) return already();
        await tell(trx, person, 'registered', session);
        // Last: the seat (the session's row lock, held until the commit that follows).
        if (!(await takeSeat(trx, session.id, now))) {
          const fresh = await findSession(trx, session.id);
          throw new Declined(full(fresh ?? session));
        }
        return {
          result: REGISTER_RESULT.Registered,
          message: TRAINING_TEXTS.registered(person.name, session.courseName, session.sectionName),
        };
      });
    },

    /** POST /api/enrollment/waitlist: the position (1 or more), -2 already registered or waitlisted, -3 full. */
    async waitlist(auth: AuthContext, body: TWaitlist): Promise<TRegistrationAnswer> {
      const opened = await opening(auth, body, true);
      const { session, person, now } = opened;
      const already = () => ({
        result: WAITLIST_RESULT.AlreadyRegistered,
        message: TRAINING_TEXTS.waitlistAlready(
          personTitle(auth, person),
          session.courseName,
          session.sectionName,
        ),
      });
      const full = () => ({
        result: WAITLIST_RESULT.Full,
        message: TRAINING_TEXTS.waitlistFull(session.courseName, session.sectionName),
      });
      // Seats and waitlist full when the call came (the session's row as read first; rare, so not read
      // again unless so): answered without a transaction, as register does.
      const fullThen = (seen: {
        registeredCount: number;
        capacity: number;
        waitlistedCount: number;
        waitlistCapacity: number;
      }) => seen.registeredCount >= seen.capacity && seen.waitlistedCount >= seen.waitlistCapacity;
      const places = fullThen(session) ? await findPlaces(db, session.id, person.id) : undefined;
      if (places !== undefined && fullThen(places)) return places.held ? already() : full();
      return attempt(async (trx) => {
        const enrollmentId = await writeEnrollment(trx, auth, opened, 'Waitlisted', null);
        if (enrollmentId === undefined) return already();
        // Told first and the place last, so that the session's row lock is held from the place to the
        // commit only (the notice names no number: a place in line moves up as people ahead leave).
        await savepoint(trx, 'told');
        await tell(trx, person, 'waitlisted', session);
        const place = await takeWaitlistPlace(trx, session.id, enrollmentId, now);
        if (place === undefined) {
          // A seat was given back since the session was full: the seat, not a place in line.
          const fresh = await findSession(trx, session.id);
          if (fresh === undefined || fresh.registeredCount >= fresh.capacity) throw new Declined(full());
          await rollbackToSavepoint(trx, 'told');
          await setStatus(trx, enrollmentId, 'Registered', now);
          await tell(trx, person, 'registered', session);
          if (!(await takeSeat(trx, session.id, now))) throw new Declined(full());
          return {
            result: WAITLIST_RESULT.RegisteredInstead,
            message: TRAINING_TEXTS.registered(person.name, session.courseName, session.sectionName),
          };
        }
        return { result: place.position, message: TRAINING_TEXTS.waitlisted(place.position) };
      });
    },

    /**
     * POST /api/enrollment/requestregistration: out of region, the professional asks the trainer (Pending
     * Approval, with an optional comment); the trainer is told. 1 when asked, 2 when an enrollment is open.
     */
    async requestRegistration(auth: AuthContext, body: TRegister): Promise<TRegistrationAnswer> {
      const opened = await opening(auth, body, false);
      const { session, person, now } = opened;
      return attempt(async (trx) => {
        if (
          (await writeEnrollment(trx, auth, opened, 'Pending Approval', body.comment ?? null)) === undefined
        )
          return {
            result: REGISTER_RESULT.AlreadyRegistered,
            message: TRAINING_TEXTS.alreadyRegistered(
              personTitle(auth, person),
              session.courseName,
              session.sectionName,
            ),
          };
        await markHadEnrollments(trx, session.id, now);
        const trainer = (await findPeople(trx, [session.trainerId])).get(session.trainerId);
        if (trainer !== undefined)
          await deliveries.notify(
            trx,
            [trainer.id],
            TRAINING_NOTICES.notification('requested', {
              course: session.courseName,
              session: session.sectionName,
              when: whenOf(session),
              person: person.name,
              comment: body.comment ?? null,
            }),
          );
        return { result: REGISTER_RESULT.Registered, message: TRAINING_TEXTS.requestSent };
      });
    },

    /**
     * POST /api/enrollment/regionoverride: the trainer approves (a seat is taken: -3 when full) or declines
     * a request Pending Approval, with a required comment; the person is told. Above 0: the enrollment's id.
     */
    async regionOverride(auth: AuthContext, body: TRegionOverride): Promise<TRegistrationAnswer> {
      const session = await prepare(auth, 'review', body.courseSectionId, body.userId);
      if (session.recordIsLocked) throw conflict(TRAINING_TEXTS.sessionClosed);
      const person = await registrant(body.userId);
      const now = clock.now();
      return attempt(async (trx) => {
        await lockSession(trx, session.id);
        const [open] = await lockOpenEnrollments(trx, session.id, [person.id]);
        if (open === undefined) throw notFound();
        if (open.status !== 'Pending Approval')
          return {
            result: REVIEW_RESULT.AlreadyRegistered,
            message: TRAINING_TEXTS.reviewAlready(person.name, session.courseName, session.sectionName),
          };
        if (body.accepted) {
          if (!(await takeSeat(trx, session.id, now)))
            throw new Declined({
              result: REVIEW_RESULT.Full,
              message: TRAINING_TEXTS.reviewFull(session.courseName, session.sectionName),
            });
          await setStatus(trx, open.id, 'Registered', now);
        } else await setStatus(trx, open.id, 'Denied', now);
        await insertEnrollmentAction(trx, {
          enrollmentId: open.id,
          actorUserId: auth.userId,
          action: body.accepted ? 'Approved' : 'Denied',
          comment: body.comment,
          at: now,
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: body.accepted ? 'enrollment.approve' : 'enrollment.deny',
          entity: 'Enrollment',
          entityId: open.id,
          before: { status: open.status },
          after: { status: body.accepted ? 'Registered' : 'Denied', comment: body.comment },
          at: now,
        });
        await tell(trx, person, body.accepted ? 'approved' : 'denied', session, { comment: body.comment });
        return {
          result: open.id,
          message: body.accepted
            ? TRAINING_TEXTS.reviewApproved(person.name, session.courseName, session.sectionName)
            : TRAINING_TEXTS.reviewDenied(person.name, session.courseName, session.sectionName),
        };
      });
    },

    /**
     * POST /api/enrollment/cancelregistration: the person their own (Unregistered), or the trainer one or
     * several in their session (Canceled), each only where mayCancelEnrollment allows; a freed seat goes
     * to the first on the waitlist, who is told. None eligible: 409 'No chosen users are eligible for
     * cancellation.'.
     */
    async cancel(auth: AuthContext, body: TCancelRegistration): Promise<TCancelRegistrationResult> {
      const userIds = [...new Set(body.userIds ?? [body.userId!])];
      const session = await prepare(auth, 'cancel', body.courseSectionId, userIds[0]!);
      for (const userId of userIds.slice(1))
        if (registrationDecision(auth, 'cancel', userId, session.trainerId) !== 'allowed') throw notFound();
      const byTrainer = actsAsTrainer(auth, session.trainerId);
      const now = clock.now();
      const comment = body.comment ?? null;
      const canceled = await transaction(async (trx) => {
        await lockSession(trx, session.id);
        const locked = (await findSession(trx, session.id))!.recordIsLocked;
        const open = await lockOpenEnrollments(trx, session.id, userIds);
        const eligible = open.filter((enrollment) => mayCancelEnrollment(enrollment.status, locked));
        if (eligible.length === 0)
          throw conflict(
            body.userIds === undefined ? TRAINING_TEXTS.cancelNotOffered : TRAINING_TEXTS.noneToCancel,
          );
        const people = await findPeople(
          trx,
          eligible.map((e) => e.userId),
        );
        const seats = eligible.filter((e) => e.status === 'Registered').length;
        const waitlistPlaces = eligible.length - seats;
        for (const enrollment of eligible) {
          await setStatus(trx, enrollment.id, byTrainer ? 'Canceled' : 'Unregistered', now);
          await insertEnrollmentAction(trx, {
            enrollmentId: enrollment.id,
            actorUserId: auth.userId,
            action: 'Canceled',
            comment,
            at: now,
          });
          const person = people.get(enrollment.userId);
          if (person !== undefined)
            await tell(trx, person, byTrainer ? 'canceled' : 'unregistered', session, { comment });
        }
        await releasePlaces(trx, session.id, seats, waitlistPlaces, now);
        // Each freed seat to the first on the waitlist, in order of arrival.
        for (let freed = 0; freed < seats; freed += 1) {
          const next = await firstWaitlisted(trx, session.id);
          if (next === undefined) break;
          if (!(await takeSeat(trx, session.id, now))) break;
          await setStatus(trx, next.id, 'Registered', now);
          await releasePlaces(trx, session.id, 0, 1, now);
          await insertEnrollmentAction(trx, {
            enrollmentId: next.id,
            actorUserId: null,
            action: 'Promoted',
            comment: null,
            at: now,
          });
          const promoted = (await findPeople(trx, [next.userId])).get(next.userId);
          if (promoted !== undefined) await tell(trx, promoted, 'promoted', session);
        }
        return eligible.length;
      });
      return { canceled, message: TRAINING_TEXTS.unregistered };
    },
  };
}
