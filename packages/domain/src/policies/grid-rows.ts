import { showsDisableControls } from '../grids/controls.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';
import type { OrganizationRoleState } from './organization-roles.js';
import { isLockedForOwner, PROFILE_RECORD_TYPES, type VerifiableRecord } from './profile-records.js';
import type { PersonRecordsAccess } from './records.js';

/**
 * Spec 3 §6: who may disable and enable the rows of an entity type's grid, and include disabled rows:
 * the roles that see the Disable/Enable action and Include Disabled (`showsDisableControls`, the rule the
 * web shows them by; one rule for both sides).
 */
export function mayManageDisabledRows(
  activeRole: RoleName | null,
  entityTypeId: number,
  tenant: Pick<Tenant, 'features'>,
): boolean {
  return showsDisableControls(activeRole, entityTypeId, tenant);
}

/** A profile record as a grid row sees it: whose it is, its verification state, and whether it is disabled. */
export interface RecordRowState extends VerifiableRecord {
  ownerUserId: number;
  disabled: boolean;
  /** Employment rows (entity type 8): the states of the organization roles held through them. */
  organizationRoles?: OrganizationRoleState;
}

/** The viewer of a grid row: who they are and the role active in their session. */
export interface RecordRowViewer {
  userId: number;
  activeRole: RoleName | null;
}

/** What the viewer may do with one row of a profile-record grid (spec 3 §3 row flags). */
export interface RecordRowActions {
  canView: boolean;
  canEdit: boolean;
  canDisable: boolean;
  canDelete: boolean;
}

const NOTHING: RecordRowActions = { canView: false, canEdit: false, canDisable: false, canDelete: false };

/** An employment through which an organization role is held or requested: the role is ended first. */
function holdsOrganizationRole(row: RecordRowState): boolean {
  const roles = row.organizationRoles;
  return (
    roles !== undefined && (roles.has100Role || roles.has200Role || roles.pending100 || roles.pending200)
  );
}

/**
 * The row flags of a profile record (training, education, community service, membership, certification,
 * employment) for a viewer whose access to the record's person is `access` (personRecordsAccess, which
 * the grid's SQL scope carries out). The one rule behind the grids' flags and the disable and delete
 * calls:
 * - The owner edits and deletes their records unless locked (isLockedForOwner: verification requested,
 *   verified, or sent by another system); in a tenant without trainingGridAddDelete (tn) they do not
 *   delete training records (spec 3 §1).
 * - A user manager within reach (access 'edit' to another person: 400, 500, AdminUser) edits, disables
 *   and deletes, locked or not (they are not bound by the owner's lock).
 * - Directors and agency staff (access 'view') only view.
 * - Disable/Enable follows mayManageDisabledRows (spec 3 §6), for whoever may change the record.
 * - A disabled row is not edited until enabled again.
 * - An employment through which an organization role is held or requested is neither deleted nor
 *   disabled: the role is ended (or the request withdrawn) first, so no director loses or keeps sight of
 *   staff without a trace in the role history.
 */
export function recordRowActions(
  viewer: RecordRowViewer,
  tenant: Pick<Tenant, 'features'>,
  entityTypeId: number,
  access: PersonRecordsAccess,
  row: RecordRowState,
): RecordRowActions {
  if (access === 'none') return NOTHING;
  if (access === 'view') return { ...NOTHING, canView: true };
  const own = viewer.userId === row.ownerUserId;
  const rolesHeld = holdsOrganizationRole(row);
  const canDisable = !rolesHeld && mayManageDisabledRows(viewer.activeRole, entityTypeId, tenant);
  if (own) {
    const locked = isLockedForOwner(row);
    const deletesHere =
      entityTypeId !== PROFILE_RECORD_TYPES.training || tenant.features.trainingGridAddDelete;
    return {
      canView: true,
      canEdit: !locked && !row.disabled,
      canDisable,
      canDelete: !locked && deletesHere && !rolesHeld,
    };
  }
  return { canView: true, canEdit: !row.disabled, canDisable, canDelete: !rolesHeld };
}

/**
 * Whether the owner may add records of the entity type from its grid (Add New): not training records in a
 * tenant without trainingGridAddDelete (tn; spec 3 §1).
 */
export function mayAddOwnRecord(entityTypeId: number, tenant: Pick<Tenant, 'features'>): boolean {
  return entityTypeId !== PROFILE_RECORD_TYPES.training || tenant.features.trainingGridAddDelete;
}
