import {
  disableControlsFor,
  NO_PERMISSIONS,
  type EntityPolicy,
  type PolicyTenant,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { isRoleIn, type GeneralRole } from '../roles.js';
import type { ProfileRecordState } from './profile-record-policy.js';
import { isLockedForOwner, ownerLockMessage } from './profile-records.js';
import { personRecordsAccess, type RecordsReachViewer } from './records.js';

/**
 * Who verifies or returns a career lattice level (spec 3 §4 "it locks the record until returned by a
 * manager or admin"): managers (400), administrators (500) and AdminUser.
 */
export const LATTICE_VERIFIER_ROLES = ['400', '500', 'AdminUser'] as const satisfies readonly GeneralRole[];

/** Whether the viewer's active role verifies lattice levels (the tenant has the career lattice). */
export const verifiesLatticeLevels = (viewer: Pick<RecordsReachViewer, 'activeRole'>, tenant: PolicyTenant) =>
  tenant.features.career && isRoleIn(LATTICE_VERIFIER_ROLES, viewer.activeRole);

/**
 * Entity type 31, Career Lattice Level (form 28; spec 3 §2-§4, §6): the level a professional claims, with
 * its verification. A person's record, seen as their profile records are (personRecordsAccess), only
 * where the tenant has the career lattice (jh: nobody; its calls answer 404).
 * - The owner adds, edits and deletes their claims unless locked: while a verification request is open
 *   (until a manager or administrator verifies or returns it) and once verified.
 * - A user manager within reach (400, 500, AdminUser: reach 'edit') changes them, locked or not.
 * - Directors, agency staff and coaches within reach only view them.
 * - Managers, administrators and AdminUser verify, decline or return another person's level.
 */
export const careerLatticePolicy: EntityPolicy<ProfileRecordState> = {
  entityType: EntityType.CareerLatticeLevel,
  reach: (viewer, owner, tenant) => (tenant.features.career ? personRecordsAccess(viewer, owner) : 'none'),
  permissions(viewer, tenant, reach, row) {
    if (reach === 'none') return NO_PERMISSIONS;
    if (reach === 'view') return { ...NO_PERMISSIONS, canView: true };
    const canDisable = careerLatticePolicy.disableControls(viewer.activeRole, tenant);
    if (viewer.userId === row.ownerUserId) {
      const locked = isLockedForOwner(row);
      return { canView: true, canEdit: !locked && !row.disabled, canDisable, canDelete: !locked };
    }
    return { canView: true, canEdit: !row.disabled, canDisable, canDelete: true };
  },
  mayAdd: (_viewer, tenant, reach) => tenant.features.career && reach === 'edit',
  disableControls: disableControlsFor(),
  lockMessage: (viewer, row) => (viewer.userId === row.ownerUserId ? ownerLockMessage(row) : null),
  mayVerify: (viewer, tenant, reach, row) =>
    reach !== 'none' &&
    viewer.userId !== row.ownerUserId &&
    !row.disabled &&
    verifiesLatticeLevels(viewer, tenant),
};
