import { describe, expect, it } from 'vitest';
import { GENERAL_ROLES, type RoleName } from '../roles.js';
import { getTenant, TENANT_CODES } from '../tenants/index.js';
import { directorsAskConsultant, RECORD_TEXTS } from '../texts.js';
import {
  verifierTransition,
  type VerificationState,
  type VerifierAction,
  isLockedForOwner,
  mayRequestVerification,
  ownerLockMessage,
  verificationRequestProblem,
  verificationRequesterProblem,
  type VerifiableRecord,
} from './profile-records.js';
import { isProfileRecordType } from '../entities/entity-types.js';

const record = (changes: Partial<VerifiableRecord> = {}): VerifiableRecord => ({
  verified: false,
  rejected: false,
  verificationStatus: null,
  ...changes,
});

describe('a profile record locked for its owner, and verification requests (spec 1 §4)', () => {
  // state -> [locked, lock message, may request, request problem]
  const table: [string, VerifiableRecord, boolean, string | null, boolean, string | null][] = [
    ['new', record(), false, null, true, null],
    ['rejected, not requested', record({ rejected: true }), false, null, true, null],
    [
      'requested',
      record({ verificationStatus: 'Requested' }),
      true,
      RECORD_TEXTS.lockedRequested,
      false,
      RECORD_TEXTS.alreadyRequested,
    ],
    [
      'verified',
      record({ verified: true }),
      true,
      RECORD_TEXTS.lockedVerified,
      false,
      RECORD_TEXTS.alreadyVerified,
    ],
    [
      'sent via API',
      record({ sentViaApi: true }),
      true,
      RECORD_TEXTS.lockedSentViaApi,
      true,
      RECORD_TEXTS.requestSentViaApi,
    ],
  ];
  it.each(table)('%s', (_name, state, locked, lockMessage, mayRequest, problem) => {
    expect(isLockedForOwner(state)).toBe(locked);
    expect(ownerLockMessage(state)).toBe(lockMessage);
    expect(mayRequestVerification(state)).toBe(mayRequest);
    expect(verificationRequestProblem(state)).toBe(problem);
  });

  it('knows the six record types that take requests', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 31].filter(isProfileRecordType)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("tells a director to ask the tenant's consultant role", () => {
    expect(directorsAskConsultant(getTenant('al').labels.staffRole)).toBe(
      'Directors cannot request verification of their own records. Please ask your Child Care Consultant to verify them.',
    );
    expect(directorsAskConsultant(getTenant('tn').labels.staffRole)).toContain(
      'ask your DHS Staff to verify',
    );
  });
});

describe('who may request verification of their own records (spec 1 §4, §6)', () => {
  // Spec 1 §4: "Users with an active director role cannot request verification and are told to ask the
  // consultant role." Every other active role (and none) may, whatever other roles the user holds.
  const roles: (RoleName | null)[] = [null, ...GENERAL_ROLES, '200'];
  const table = TENANT_CODES.flatMap((code) => roles.map((role) => [code, role, role === '200'] as const));
  it.each(table)('%s, active role %s: refused %s', (code, role, refused) => {
    const tenant = getTenant(code);
    expect(verificationRequesterProblem(role, tenant)).toBe(
      refused ? directorsAskConsultant(tenant.labels.staffRole) : null,
    );
  });
});

describe("the verifier's actions by the record's state (spec 3 §4), the table server and web share", () => {
  const state = (verified: boolean, rejected: boolean, requested: boolean): VerificationState => ({
    verified,
    rejected,
    verificationStatus: requested ? 'Requested' : null,
  });
  // state -> the actions that apply to it
  const table: [string, VerificationState, VerifierAction[]][] = [
    ['open', state(false, false, false), ['verify', 'decline']],
    ['requested', state(false, false, true), ['verify', 'decline', 'return']],
    ['declined', state(false, true, false), ['verify']],
    ['declined, then asked for again', state(false, true, true), ['verify', 'decline', 'return']],
    ['verified', state(true, false, false), ['remove']],
  ];
  it.each(table)('%s', (_name, record, applies) => {
    for (const action of ['verify', 'decline', 'remove', 'return'] as const)
      expect('next' in verifierTransition(action, record), action).toBe(applies.includes(action));
  });
  it('verify and decline close the request; remove and return keep the rest', () => {
    expect(verifierTransition('verify', state(false, true, true))).toEqual({
      next: state(true, false, false),
    });
    expect(verifierTransition('decline', state(false, false, true))).toEqual({
      next: state(false, true, false),
    });
    expect(verifierTransition('remove', state(true, false, false))).toEqual({
      next: state(false, false, false),
    });
    expect(verifierTransition('return', state(false, true, true))).toEqual({
      next: state(false, true, false),
    });
    expect(verifierTransition('decline', state(false, true, false))).toEqual({
      problem: RECORD_TEXTS.declineDeclined,
    });
  });
});
