import type { Tenant } from '../tenants/types.js';
import { directorsAskConsultant, RECORD_TEXTS } from '../texts.js';

/** A profile record's verification state (every record table carries it; migration 20261126100000). */
export interface VerifiableRecord {
  verified: boolean;
  rejected: boolean;
  /** 'Requested' while a verification request is open. */
  verificationStatus: 'Requested' | null;
  /** Training records from the registry's own sessions or another system (spec 3 §6: not for the owner to change). */
  sentViaApi?: boolean;
}

/**
 * Whether the record's owner may no longer change (or delete) it: while a verification request is open
 * (spec 1 §4: "Once requested it cannot be edited unless returned by the program's director or
 * designee"), once it is verified (a change would no longer be what was verified), and when it came from
 * the registry's sessions or another system. Those who verify and user managers are not bound by this.
 */
export function isLockedForOwner(record: VerifiableRecord): boolean {
  return record.verificationStatus === 'Requested' || record.verified || record.sentViaApi === true;
}

/** Whether a verification request may be made for the record (spec 1 §4, spec 3 §4): not verified, not requested. */
export function mayRequestVerification(record: VerifiableRecord): boolean {
  return !record.verified && record.verificationStatus !== 'Requested';
}

/** Why the record is locked for its owner, in words (null when it is not): the refusal of a save. */
export function ownerLockMessage(record: VerifiableRecord): string | null {
  if (record.sentViaApi === true) return RECORD_TEXTS.lockedSentViaApi;
  if (record.verified) return RECORD_TEXTS.lockedVerified;
  if (record.verificationStatus === 'Requested') return RECORD_TEXTS.lockedRequested;
  return null;
}

/**
 * Why a verification request for the record is refused (null: it may be made): verified, already
 * requested (mayRequestVerification), or a record that came from the registry's sessions or another
 * system, which is not the owner's to offer.
 */
export function verificationRequestProblem(record: VerifiableRecord): string | null {
  if (record.verified) return RECORD_TEXTS.alreadyVerified;
  if (record.verificationStatus === 'Requested') return RECORD_TEXTS.alreadyRequested;
  if (record.sentViaApi === true) return RECORD_TEXTS.requestSentViaApi;
  return null;
}

/**
 * Why the viewer may not request verification of their own records at all (null: they may), whatever the
 * record: spec 1 §4 "Users with an active director role cannot request verification and are told to ask
 * the consultant role" (§6 "Directors cannot request verification of their own records"). The active role
 * is the session's: a director who switches to another role they hold may ask. The server refuses such a
 * request with these words; the web does not offer it and shows them instead.
 */
export function verificationRequesterProblem(
  activeRole: string | null,
  tenant: { labels: Pick<Tenant['labels'], 'staffRole'> },
): string | null {
  return activeRole === '200' ? directorsAskConsultant(tenant.labels.staffRole) : null;
}

/** What a verifier does to a record (spec 3 §4): verify, decline, remove a verification, return a request. */
export type VerifierAction = 'verify' | 'decline' | 'remove' | 'return';

/** A record's verification state: what a verifier's action changes. */
export type VerificationState = Pick<VerifiableRecord, 'verified' | 'rejected' | 'verificationStatus'>;

/**
 * A verifier's action on a record in this state (spec 3 §4), the one table the server applies and the web
 * offers from: why it does not apply (`problem`), or the state after it (`next`).
 * - verify: a record not verified (a declined one again); the request is closed;
 * - decline: a record not verified and not declined, or declined and asked for again; the request closes;
 * - remove: a verified record loses its verification;
 * - return: a requested record goes back to its owner, unlocked.
 */
export function verifierTransition(
  action: VerifierAction,
  record: VerificationState,
): { problem: string } | { next: VerificationState } {
  switch (action) {
    case 'verify':
      if (record.verified) return { problem: RECORD_TEXTS.verifyVerified };
      return { next: { verified: true, rejected: false, verificationStatus: null } };
    case 'decline':
      if (record.verified) return { problem: RECORD_TEXTS.declineVerified };
      if (record.rejected && record.verificationStatus !== 'Requested')
        return { problem: RECORD_TEXTS.declineDeclined };
      return { next: { verified: false, rejected: true, verificationStatus: null } };
    case 'remove':
      if (!record.verified) return { problem: RECORD_TEXTS.removeNotVerified };
      return { next: { verified: false, rejected: record.rejected, verificationStatus: null } };
    case 'return':
      if (record.verificationStatus !== 'Requested') return { problem: RECORD_TEXTS.returnNotRequested };
      return { next: { verified: record.verified, rejected: record.rejected, verificationStatus: null } };
  }
}

/** Whether the action applies to the record's state (the web offers it only then). */
export const verifierActionApplies = (action: VerifierAction, record: VerificationState): boolean =>
  'next' in verifierTransition(action, record);
