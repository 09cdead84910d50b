import { describe, expect, it } from 'vitest';
import { entityPolicy } from '../entities/entity-policies.js';
import { formAccessOf, type Reach } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '../training/registration.js';
import {
  A_PROFESSIONAL,
  ADMINISTRATORS,
  ANOTHER_TRAINER,
  code,
  inTrainerTenants,
  ME,
  owner,
  ROLES,
  viewerAs,
} from './catalogue-test-support.js';
import { enrollmentActions, enrollmentPolicy, type EnrollmentState } from './enrollment-policy.js';

/** Whose enrollment: in my session, my own (I am enrolled in another trainer's session), or neither. */
type Target = 'my session’s' | 'my own' | 'another’s';

function enrollment(target: Target, extra: Partial<EnrollmentState> = {}): EnrollmentState {
  return {
    // The owner is the session's trainer.
    ownerUserId: target === 'my session’s' ? ME : ANOTHER_TRAINER,
    enrolleeUserId: target === 'my own' ? ME : A_PROFESSIONAL,
    status: 'Registered',
    attendance: 0,
    sessionLocked: false,
    disabled: false,
    ...extra,
  };
}

function flagsOf(
  role: RoleName,
  tenantCode: TenantCode,
  target: Target,
  extra: Partial<EnrollmentState> = {},
) {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const record = enrollment(target, extra);
  const reach = enrollmentPolicy.reach(viewer, owner(record.ownerUserId), tenant);
  return {
    flags: code(enrollmentPolicy.permissions(viewer, tenant, reach, record)),
    form: formAccessOf(enrollmentPolicy, viewer, tenant, reach, record, record.ownerUserId),
    reach,
  };
}

describe('enrollments (entity 26): roles x targets x states (spec 3 §2 manage-attendance, §6)', () => {
  // [role, whose, flags on an open session: a cancelled registration, a registration; on a locked one]; the
  // form is read only wherever it is seen.
  const table: [RoleName, Target, string, string, string][] = [
    // An open registration holds a seat: cancelled first (which tells the person), then disabled.
    ['250', 'my session’s', 'V-D-', 'V---', 'V---'],
    ['250', 'another’s', '----', '----', '----'],
    // A trainer enrolled in another trainer's session reads their own enrollment, as anyone does.
    ['250', 'my own', 'V---', 'V---', 'V---'],
    ['100', 'my own', 'V---', 'V---', 'V---'],
    ['100', 'another’s', '----', '----', '----'],
    ['200', 'my own', 'V---', 'V---', 'V---'],
    ['200', 'another’s', '----', '----', '----'],
    ['300', 'another’s', '----', '----', '----'],
    ['350', 'another’s', '----', '----', '----'],
    ['375', 'another’s', '----', '----', '----'],
    ['ApiUser', 'another’s', '----', '----', '----'],
    ['400', 'another’s', 'V---', 'V---', 'V---'],
    ['500', 'another’s', 'V---', 'V---', 'V---'],
    ['AdminUser', 'another’s', 'V---', 'V---', 'V---'],
  ];
  it.each(inTrainerTenants(table))(
    '%s: %s on %s enrollments',
    (tenantCode, role, target, closed, registered, locked) => {
      const cancelled = { status: 'Unregistered' } as const;
      expect(flagsOf(role, tenantCode, target, cancelled).flags).toBe(closed);
      expect(flagsOf(role, tenantCode, target).flags).toBe(registered);
      for (const status of ['Waitlisted', 'Pending Approval'] as const)
        expect(flagsOf(role, tenantCode, target, { status }).flags, status).toBe(registered);
      expect(flagsOf(role, tenantCode, target, { ...cancelled, sessionLocked: true }).flags).toBe(locked);
      // Disabled or not, the same (a disabled row is enabled again by its trainer).
      expect(flagsOf(role, tenantCode, target, { ...cancelled, disabled: true }).flags).toBe(closed);
      const form = flagsOf(role, tenantCode, target).form;
      expect(form).toBe(registered === '----' ? 'none' : 'view');
    },
  );

  it('is never added or edited through its form, nor deleted, by anyone', () => {
    for (const tenantCode of ['al', 'jh', 'tn'] as const)
      for (const role of ROLES) {
        const tenant = getTenant(tenantCode);
        const viewer = viewerAs(role, tenantCode);
        for (const reach of ['edit', 'view', 'none'] as Reach[]) {
          expect(enrollmentPolicy.mayAdd(viewer, tenant, reach, ME)).toBe(false);
          for (const status of ENROLLMENT_STATUSES) {
            const flags = enrollmentPolicy.permissions(
              viewer,
              tenant,
              reach,
              enrollment('my session’s', { status }),
            );
            expect(flags.canEdit || flags.canDelete).toBe(false);
          }
        }
      }
  });

  it('tn has no trainer: the administrators and the enrolled person only read', () => {
    for (const role of ROLES) {
      expect(flagsOf(role, 'tn', 'my session’s').flags, role).toBe(
        ADMINISTRATORS.includes(role) ? 'V---' : '----',
      );
      expect(flagsOf(role, 'tn', 'my own').flags, role).toBe('V---');
    }
  });
});

describe('the manage-attendance row actions (spec 3 §4): statuses x lock x reach', () => {
  // [status, cancel, review, message] on an open session, for the session's trainer.
  const table: [EnrollmentStatus, boolean, boolean, boolean][] = [
    ['Registered', true, false, true],
    ['Waitlisted', true, false, true],
    ['Pending Approval', false, true, true],
    ['Unregistered', false, false, false],
    ['System Cancellation', false, false, true],
    ['Denied', false, false, true],
    ['Canceled', false, false, true],
  ];
  it.each(table)('%s: cancel %s, review %s, message %s', (status, cancel, review, message) => {
    const open = enrollment('my session’s', { status });
    expect(enrollmentActions('edit', open)).toEqual({
      mayCancel: cancel,
      mayReview: review,
      mayMessage: message,
      mayAttend: status === 'Registered',
    });
    // A locked session: no cancel, review or attendance; a message still goes.
    expect(enrollmentActions('edit', { ...open, sessionLocked: true })).toEqual({
      mayCancel: false,
      mayReview: false,
      mayMessage: message,
      mayAttend: false,
    });
    // Only the session's trainer acts, and not on a disabled row.
    for (const reach of ['view', 'none'] as Reach[])
      expect(enrollmentActions(reach, open)).toEqual({
        mayCancel: false,
        mayReview: false,
        mayMessage: false,
        mayAttend: false,
      });
    expect(enrollmentActions('edit', { ...open, disabled: true })).toEqual({
      mayCancel: false,
      mayReview: false,
      mayMessage: false,
      mayAttend: false,
    });
  });

  // Attendance (spec 3 §4): Completed (1) and Absent (3) are final; Partially Completed (2) and none (0) not.
  it.each([
    [0, true],
    [1, false],
    [2, true],
    [3, false],
  ])('a Registered person with attendance %i may have it set: %s', (attendance, may) => {
    const registered = enrollment('my session’s', { status: 'Registered', attendance });
    expect(enrollmentActions('edit', registered).mayAttend).toBe(may);
    expect(enrollmentActions('edit', { ...registered, sessionLocked: true }).mayAttend).toBe(false);
    expect(enrollmentActions('view', registered).mayAttend).toBe(false);
  });

  it('is the policy of entity type 26', () => {
    expect(entityPolicy(EntityType.Enrollment)).toBe(enrollmentPolicy);
  });
});
