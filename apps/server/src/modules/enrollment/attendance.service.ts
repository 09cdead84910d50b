import type {
  TLockSession,
  TLockSessionResult,
  TSetAttendance,
  TSetAttendanceResult,
} from '@registry/contracts';
import {
  ATTENDANCE,
  ATTENDANCE_NAMES,
  TIME_ZONE_NAMES,
  TRAINING_NOTICES,
  TRAINING_TEXTS,
  mayRecordAttendance,
  sessionHasEnded,
  sessionTimeText,
  trainingCatalogueReach,
  wallTimeIn,
  type TrainingNoticeKind,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudits } from '../../platform/audit.js';
import { newCertificateCode } from '../../platform/certificate-codes.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  allAttendanceFinal,
  anyAttendanceMissing,
  findAttendanceTargets,
  lockSessionAndClose,
  lockSessionRow,
  setAttendance,
  writeCompletedRecords,
} from './attendance.repository.js';
import { findPeople, findSession, type SessionForRegistration } from './registration.repository.js';

export type AttendanceService = ReturnType<typeof createAttendanceService>;

type Deps = Pick<ServiceDeps, 'db' | 'transaction' | 'clock' | 'tenant' | 'deliveries' | 'mail'>;

/** What each attendance value tells the person (cleared: nothing). */
const NOTICE_OF: Partial<Record<number, TrainingNoticeKind>> = {
  [ATTENDANCE.Completed]: 'completed',
  [ATTENDANCE.PartiallyCompleted]: 'partiallyCompleted',
  [ATTENDANCE.Absent]: 'absent',
};

/**
 * Attendance (issue 24; spec 3 §4, §7 setattendance): the session's trainer records Completed, Partially
 * Completed or Absent (or clears a Partially Completed) for Registered people once the session has ended.
 * Completed and Absent are final. A Completed attendance writes, in the same transaction, the person's
 * training record (entity 3) verified and sent via API, its verification step, and its certificate. Once
 * every Registered person's attendance is final the session locks (recordIsLocked); the trainer may lock
 * it earlier once everyone has some attendance (a Partially Completed stays so). Locking closes the
 * waitlist and the requests still open (System Cancellation), and tells those people.
 *
 * Correct under concurrency: every change takes the session's row lock first and re-reads the rule in its
 * statement (attendance not final), and the training record is unique per enrollment, so two calls for the
 * same people write one record each.
 */
