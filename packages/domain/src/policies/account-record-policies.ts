import { CLAIMS } from '../claims.js';
import {
  disableControlsFor,
  NO_PERMISSIONS,
  type EntityPolicy,
  type Reach,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { mayEditPersonRecords, personRecordsAccess } from './records.js';

/** A person's own record, kept by them and by the user managers who reach them: they view and edit it. */
const editedByReach = (reach: Reach) =>
  reach === 'edit' ? { ...NO_PERMISSIONS, canView: true, canEdit: true } : NO_PERMISSIONS;

/**
 * The user (entity 1, the personal profile of form 1): whoever may edit the person's records
 * (mayEditPersonRecords: the person, or a user manager within reach, as Manage Users) views and edits it;
 * nobody else sees it (spec 1 §6 lets directors see their staff's records, not their personal profile).
 * A user is never added through a form (an account is registered), nor disabled or deleted from a grid.
 */
export const userPolicy: EntityPolicy = {
  entityType: EntityType.User,
  reach: (viewer, owner) => (mayEditPersonRecords(viewer, owner) ? 'edit' : 'none'),
  permissions: (_viewer, _tenant, reach) => editedByReach(reach),
  mayAdd: () => false,
  // Accounts are locked and unlocked, never disabled: no Include Disabled or Disable/Enable on its grids.
  disableControls: () => false,
  lockMessage: () => null,
};

/**
 * The form engine's sample record (entity 900, seeded only by tests): a person's record as the profile
 * records are (personRecordsAccess: the person and user managers within reach edit and add, their
 * directors and agency staff view), never disabled or deleted from a grid (it has none).
 */
export const formSamplePolicy: EntityPolicy = {
  entityType: EntityType.FormSample,
  reach: (viewer, owner) => personRecordsAccess(viewer, owner),
  permissions: (_viewer, _tenant, reach) =>
    reach === 'edit'
      ? { ...NO_PERMISSIONS, canView: true, canEdit: true }
      : reach === 'view'
        ? { ...NO_PERMISSIONS, canView: true }
        : NO_PERMISSIONS,
  mayAdd: (_viewer, _tenant, reach) => reach === 'edit',
  disableControls: disableControlsFor(),
  lockMessage: () => null,
};

/**
 * Feedback (entity 32, tn only): anyone signed in writes a new one; a sent message is read, never changed,
 * by its sender and by those who read feedback (CLAIMS.readFeedback: 500, AdminUser).
 */
export const feedbackPolicy: EntityPolicy = {
  entityType: EntityType.Feedback,
  reach(viewer, sender, tenant) {
    if (!tenant.features.feedback) return 'none';
    return viewer.userId === sender.userId || viewer.claims.includes(CLAIMS.readFeedback) ? 'view' : 'none';
  },
  permissions: (_viewer, _tenant, reach) =>
    reach === 'none' ? NO_PERMISSIONS : { ...NO_PERMISSIONS, canView: true },
  mayAdd: (viewer, tenant, _reach, ownerUserId) => tenant.features.feedback && ownerUserId === viewer.userId,
  disableControls: () => false,
  lockMessage: () => null,
};

/**
 * Alerts (entity 20, form 18): whoever holds CLAIMS.manageAlerts (500, AdminUser) writes, edits, disables
 * and deletes every alert, whoever wrote it; nobody else sees them there (people see the alerts meant for
 * them on their dashboard). A disabled alert is enabled before it is edited.
 */
const alertDisableControls = disableControlsFor();

export const alertPolicy: EntityPolicy = {
  entityType: EntityType.Alert,
  reach: (viewer) => (viewer.claims.includes(CLAIMS.manageAlerts) ? 'edit' : 'none'),
  permissions(viewer, tenant, reach, alert) {
    if (reach !== 'edit') return NO_PERMISSIONS;
    return {
      canView: true,
      canEdit: !alert.disabled,
      canDisable: alertDisableControls(viewer.activeRole, tenant),
      canDelete: true,
    };
  },
  mayAdd: (_viewer, _tenant, reach) => reach === 'edit',
  disableControls: alertDisableControls,
  lockMessage: () => null,
};
