import {
  disableControlsFor,
  NO_PERMISSIONS,
  type EntityPolicy,
  type PolicyTenant,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType, type ProfileRecordType } from '../entities/entity-types.js';
import { AGENCY_ROLES, isRoleIn } from '../roles.js';
import type { OrganizationRoleState } from './organization-roles.js';
import { isLockedForOwner, ownerLockMessage, type VerifiableRecord } from './profile-records.js';
import { personRecordsAccess, type RecordsReachViewer } from './records.js';

/** A profile record as its policy reads it: whose it is, its verification state, and whether it is disabled. */
export interface ProfileRecordState extends RecordState, VerifiableRecord {
  /** Employment rows (experience): the states of the organization roles held through them. */
  organizationRoles?: OrganizationRoleState;
  /** Employment rows: the registry organization employing the person (null: an employer outside it). */
  organizationId?: number | null;
}

/** An employment through which an organization role is held or requested: the role is ended first. */
function holdsOrganizationRole(row: ProfileRecordState): boolean {
  const roles = row.organizationRoles;
  return (
    roles !== undefined && (roles.has100Role || roles.has200Role || roles.pending100 || roles.pending200)
  );
}

/** What each profile record type adds to the shared rule. */
interface ProfileRecordRules {
  /** The owner adds and deletes such records (tn's users do not add or delete training records). */
  ownerAddsAndDeletes?: (tenant: PolicyTenant) => boolean;
  /** Role 100 sees Disable/Enable (certifications in tn; spec 3 §6). */
  staffDisables?: (tenant: PolicyTenant) => boolean;
  /** Who verifies such a record (spec 3 §6); none: nobody does. */
  verifiedBy?: (viewer: RecordsReachViewer, tenant: PolicyTenant, record: ProfileRecordState) => boolean;
}

/**
 * The rule of a person's profile records (training, education, community service, membership,
 * certification, experience), for a viewer whose reach to the record's person is personRecordsAccess:
 * - The owner edits and deletes their records unless locked (isLockedForOwner: verification requested,
 *   verified, or sent by another system); where the type says so (training in tn) they neither add nor
 *   delete them.
 * - A user manager within reach (reach 'edit' to another person: 400, 500, AdminUser) adds, edits, disables
 *   and deletes, locked or not (they are not bound by the owner's lock).
 * - Directors and agency staff (reach 'view') only view; they verify where verifiedBy says so.
 * - Disable/Enable follows disableControls (spec 3 §6), for whoever may change the record.
 * - A disabled row is not edited until enabled again.
 * - An employment through which an organization role is held or requested is neither deleted nor
 *   disabled: the role is ended (or the request withdrawn) first, so no director loses or keeps sight of
 *   staff without a trace in the role history.
 */
function profileRecordPolicy(
  entityType: ProfileRecordType,
  rules: ProfileRecordRules = {},
): EntityPolicy<ProfileRecordState> {
  const ownerAddsAndDeletes = rules.ownerAddsAndDeletes ?? (() => true);
  const disableControls = disableControlsFor(
    (role, tenant) => role === '100' && (rules.staffDisables?.(tenant) ?? false),
  );
  return {
    entityType,
    reach: (viewer, owner) => personRecordsAccess(viewer, owner),
    permissions(viewer, tenant, reach, row) {
      if (reach === 'none') return NO_PERMISSIONS;
      if (reach === 'view') return { ...NO_PERMISSIONS, canView: true };
      const rolesHeld = holdsOrganizationRole(row);
      const canDisable = !rolesHeld && disableControls(viewer.activeRole, tenant);
      if (viewer.userId === row.ownerUserId) {
        const locked = isLockedForOwner(row);
        return {
          canView: true,
          canEdit: !locked && !row.disabled,
          canDisable,
          canDelete: !locked && ownerAddsAndDeletes(tenant) && !rolesHeld,
        };
      }
      return { canView: true, canEdit: !row.disabled, canDisable, canDelete: !rolesHeld };
    },
    mayAdd: (viewer, tenant, reach, ownerUserId) =>
      reach === 'edit' && (ownerUserId !== viewer.userId || ownerAddsAndDeletes(tenant)),
    disableControls,
    lockMessage: (viewer, row) => (viewer.userId === row.ownerUserId ? ownerLockMessage(row) : null),
    mayVerify: (viewer, tenant, reach, row) =>
      reach !== 'none' &&
      viewer.userId !== row.ownerUserId &&
      !row.disabled &&
      (rules.verifiedBy?.(viewer, tenant, row) ?? false),
  };
}

/**
 * Generic records (education, certifications; spec 3 §6): agency staff (350, 375), and directors (200)
 * where the tenant lets them (tn).
 */
const agencyOrDirector: ProfileRecordRules['verifiedBy'] = (viewer, tenant) =>
  isRoleIn(AGENCY_ROLES, viewer.activeRole) ||
  (viewer.activeRole === '200' && tenant.features.directorVerifiesRecords);

/**
 * Training records: directors (200) only, and not records sent via API (spec 3 §6); where the tenant lets
 * directors verify (tn: their claim records.verify exists only there, and al has no training route).
 */
export const trainingRecordPolicy = profileRecordPolicy(EntityType.TrainingRecord, {
  ownerAddsAndDeletes: (tenant) => tenant.features.trainingGridAddDelete,
  verifiedBy: (viewer, tenant, row) =>
    viewer.activeRole === '200' && tenant.features.directorVerifiesRecords && row.sentViaApi !== true,
});
export const educationPolicy = profileRecordPolicy(EntityType.Education, { verifiedBy: agencyOrDirector });
/** Community service and membership: nobody verifies them (spec 3 §6 names none; docs/decisions.md). */
export const communityServicePolicy = profileRecordPolicy(EntityType.CommunityService);
export const membershipPolicy = profileRecordPolicy(EntityType.Membership);
export const certificationPolicy = profileRecordPolicy(EntityType.Certification, {
  staffDisables: (tenant) => tenant.features.staffDisablesCertifications,
  verifiedBy: agencyOrDirector,
});
/**
 * Experience (employment): its start date is verified by the director of the employing organization in
 * tn, for staff holding the staff role there but not the director role (spec 3 §4, §6).
 */
export const experiencePolicy = profileRecordPolicy(EntityType.Experience, {
  verifiedBy: (viewer, tenant, row) =>
    viewer.activeRole === '200' &&
    tenant.features.directorVerifiesRecords &&
    row.organizationId != null &&
    viewer.directorOrganizationIds.includes(row.organizationId) &&
    row.organizationRoles?.has100Role === true &&
    !row.organizationRoles.has200Role,
});