export function createAttendanceService(deps: Deps) {
  const { db, transaction, clock, tenant, deliveries, mail } = deps;

  const ended = (session: SessionForRegistration) =>
    sessionHasEnded(session.trainingEnd, wallTimeIn(clock.now(), session.timeZone));
  const whenOf = (session: SessionForRegistration) =>
    sessionTimeText(session.trainingStart, TIME_ZONE_NAMES[session.timeZone] ?? session.timeZone);

  /** The trainer's own session (404 otherwise: another trainer's does not exist for them). */
  async function ownSession(auth: AuthContext, sessionId: number): Promise<SessionForRegistration> {
    const session = await findSession(db, sessionId);
    if (session === undefined || trainingCatalogueReach(auth, { userId: session.trainerId }) !== 'edit')
      throw notFound();
    return session;
  }

  /** Tells people of their attendance or their closed place: one notification statement, one for the mails. */
  async function tell(
    trx: Db,
    userIds: readonly number[],
    kind: TrainingNoticeKind,
    session: SessionForRegistration,
  ) {
    if (userIds.length === 0) return;
    const input = { course: session.courseName, session: session.sectionName, when: whenOf(session) };
    await deliveries.notify(trx, userIds, TRAINING_NOTICES.notification(kind, input));
    const people = await findPeople(trx, userIds);
    await mail.enqueueMany(
      trx,
      [...people.values()].map((person) => ({
        to: person.email,
        ...TRAINING_NOTICES.mail(kind, input, person.name, tenant.productName),
      })),
    );
  }

  /** Locks the session and tells those whose place closed; in the caller's transaction. */
  async function lock(trx: Db, auth: AuthContext, session: SessionForRegistration, now: Date) {
    const closed = await lockSessionAndClose(trx, { sessionId: session.id, actorUserId: auth.userId, now });
    await recordAudits(trx, [
      {
        actorUserId: auth.userId,
        action: 'session.lock',
        entity: 'CourseSection',
        entityId: session.id,
        after: { recordIsLocked: true, closed: closed.length },
        at: now,
      },
    ]);
    await tell(trx, closed, 'closed', session);
  }

  return {
    /** POST /api/enrollment/setattendance. */
    async setAttendance(auth: AuthContext, body: TSetAttendance): Promise<TSetAttendanceResult> {
      const ids = [...new Set(body.enrollmentRecordIds)];
      const targets = await findAttendanceTargets(db, ids);
      // Every one named must be an enrollment of the caller's own sessions.
      if (
        targets.length !== ids.length ||
        targets.some((target) => trainingCatalogueReach(auth, { userId: target.trainerId }) !== 'edit')
      )
        throw notFound();
      const sessionIds = new Set(targets.map((target) => target.sessionId));
      if (sessionIds.size !== 1)
        throw badRequest({ enrollmentRecordIds: TRAINING_TEXTS.attendanceOneSession });
      const session = await ownSession(auth, targets[0]!.sessionId);
      if (session.recordIsLocked) throw conflict(TRAINING_TEXTS.attendanceLocked);
      if (!ended(session)) throw conflict(TRAINING_TEXTS.attendanceNotYet);
      const eligible = targets.filter(
        (target) => !target.disabled && mayRecordAttendance(target.status, target.attendance, false, true),
      );
      if (eligible.length === 0) throw conflict(TRAINING_TEXTS.attendanceNoneEligible);

      const now = clock.now();
      const value = body.status;
      const name = ATTENDANCE_NAMES[value];
      return transaction(async (trx) => {
        const row = await lockSessionRow(trx, session.id);
        if (row === undefined) throw notFound();
        if (row.locked) throw conflict(TRAINING_TEXTS.attendanceLocked);
        const changed = await setAttendance(trx, {
          sessionId: session.id,
          ids: eligible.map((target) => target.id),
          attendance: value,
          actorUserId: auth.userId,
          now,
        });
        // Another call made them final meanwhile: nothing to do, nothing written.
        if (changed.length === 0) throw conflict(TRAINING_TEXTS.attendanceNoneEligible);
        if (value === ATTENDANCE.Completed)
          await writeCompletedRecords(trx, {
            sessionId: session.id,
            enrollmentIds: changed.map((c) => c.enrollmentId),
            codes: changed.map(() => newCertificateCode()),
            actorUserId: auth.userId,
            now,
            comment: `Attendance recorded as Completed in ${session.courseName}: ${session.sectionName}.`,
          });
        await recordAudits(
          trx,
          changed.map((c) => ({
            actorUserId: auth.userId,
            action: 'enrollment.attendance',
            entity: 'Enrollment',
            entityId: c.enrollmentId,
            after: { attendance: value },
            at: now,
          })),
        );
        const kind = NOTICE_OF[value];
        if (kind !== undefined)
          await tell(
            trx,
            changed.map((c) => c.userId),
            kind,
            session,
          );
        const finished = await allAttendanceFinal(trx, session.id);
        if (finished) await lock(trx, auth, session, now);
        const message =
          value === ATTENDANCE.Cleared
            ? TRAINING_TEXTS.attendanceCleared(changed.length)
            : TRAINING_TEXTS.attendanceRecorded(name, changed.length);
        return {
          updated: changed.length,
          locked: finished,
          message: finished ? message + TRAINING_TEXTS.nowLocked : message,
        };
      });
    },

    /**
     * POST /api/enrollment/locksession (ours): the trainer finalizes the session's attendance once it has
     * ended and every Registered person has some attendance recorded (a Partially Completed stays so).
     */
    async lockSession(auth: AuthContext, body: TLockSession): Promise<TLockSessionResult> {
      const session = await ownSession(auth, body.courseSectionId);
      if (session.recordIsLocked) throw conflict(TRAINING_TEXTS.alreadyLocked);
      if (!ended(session)) throw conflict(TRAINING_TEXTS.attendanceNotYet);
      const now = clock.now();
      return transaction(async (trx) => {
        const row = await lockSessionRow(trx, session.id);
        if (row === undefined) throw notFound();
        if (row.locked) throw conflict(TRAINING_TEXTS.alreadyLocked);
        if (await anyAttendanceMissing(trx, session.id)) throw conflict(TRAINING_TEXTS.lockNotReady);
        await lock(trx, auth, session, now);
        return { locked: true, message: TRAINING_TEXTS.locked };
      });
    },
  };
}
