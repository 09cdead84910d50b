import type { RoleName } from '../roles.js';

/**
 * Whose registrations a caller may make, cancel or review (issue 23): the question every registration
 * call asks before it changes an enrollment, answered here once for the server (and offered alike by the
 * web). `viewer` is the signed-in user with their active role; `personId` whose enrollment it is;
 * `sessionTrainerId` the trainer whose session it is.
 *
 * - A professional (active 100) registers, waitlists, asks approval for and cancels their own.
 * - A trainer (active 250) enrolls and cancels anyone in their own sessions (spec 3 §6: "Trainers enroll
 *   users in sessions"), and reviews the out-of-region requests there; never in another trainer's session.
 * - Nobody else: other roles find trainings but do not register people (a 404 where the session or
 *   person is beyond them, a 403 where the role cannot do it at all).
 */
export interface RegistrationViewer {
  userId: number;
  activeRole: RoleName | null;
}

export type RegistrationAct = 'register' | 'cancel' | 'review';

/** 'allowed', or why not: 'role' (the active role never may: 403), 'reach' (not this person or session: 404). */
export type RegistrationDecision = 'allowed' | 'role' | 'reach';

export function registrationDecision(
  viewer: RegistrationViewer,
  act: RegistrationAct,
  personId: number,
  sessionTrainerId: number,
): RegistrationDecision {
  switch (viewer.activeRole) {
    case '100':
      if (act === 'review') return 'role';
      return personId === viewer.userId ? 'allowed' : 'reach';
    case '250':
      return sessionTrainerId === viewer.userId ? 'allowed' : 'reach';
    default:
      return 'role';
  }
}

/** Whether the registration rules of the window bind the caller as a professional (the deadline: spec 3 §5). */
export const actsAsTrainer = (viewer: RegistrationViewer, sessionTrainerId: number): boolean =>
  viewer.activeRole === '250' && viewer.userId === sessionTrainerId;
